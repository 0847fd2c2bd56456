import type { QueryResult, SnippetConfig } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { SnipwireError } from './errors.js'
import { SERVER, errorReply, fakeServer, uniqueKey } from './testing/fake-network.js'
import { events, flush, logged, page } from './testing/page.js'

const doc = (id: string, data: Record<string, unknown>) => ({ id, path: `messages/${id}`, data })
const collection = (...docs: ReturnType<typeof doc>[]): QueryResult => ({
  kind: 'collection',
  docs,
})

const profile: SnippetConfig = {
  id: 'profile',
  type: 'staticDisplay',
  pathSegments: [
    { type: 'collection', value: 'profiles' },
    { type: 'document', value: '$uid' },
  ],
  fieldMappings: [
    { field: 'name', elementId: 'name' },
    { field: 'address.city', elementId: 'city' },
  ],
}
const messages: SnippetConfig = {
  id: 'messages',
  type: 'dynamicDisplay',
  pathSegments: [{ type: 'collection', value: 'messages' }],
  fieldMappings: [{ field: 'text', elementId: 'text' }],
  dynamicSnippetItemCode: '<li class="message">#author: #text if (#urgent) {<b>!</b>}</li>',
  containerElementId: 'list',
}

function setup(snippets: SnippetConfig[], html: string) {
  const server = fakeServer(snippets)
  const $ = page(html)
  const client = createClient({ apiKey: uniqueKey(), server: SERVER })
  return { server, $, client }
}

describe('staticDisplay (one read)', () => {
  const html = '<h1 id="name"></h1><p id="city"></p>'

  it("sets each mapped element's text from the document and resolves { data }", async () => {
    const { server, $, client } = setup([profile], html)
    const data = { name: '<b>Ada</b>', address: { city: 'London' } }
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: { kind: 'document', doc: doc('u1', data) },
    }))
    const onUpdate = vi.fn()
    const result = await client.staticDisplay('profile', { uid: 'u1' }, onUpdate)
    expect(result.data).toEqual(data)
    expect($('name').textContent).toBe('<b>Ada</b>')
    expect($('name').children).toHaveLength(0)
    expect($('city').textContent).toBe('London')
    expect(onUpdate).toHaveBeenCalledWith(data)
    expect(server.to('/v1/snippets/profile/query')[0]!.body).toEqual({ variables: { uid: 'u1' } })
    expect(server.streams).toHaveLength(0)
  })

  it('uses the first document of a collection result', async () => {
    const { server, $, client } = setup([profile], html)
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: collection(doc('a', { name: 'First' }), doc('b', { name: 'Second' })),
    }))
    await expect(client.staticDisplay('profile')).resolves.toMatchObject({
      data: { name: 'First' },
    })
    expect($('name').textContent).toBe('First')
    expect($('city').textContent).toBe('')
  })

  it("rejects an empty collection with 'No documents found at the specified path with the given filters.'", async () => {
    const { server, client } = setup([profile], html)
    server.on('POST', '/v1/snippets/profile/query', () => ({ body: collection() }))
    await expect(client.staticDisplay('profile')).rejects.toMatchObject({
      code: 'display/no-documents',
      message: 'No documents found at the specified path with the given filters.',
    })
    expect(logged()).toEqual(['No documents found at the specified path with the given filters.'])
  })

  it("rejects a missing document with 'Document not found at the specified path.'", async () => {
    const { server, client } = setup([profile], html)
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: { kind: 'document', doc: null },
    }))
    await expect(client.staticDisplay('profile')).rejects.toMatchObject({
      code: 'display/document-not-found',
      message: 'Document not found at the specified path.',
    })
  })

  it('rejects a mapped element that is not on the page, naming its id', async () => {
    const { client } = setup([profile], '<h1 id="name"></h1>')
    await expect(client.staticDisplay('profile')).rejects.toThrow(
      'Element with id "city" not found.',
    )
  })

  it.each([
    ['query/invalid-path', 'Invalid path ending. Path must end with a collection or document.'],
    ['variable/not-provided', 'Variable uid not provided.'],
    ['auth/unauthenticated', 'Sign in first: this snippet is for signed-in users.'],
  ])('rejects with the server message of %s', async (code, message) => {
    const { server, client } = setup([profile], html)
    server.on('POST', '/v1/snippets/profile/query', () => errorReply(400, code, message))
    await expect(client.staticDisplay('profile')).rejects.toMatchObject({ code, message })
    expect(logged()).toEqual([message])
  })

  it('rejects a snippet of another type with "Invalid snippet configuration."', async () => {
    const { client } = setup([{ ...profile, type: 'add' }], html)
    await expect(client.staticDisplay('profile')).rejects.toMatchObject({
      code: 'snippet/wrong-type',
      message: 'Invalid snippet configuration.',
    })
  })
})

