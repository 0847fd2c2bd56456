import type { SnippetConfig } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { SERVER, deferred, errorReply, fakeServer, uniqueKey } from './testing/fake-network.js'
import type { Reply } from './testing/fake-network.js'
import { events, flush, logged, page, type, untilWired } from './testing/page.js'

const snippet: SnippetConfig = {
  id: 'post',
  type: 'add',
  pathSegments: [
    { type: 'collection', value: 'rooms' },
    { type: 'document', value: '$room' },
    { type: 'collection', value: 'messages' },
  ],
  fieldMappings: [
    { field: 'author', elementId: 'author' },
    { field: 'text', elementId: 'text' },
    { field: 'urgent', elementId: 'urgent' },
  ],
  buttonElementId: 'send',
}
const ADD = '/v1/snippets/post/add'
const FORM =
  '<input id="author"><textarea id="text"></textarea><input id="urgent" type="checkbox"><button id="send">Post it</button>'

/** The snippet with some fields replaced or removed (`undefined`), as a broken config would be. */
function setup(config: Record<string, unknown> = {}, html = FORM) {
  const server = fakeServer([{ ...snippet, ...config }])
  const $ = page(html)
  const client = createClient({ apiKey: uniqueKey(), server: SERVER })
  return { server, $, client, button: $<HTMLButtonElement>('send') }
}

describe('add', () => {
  it.each([
    ['pathSegments is not a list', { pathSegments: 'rooms' }],
    ['fieldMappings is not a list', { fieldMappings: undefined }],
    ['the button id is missing', { buttonElementId: undefined }],
  ])('rejects "Invalid snippet configuration." when %s', async (_, config) => {
    const { client } = setup(config)
    await expect(client.add('post')).rejects.toMatchObject({
      code: 'snippet/invalid-configuration',
      message: 'Invalid snippet configuration.',
    })
    expect(logged()).toEqual(['Invalid snippet configuration.'])
  })

  it('rejects a button that is not on the page, naming its id', async () => {
    const { client } = setup({}, '<input id="author"><textarea id="text"></textarea>')
    await expect(client.add('post')).rejects.toMatchObject({
      code: 'snippet/button-not-found',
      message: 'Button element with id "send" not found.',
    })
  })

  it('rejects a mapped element that is not on the page, naming its id', async () => {
    const { client } = setup({}, '<input id="author"><button id="send">Post it</button>')
    await expect(client.add('post')).rejects.toMatchObject({
      code: 'snippet/element-not-found',
      message: 'Element with id "text" not found.',
    })
    expect(logged()).toEqual(['Element with id "text" not found.'])
  })

  it("shows 'Loading..' disabled while working, then 'Send' enabled, and resolves { id, path }", async () => {
    const { $, client, button, server } = setup()
    const answer = deferred<Reply>()
    server.on('POST', ADD, () => answer.promise)
    const seen = events(button)
    const { result } = await untilWired(button, () =>
      client.add('post', [{ name: 'room', value: 'lobby' }]),
    )
    type($('author'), 'Ada')
    type($('text'), 'Hello <b>world</b>')
    $('urgent').checked = true
    button.click()
    await flush()
    expect(button.textContent).toBe('Loading..')
    expect(button.disabled).toBe(true)
    expect(server.to(ADD)[0]!.body).toEqual({
      variables: { room: 'lobby' },
      fields: { author: 'Ada', text: 'Hello <b>world</b>', urgent: 'true' },
    })
    answer.resolve({ body: { id: 'm1', path: 'rooms/lobby/messages/m1' } })
    await expect(result).resolves.toEqual({ id: 'm1', path: 'rooms/lobby/messages/m1' })
    expect(button.textContent).toBe('Send')
    expect(button.disabled).toBe(false)
    expect(seen).toEqual([
      { type: 'snipwire:success', detail: { id: 'm1', path: 'rooms/lobby/messages/m1' } },
    ])
  })

  it('returns the button to its own label, enabled, after a failure, so the user can retry', async () => {
    const { client, button, server } = setup()
    server.on('POST', ADD, () =>
      errorReply(400, 'variable/not-provided', 'Variable room not provided.'),
    )
    const { result } = await untilWired(button, () => client.add('post'))
    button.click()
    await expect(result).rejects.toMatchObject({
      code: 'variable/not-provided',
      message: 'Variable room not provided.',
    })
    expect(button.textContent).toBe('Post it')
    expect(button.disabled).toBe(false)
    expect(logged()).toEqual(['Variable room not provided.'])
    server.on('POST', ADD, () => ({ body: { id: 'm2', path: 'rooms/x/messages/m2' } }))
    button.click()
    await vi.waitFor(() => expect(button.textContent).toBe('Send'))
    expect(server.to(ADD)).toHaveLength(2)
  })

  it('reports an element removed after wiring when the button is clicked', async () => {
    const { $, client, button } = setup()
    const { result } = await untilWired(button, () => client.add('post'))
    $('author').remove()
    button.click()
    await expect(result).rejects.toThrow('Element with id "author" not found.')
  })

  it('says so when the server cannot be reached', async () => {
    const { client, button, server } = setup()
    const { result } = await untilWired(button, () => client.add('post'))
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    button.click()
    await expect(result).rejects.toMatchObject({
      code: 'network/request-failed',
      message: `Could not reach ${SERVER}.`,
    })
    expect(button.disabled).toBe(false)
  })
})
