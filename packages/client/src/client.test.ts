import type { SnippetConfig } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createClient, toVariables } from './client.js'
import { MESSAGES, SERVER, errorReply, fakeServer, uniqueKey } from './testing/fake-network.js'
import { authResponse, page, type, untilWired } from './testing/page.js'

const login: SnippetConfig = {
  id: 'sign-in',
  type: 'login',
  emailElementId: 'email',
  passwordElementId: 'password',
  buttonElementId: 'go',
}
const post: SnippetConfig = {
  id: 'post',
  type: 'add',
  pathSegments: [{ type: 'collection', value: 'notes' }],
  fieldMappings: [{ field: 'text', elementId: 'text' }],
  buttonElementId: 'send',
}

describe('createClient', () => {
  it.each([[undefined], [42], [''], ['sk_test_abc'], ['pk_prod_abc']])(
    'throws a TypeError naming the option for the key %j',
    (apiKey) => {
      expect(() => createClient({ apiKey } as never)).toThrow(
        new TypeError(
          'The `apiKey` option must be a publishable key string: pk_test_… or pk_live_…',
        ),
      )
    },
  )

  it('throws a TypeError naming the option for a server that is not a URL', () => {
    expect(() => createClient({ apiKey: uniqueKey(), server: 'snipwire' })).toThrow(
      new TypeError('The `server` option must be an absolute URL'),
    )
  })

  it('accepts test and live keys', () => {
    expect(() => createClient({ apiKey: 'pk_live_abc123', server: SERVER })).not.toThrow()
    expect(() => createClient({ apiKey: 'pk_test_abc123', server: SERVER })).not.toThrow()
  })

  it('gives the same client for the same server and key', () => {
    const key = uniqueKey()
    expect(createClient({ apiKey: key, server: SERVER })).toBe(
      createClient({ apiKey: key, server: SERVER + '/' }),
    )
    expect(createClient({ apiKey: key, server: 'https://other.test' })).not.toBe(
      createClient({ apiKey: key, server: SERVER }),
    )
  })

  it("defaults the server to the page's origin when not loaded by a script tag", async () => {
    const server = fakeServer([post])
    const client = createClient({ apiKey: uniqueKey() })
    await client.add('post').catch(() => undefined)
    expect(server.requests[0]).toMatchObject({ path: '/v1/snippets', ids: 'post' })
    expect(vi.mocked(server.fetch).mock.calls[0]![0]).toMatch(/^http:\/\/localhost:3000\/v1\//)
  })

  it('defaults the server to the origin of the script that loaded it', async () => {
    vi.resetModules()
    const script = document.createElement('script')
    script.src = 'https://cdn.snipwire.test/sdk/snipwire.js'
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
    const { createClient: fresh } = await import('./client.js')
    const server = fakeServer([post])
    await fresh({ apiKey: uniqueKey() })
      .add('post')
      .catch(() => undefined)
    expect(vi.mocked(server.fetch).mock.calls[0]![0]).toMatch(
      /^https:\/\/cdn\.snipwire\.test\/v1\/snippets\?ids=post&key=pk_test_unit\d+$/,
    )
  })

  it("fetches a snippet's config once per page and shares it between calls", async () => {
    const server = fakeServer([post])
    page('<input id="text"><button id="send">Send</button>')
    const client = createClient({ apiKey: uniqueKey(), server: SERVER })
    void client.add('post')
    void client.add('post')
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    await untilWired(document.getElementById('send')!, () => client.add('post'))
    expect(server.to('/v1/snippets')).toHaveLength(1)
    expect(server.requests[0]!.headers).toEqual({})
  })

  it('fetches the configs asked for while a script runs in one GET, each call getting its own', async () => {
    const server = fakeServer([post, { ...post, id: 'reply' }])
    page('<input id="text">')
    const client = createClient({ apiKey: uniqueKey(), server: SERVER })
    const calls = [client.add('post'), client.add('reply'), client.add('__proto__')]
    // Each call's own outcome: both configs found (the button missing), and the unknown id refused.
    await expect(calls[0]).rejects.toThrow('Button element with id "send" not found.')
    await expect(calls[1]).rejects.toThrow('Button element with id "send" not found.')
    await expect(calls[2]).rejects.toMatchObject({
      code: 'snippet/not-found',
      message: MESSAGES.notFound,
    })
    expect(server.requests).toMatchObject([{ path: '/v1/snippets', ids: 'post,reply,__proto__' }])
    expect(console.error).toHaveBeenCalledTimes(3)
  })

  it('asks for at most 50 configs in one GET', async () => {
    const server = fakeServer([post])
    const client = createClient({ apiKey: uniqueKey(), server: SERVER })
    const ids = Array.from({ length: 51 }, (_, i) => `s${i}`)
    await Promise.allSettled(ids.map((id) => client.add(id)))
    expect(server.requests.map((request) => request.ids)).toEqual([
      ids.slice(0, 50).join(','),
      's50',
    ])
  })

  it('fetches the config again after a failed attempt', async () => {
    const server = fakeServer([post])
    server.on('GET', '/v1/snippets', () => errorReply(500, 'internal', 'Something went wrong.'))
    const client = createClient({ apiKey: uniqueKey(), server: SERVER })
    await expect(client.add('post')).rejects.toThrow('Something went wrong.')
    server.on('GET', '/v1/snippets', () => ({ body: { post } }))
    await expect(client.add('post')).rejects.toThrow('Button element with id "send" not found.')
    expect(server.to('/v1/snippets')).toHaveLength(2)
  })

  it('sends the signed-in user’s access token in the body, as a request without preflight', async () => {
    const server = fakeServer([login, post])
    const $ = page(
      '<input id="email"><input id="password"><button id="go">In</button><input id="text"><button id="send">Send</button>',
    )
    server.on('POST', '/v1/snippets/sign-in/login', () => ({ body: authResponse() }))
    server.on('POST', '/v1/snippets/post/add', () => ({ body: { id: 'n1', path: 'notes/n1' } }))
    const client = createClient({ apiKey: uniqueKey(), server: SERVER })
    const { result } = await untilWired($('go'), () => client.login('sign-in'))
    type($('email'), 'ada@example.com')
    type($('password'), 'secret-password')
    $('go').click()
    await result
    const added = await untilWired($('send'), () => client.add('post'))
    $('send').click()
    await added.result
    expect(server.to('/v1/snippets/sign-in/login')[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
    })
    // A CORS simple request: POST, text/plain, no other header (no Authorization).
    expect(server.to('/v1/snippets/post/add')[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: { fields: { text: '' }, accessToken: 'access-1' },
    })
  })

  it('refreshes a token the server no longer takes and tries once more', async () => {
    const server = fakeServer([post])
    const key = uniqueKey()
    localStorage.setItem('snipwire:' + key, JSON.stringify(authResponse()))
    const $ = page('<input id="text"><button id="send">Send</button>')
    server.on('POST', '/v1/snippets/post/add', (request) =>
      request.body?.accessToken == 'access-2'
        ? { body: { id: 'n1', path: 'notes/n1' } }
        : errorReply(401, 'auth/invalid-token', 'The access token is not valid.'),
    )
    server.on('POST', '/v1/auth/refresh', () => ({
      body: authResponse('ada@example.com', 3_600_000, {
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
      }),
    }))
    const client = createClient({ apiKey: key, server: SERVER })
    const { result } = await untilWired($('send'), () => client.add('post'))
    $('send').click()
    await expect(result).resolves.toEqual({ id: 'n1', path: 'notes/n1' })
    expect(server.to('/v1/auth/refresh')[0]!.body).toEqual({ refreshToken: 'refresh-1' })
    expect(server.to('/v1/snippets/post/add')).toHaveLength(2)
  })

  it('signs out and tries without a token when the refresh token is refused too', async () => {
    const server = fakeServer([post])
    const key = uniqueKey()
    localStorage.setItem('snipwire:' + key, JSON.stringify(authResponse()))
    const $ = page('<input id="text"><button id="send">Send</button>')
    server.on('POST', '/v1/snippets/post/add', (request) =>
      request.body?.accessToken
        ? errorReply(401, 'auth/invalid-token', 'The access token is not valid.')
        : { body: { id: 'n1', path: 'notes/n1' } },
    )
    server.on('POST', '/v1/auth/refresh', () =>
      errorReply(401, 'auth/invalid-refresh-token', 'The refresh token is not valid.'),
    )
    const client = createClient({ apiKey: key, server: SERVER })
    const { result } = await untilWired($('send'), () => client.add('post'))
    $('send').click()
    await expect(result).resolves.toEqual({ id: 'n1', path: 'notes/n1' })
    expect(client.currentUser()).toBeNull()
    expect(server.to('/v1/snippets/post/add').map((request) => request.body)).toEqual([
      { fields: { text: '' }, accessToken: 'access-1' },
      { fields: { text: '' } },
    ])
  })

  it('signs out here, revokes the refresh token and tells the listeners', async () => {
    const server = fakeServer([login])
    const key = uniqueKey()
    localStorage.setItem('snipwire:' + key, JSON.stringify(authResponse()))
    const client = createClient({ apiKey: key, server: SERVER })
    const listener = vi.fn()
    const unsubscribe = client.onAuthChange(listener)
    expect(client.currentUser()?.email).toBe('ada@example.com')
    await client.signOut()
    expect(client.currentUser()).toBeNull()
    expect(server.to('/v1/auth/sign-out')[0]!.body).toEqual({ refreshToken: 'refresh-1' })
    expect(listener.mock.calls).toEqual([
      [{ uid: 'user-ada@example.com', email: 'ada@example.com' }],
      [null],
    ])
    unsubscribe()
  })

  it('signs out even when the server cannot be reached', async () => {
    const server = fakeServer()
    const key = uniqueKey()
    localStorage.setItem('snipwire:' + key, JSON.stringify(authResponse()))
    server.fetch.mockRejectedValue(new TypeError('Failed to fetch'))
    const client = createClient({ apiKey: key, server: SERVER })
    await expect(client.signOut()).resolves.toBeUndefined()
    expect(client.currentUser()).toBeNull()
  })
})

describe('toVariables', () => {
  it('takes the spec’s list of { name, value } or a plain object', () => {
    expect(
      toVariables([
        { name: 'room', value: 'lobby' },
        { name: 'n', value: 2 },
      ]),
    ).toEqual({ room: 'lobby', n: 2 })
    expect(toVariables({ room: 'lobby' })).toEqual({ room: 'lobby' })
    expect(toVariables(undefined)).toBeUndefined()
  })

  it('throws a TypeError naming the argument for anything else', () => {
    expect(() => toVariables('room=lobby' as never)).toThrow(
      new TypeError('The `variables` argument must be a list or an object'),
    )
  })
})