describe('staticDisplay (live)', () => {
  it('subscribes over the stream, fills the elements on every snapshot and calls onUpdate', async () => {
    const { server, $, client } = setup(
      [{ ...profile, realTimeUpdatesOn: true }],
      '<h1 id="name"></h1><p id="city"></p>',
    )
    const onUpdate = vi.fn()
    const seen = events()
    const pending = client.staticDisplay('profile', { uid: 'u1' }, onUpdate)
    await vi.waitFor(() => expect(server.streams).toHaveLength(1))
    const stream = server.streams[0]!
    expect(stream.url).toMatch(new RegExp(`^${SERVER}/v1/realtime\\?key=pk_test_unit\\d+$`))
    stream.open('stream-1')
    await vi.waitFor(() => expect(server.to('/v1/realtime/stream-1/subscriptions')).toHaveLength(1))
    const { subscriptionId, ...request } = server.to('/v1/realtime/stream-1/subscriptions')[0]!
      .body!
    expect(request).toEqual({ snippetId: 'profile', variables: { uid: 'u1' } })
    stream.send('snapshot', {
      subscriptionId,
      result: { kind: 'document', doc: doc('u1', { name: 'Ada' }) },
    })
    const { data, unsubscribe } = await pending
    expect(data).toEqual({ name: 'Ada' })
    expect($('name').textContent).toBe('Ada')
    stream.send('snapshot', {
      subscriptionId,
      result: { kind: 'document', doc: doc('u1', { name: 'Ada L.' }) },
    })
    expect($('name').textContent).toBe('Ada L.')
    expect(onUpdate.mock.calls).toEqual([[{ name: 'Ada' }], [{ name: 'Ada L.' }]])
    expect(seen.map((e) => e.type)).toEqual(['snipwire:success', 'snipwire:success'])
    unsubscribe()
    expect(stream.closed).toBe(true)
    expect(server.to('/v1/realtime')).toHaveLength(0)
  })

  it('reports a later empty snapshot and keeps listening', async () => {
    const { server, $, client } = setup(
      [
        {
          ...profile,
          realTimeUpdatesOn: true,
          fieldMappings: [{ field: 'name', elementId: 'name' }],
        },
      ],
      '<h1 id="name"></h1>',
    )
    const seen = events()
    const pending = client.staticDisplay('profile')
    await vi.waitFor(() => expect(server.streams).toHaveLength(1))
    const stream = server.streams[0]!
    stream.open('s')
    await vi.waitFor(() => expect(server.to('/v1/realtime/s/subscriptions')).toHaveLength(1))
    const { subscriptionId } = server.to('/v1/realtime/s/subscriptions')[0]!.body as {
      subscriptionId: string
    }
    stream.send('snapshot', { subscriptionId, result: collection(doc('a', { name: 'One' })) })
    await pending
    stream.send('snapshot', { subscriptionId, result: collection() })
    expect(logged()).toEqual(['No documents found at the specified path with the given filters.'])
    expect(seen.at(-1)).toEqual({ type: 'snipwire:error', detail: expect.any(SnipwireError) })
    stream.send('snapshot', { subscriptionId, result: collection(doc('b', { name: 'Two' })) })
    expect($('name').textContent).toBe('Two')
  })

  it('rejects and unsubscribes when the first snapshot finds nothing', async () => {
    const { server, client } = setup(
      [{ ...profile, realTimeUpdatesOn: true }],
      '<h1 id="name"></h1><p id="city"></p>',
    )
    const pending = client.staticDisplay('profile')
    await vi.waitFor(() => expect(server.streams).toHaveLength(1))
    server.streams[0]!.open('s')
    await vi.waitFor(() => expect(server.to('/v1/realtime/s/subscriptions')).toHaveLength(1))
    const { subscriptionId } = server.to('/v1/realtime/s/subscriptions')[0]!.body as {
      subscriptionId: string
    }
    server.streams[0]!.send('snapshot', { subscriptionId, result: { kind: 'document', doc: null } })
    await expect(pending).rejects.toThrow('Document not found at the specified path.')
    expect(server.streams[0]!.closed).toBe(true)
  })

  it("rejects with the stream's error for its subscription", async () => {
    const { server, client } = setup(
      [{ ...profile, realTimeUpdatesOn: true }],
      '<h1 id="name"></h1><p id="city"></p>',
    )
    const pending = client.staticDisplay('profile')
    await vi.waitFor(() => expect(server.streams).toHaveLength(1))
    server.streams[0]!.open('s')
    await vi.waitFor(() => expect(server.to('/v1/realtime/s/subscriptions')).toHaveLength(1))
    const { subscriptionId } = server.to('/v1/realtime/s/subscriptions')[0]!.body as {
      subscriptionId: string
    }
    server.streams[0]!.send('error', {
      subscriptionId,
      error: { code: 'variable/not-provided', message: 'Variable uid not provided.' },
    })
    await expect(pending).rejects.toMatchObject({
      code: 'variable/not-provided',
      message: 'Variable uid not provided.',
    })
  })
})

