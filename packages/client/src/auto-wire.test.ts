import type { SnippetConfig } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { autoWire, wireElement } from './auto-wire.js'
import { createClient } from './client.js'
import { SnipwireError } from './errors.js'
import { SERVER, fakeServer, uniqueKey } from './testing/fake-network.js'
import { authResponse, events, flush, page, type } from './testing/page.js'

const snippets: SnippetConfig[] = [
  {
    id: 'sign-in',
    type: 'login',
    emailElementId: 'email',
    passwordElementId: 'password',
    buttonElementId: 'go',
  },
  {
    id: 'post',
    type: 'add',
    pathSegments: [
      { type: 'collection', value: 'rooms' },
      { type: 'document', value: '$room' },
      { type: 'collection', value: 'messages' },
    ],
    fieldMappings: [{ field: 'text', elementId: 'text' }],
    buttonElementId: 'send',
  },
  {
    id: 'list',
    type: 'dynamicDisplay',
    pathSegments: [{ type: 'collection', value: 'messages' }],
    fieldMappings: [{ field: 'text', elementId: 'text' }],
    dynamicSnippetItemCode: '<li>#text</li>',
    containerElementId: 'items',
  },
  { id: 'pro', type: 'payment', priceID: 'price_pro', buttonElementId: 'buy' },
]

const scriptTag = (apiKey?: string) => {
  const script = document.createElement('script')
  if (apiKey) script.dataset.apiKey = apiKey
  return script
}

describe('autoWire', () => {
  it('wires every element with data-snipwire-* so the page needs no JavaScript', async () => {
    const server = fakeServer(snippets)
    server.on('POST', '/v1/snippets/sign-in/login', () => ({ body: authResponse() }))
    server.on('POST', '/v1/snippets/post/add', () => ({
      body: { id: 'm1', path: 'rooms/lobby/messages/m1' },
    }))
    server.on('POST', '/v1/snippets/list/query', () => ({
      body: {
        kind: 'collection',
        docs: [{ id: 'm0', path: 'messages/m0', data: { text: 'first' } }],
      },
    }))
    const $ = page(`
      <input id="email"><input id="password">
      <button id="go" data-snipwire-snippet="sign-in" data-snipwire-action="login">Sign in</button>
      <input id="text">
      <button id="send" data-snipwire-snippet="post" data-snipwire-action="add" data-snipwire-variables='{"room":"lobby"}'>Post</button>
      <ul id="items" data-snipwire-snippet="list" data-snipwire-action="dynamicDisplay"></ul>
    `)
    const seen = events()
    autoWire(scriptTag(uniqueKey()))
    await vi.waitFor(() => expect($('items').textContent).toBe('first'))
    // The three configs in one GET.
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.method == 'GET')).toMatchObject([
        { path: '/v1/snippets', ids: 'sign-in,post,list' },
      ]),
    )
    type($('email'), 'ada@example.com')
    type($('password'), 'secret-password')
    type($('text'), 'Hello')
    await flush()
    $('go').click()
    await vi.waitFor(() => expect($('go').textContent).toBe("You're Done!"))
    $('send').click()
    await vi.waitFor(() => expect($('send').textContent).toBe('Send'))
    // Signed in by the login button: the add carries the session's access token.
    expect(server.to('/v1/snippets/post/add')[0]!.body).toEqual({
      variables: { room: 'lobby' },
      fields: { text: 'Hello' },
      accessToken: 'access-1',
    })
    expect(seen.map((e) => e.type)).toEqual([
      'snipwire:success',
      'snipwire:success',
      'snipwire:success',
    ])
  })

  it('does nothing without data-api-key', () => {
    const server = fakeServer(snippets)
    page('<button data-snipwire-snippet="sign-in" data-snipwire-action="login">In</button>')
    autoWire(scriptTag())
    autoWire(null)
    expect(server.requests).toHaveLength(0)
  })

  it('logs a data-api-key that is not a publishable key', () => {
    fakeServer(snippets)
    autoWire(scriptTag('sk_live_secret'))
    expect(console.error).toHaveBeenCalledWith(
      'The `apiKey` option must be a publishable key string: pk_test_… or pk_live_…',
    )
  })

  it('waits for the DOM when the page is still loading', async () => {
    const server = fakeServer(snippets)
    page('<ul id="items" data-snipwire-snippet="list" data-snipwire-action="dynamicDisplay"></ul>')
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    autoWire(scriptTag(uniqueKey()))
    expect(server.requests).toHaveLength(0)
    readyState.mockReturnValue('interactive')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await vi.waitFor(() => expect(server.requests).toHaveLength(2))
  })
})

describe('wireElement', () => {
  const client = () => createClient({ apiKey: uniqueKey(), server: SERVER })

  it('reports an unknown action on the element', async () => {
    fakeServer(snippets)
    const $ = page('<div id="x" data-snipwire-snippet="post" data-snipwire-action="delete"></div>')
    const seen = events($('x'))
    wireElement(client(), $('x'))
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    const message =
      'Snippet "post": data-snipwire-action must be a method, data-snipwire-variables JSON.'
    expect(seen[0]!.detail).toMatchObject({ code: 'wiring/invalid-attributes', message })
    expect(console.error).toHaveBeenCalledWith(message)
  })

  it('reports variables that are not JSON on the element, naming the snippet', async () => {
    const server = fakeServer(snippets)
    const $ = page(
      '<button id="send" data-snipwire-snippet="post" data-snipwire-action="add" data-snipwire-variables="{room: lobby}">Post</button>',
    )
    const seen = events($('send'))
    wireElement(client(), $('send'))
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    expect(seen[0]!.detail).toBeInstanceOf(SnipwireError)
    expect(seen[0]!.detail).toMatchObject({
      code: 'wiring/invalid-attributes',
      message:
        'Snippet "post": data-snipwire-action must be a method, data-snipwire-variables JSON.',
      cause: expect.any(SyntaxError),
    })
    expect(server.requests).toHaveLength(0)
  })

  it('reports a failure of the snippet itself on the element', async () => {
    fakeServer(snippets)
    const $ = page(
      '<div id="x" data-snipwire-snippet="missing" data-snipwire-action="staticDisplay"></div>',
    )
    const seen = events($('x'))
    const all = events()
    wireElement(client(), $('x'))
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    expect(seen[0]!.detail).toMatchObject({
      message: 'No workspace or snippet found with the provided apiKey and snippetId.',
    })
    expect(all).toHaveLength(1)
    expect(vi.mocked(console.error).mock.calls).toHaveLength(1)
  })

  it('wires a payment to its button rather than starting it at once', async () => {
    const server = fakeServer(snippets)
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined)
    server.on('POST', '/v1/snippets/pro/payment', () => ({
      body: { paymentLink: 'https://pay.test/1' },
    }))
    const $ = page(
      '<button id="buy" data-snipwire-snippet="pro" data-snipwire-action="payment" data-snipwire-variables=\'{"plan":"Pro"}\'>Buy</button>',
    )
    wireElement(client(), $('buy'))
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    expect(server.to('/v1/snippets/pro/payment')).toHaveLength(0)
    await vi.waitFor(() => {
      $('buy').click()
      expect(assign).toHaveBeenCalledWith('https://pay.test/1')
    })
    expect(server.to('/v1/snippets/pro/payment')[0]!.body).toMatchObject({
      variables: { plan: 'Pro' },
    })
  })
})
