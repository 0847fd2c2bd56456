import { describe, expect, it } from 'vitest'
import { http } from './http.js'
import { SERVER, errorReply, fakeServer } from './testing/fake-network.js'

describe('http', () => {
  it('puts the key on the query string and sends a body as JSON text, with the token in it', async () => {
    const server = fakeServer()
    server.on('POST', '/v1/x', () => ({ body: { ok: true } }))
    await expect(http(SERVER, 'pk_test_a+b', '/v1/x', { a: 1 }, undefined, 'tok')).resolves.toEqual(
      { ok: true },
    )
    // No custom header and a text/plain body: a CORS simple request, so no preflight.
    expect(server.requests[0]).toEqual({
      method: 'POST',
      path: '/v1/x',
      key: 'pk_test_a+b',
      body: { a: 1, accessToken: 'tok' },
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
  })

  it('sends no token when signed out, and a GET or DELETE without any header or body', async () => {
    const server = fakeServer()
    server.on('POST', '/v1/x', () => ({ body: {} }))
    server.on('GET', '/v1/x', () => ({ body: {} }))
    server.on('DELETE', '/v1/x', () => ({ status: 204 }))
    await http(SERVER, 'pk_test_a', '/v1/x', { a: 1 })
    await http(SERVER, 'pk_test_a', '/v1/x')
    await http(SERVER, 'pk_test_a', '/v1/x', undefined, 'DELETE', 'tok')
    expect(server.requests.map(({ method, body, headers }) => ({ method, body, headers }))).toEqual(
      [
        { method: 'POST', body: { a: 1 }, headers: { 'content-type': 'text/plain;charset=UTF-8' } },
        { method: 'GET', body: undefined, headers: {} },
        { method: 'DELETE', body: undefined, headers: {} },
      ],
    )
  })

  it('resolves undefined for 204', async () => {
    const server = fakeServer()
    server.on('DELETE', '/v1/x', () => ({ status: 204 }))
    await expect(http(SERVER, 'pk_test_a', '/v1/x', undefined, 'DELETE')).resolves.toBeUndefined()
  })

  it.each([
    [
      'snippet/not-found',
      'Unknown key.',
      'No workspace or snippet found with the provided apiKey and snippetId.',
    ],
    ['snippet/invalid-configuration', 'Path ends oddly.', 'Invalid snippet configuration.'],
    ['variable/not-provided', 'Variable room not provided.', 'Variable room not provided.'],
    [
      'query/invalid-path',
      'Invalid path ending. Path must end with a collection or document.',
      'Invalid path ending. Path must end with a collection or document.',
    ],
    ['auth/weak-password', 'Use at least 8 characters.', 'Use at least 8 characters.'],
  ])(
    'turns %s into a SnipwireError with the spec message',
    async (code, serverMessage, message) => {
      const server = fakeServer()
      server.on('GET', '/v1/x', () => errorReply(400, code, serverMessage))
      await expect(http(SERVER, 'pk_test_a', '/v1/x')).rejects.toMatchObject({
        name: 'SnipwireError',
        code,
        message,
        cause: { code, message: serverMessage },
      })
    },
  )

  it('names the status when an error answer has no error body', async () => {
    const server = fakeServer()
    server.on('GET', '/v1/x', () => ({ status: 502, body: 'Bad gateway' }))
    await expect(http(SERVER, 'pk_test_a', '/v1/x')).rejects.toMatchObject({
      code: 'internal',
      message: 'The server answered 502.',
    })
  })
})