describe('dynamicDisplay', () => {
  const html = '<ul id="list"><li>placeholder</li></ul>'

  it.each([
    ['pathSegments', { pathSegments: undefined }],
    ['fieldMappings', { fieldMappings: undefined }],
    ['dynamicSnippetItemCode', { dynamicSnippetItemCode: '' }],
    ['containerElementId', { containerElementId: undefined }],
  ])('rejects "Invalid snippet configuration." without %s', async (_, config) => {
    const { client } = setup([{ ...messages, ...config } as SnippetConfig], html)
    await expect(client.dynamicDisplay('messages')).rejects.toMatchObject({
      code: 'snippet/invalid-configuration',
      message: 'Invalid snippet configuration.',
    })
  })

  it("rejects 'Container element not found.' when the container is not on the page", async () => {
    const { client } = setup([messages], '<ul id="other"></ul>')
    await expect(client.dynamicDisplay('messages')).rejects.toMatchObject({
      code: 'display/container-not-found',
      message: 'Container element not found.',
    })
    expect(logged()).toEqual(['Container element not found.'])
  })

  it('renders one escaped template item per document into the container', async () => {
    const { server, $, client } = setup([messages], html)
    server.on('POST', '/v1/snippets/messages/query', () => ({
      body: collection(
        doc('a', { author: 'Ada', text: 'Hi', urgent: true }),
        doc('b', { author: '<img src=x onerror=alert(1)>', text: 'Bye' }),
      ),
    }))
    const onUpdate = vi.fn()
    const { unsubscribe } = await client.dynamicDisplay('messages', undefined, onUpdate)
    const items = [...$('list').children]
    expect(items.map((item) => item.outerHTML)).toEqual([
      '<li class="message">Ada: Hi <b>!</b></li>',
      '<li class="message">&lt;img src=x onerror=alert(1)&gt;: Bye </li>',
    ])
    expect($('list').querySelector('img')).toBeNull()
    expect(onUpdate).toHaveBeenCalledWith([
      { author: 'Ada', text: 'Hi', urgent: true },
      { author: '<img src=x onerror=alert(1)>', text: 'Bye' },
    ])
    unsubscribe()
  })

  it('renders the single document of a document path', async () => {
    const { server, $, client } = setup([messages], html)
    server.on('POST', '/v1/snippets/messages/query', () => ({
      body: { kind: 'document', doc: doc('a', { author: 'Ada', text: 'Only' }) },
    }))
    await client.dynamicDisplay('messages')
    expect($('list').textContent).toBe('Ada: Only ')
  })

  it.each([
    [collection(), 'No documents found at the specified path with the given filters.'],
    [{ kind: 'document', doc: null }, 'Document not found at the specified path.'],
  ])('rejects a one-time read of nothing with the spec message', async (result, message) => {
    const { server, client } = setup([messages], html)
    server.on('POST', '/v1/snippets/messages/query', () => ({ body: result }))
    await expect(client.dynamicDisplay('messages')).rejects.toThrow(message)
  })

  it('re-renders the live list on every snapshot; an empty live list is not an error', async () => {
    const { server, $, client } = setup([{ ...messages, realTimeUpdatesOn: true }], html)
    const seen = events($('list'))
    const pending = client.dynamicDisplay('messages', { room: 'lobby' })
    await vi.waitFor(() => expect(server.streams).toHaveLength(1))
    const stream = server.streams[0]!
    stream.open('s1')
    await vi.waitFor(() => expect(server.to('/v1/realtime/s1/subscriptions')).toHaveLength(1))
    const { subscriptionId } = server.to('/v1/realtime/s1/subscriptions')[0]!.body as {
      subscriptionId: string
    }
    stream.send('snapshot', { subscriptionId, result: collection() })
    const { unsubscribe } = await pending
    expect($('list').children).toHaveLength(0)
    stream.send('snapshot', {
      subscriptionId,
      result: collection(doc('a', { author: 'Ada', text: '1' })),
    })
    stream.send('snapshot', {
      subscriptionId,
      result: collection(
        doc('a', { author: 'Ada', text: '1' }),
        doc('b', { author: 'Bob', text: '2' }),
      ),
    })
    expect([...$('list').children].map((li) => li.textContent)).toEqual(['Ada: 1 ', 'Bob: 2 '])
    expect(seen.map((e) => e.type)).toEqual([
      'snipwire:success',
      'snipwire:success',
      'snipwire:success',
    ])
    expect(console.error).not.toHaveBeenCalled()
    unsubscribe()
    await flush()
    expect(stream.closed).toBe(true)
  })
})
