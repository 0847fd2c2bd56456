import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../test-support/fixtures.js'

/**
 * Whatever a caller sends, the server answers with a 2xx or a 4xx `{ error: { code, message } }`,
 * never a 500, and keeps answering.
 */
describe('arbitrary input', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp({ limits: { authAttemptsPerIp: 0, authAttemptsPerEmail: 0 } })
  })
  afterAll(async () => {
    await t.cleanup()
  })

  const routes = [
    'snippets/login/login',
    'snippets/signup/sign-up',
    'snippets/chat/add',
    'snippets/messages/query',
    'snippets/profile/query',
    'snippets/checkout/payment',
    'auth/refresh',
    'auth/sign-out',
  ]
  const text = fc.oneof(
    fc.string(),
    fc.constantFrom('lobby', 'a/b', '$uid', 'uid', '', '..', '__proto__'),
  )
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text),
    fc.dictionary(text, text),
  )
  const body = fc.oneof(
    fc.record(
      {
        email: fc.oneof(fc.emailAddress(), value),
        password: value,
        fields: fc.oneof(
          fc.dictionary(fc.constantFrom('text', 'author', 'name', 'x', 'constructor'), value),
          value,
        ),
        variables: fc.oneof(
          fc.dictionary(fc.constantFrom('room', 'uid', 'plan', 'x y', 'toString'), value),
          value,
        ),
        refreshToken: value,
        cancelUrl: value,
      },
      { requiredKeys: [] },
    ),
    value,
  )

  it('never answers 500 to any body on any route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        fc.boolean(),
        async (route, payload, asText) => {
          const response = await t.app.inject({
            method: 'POST',
            url: `/v1/${route}?key=${t.workspace.workspace.apiKey}`,
            headers: { 'content-type': asText ? 'text/plain' : 'application/json' },
            payload: JSON.stringify(payload),
          })
          expect(
            response.statusCode,
            `${route} ${JSON.stringify(payload)} → ${response.body}`,
          ).toBeLessThan(500)
          if (response.statusCode >= 400) {
            expect(response.json()).toEqual({
              error: { code: expect.any(String), message: expect.any(String) },
            })
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('never answers 500 to odd URLs and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (snippetId, key) => {
        const response = await t.app.inject({
          url: `/v1/snippets/${encodeURIComponent(snippetId)}?key=${encodeURIComponent(key)}&key=${encodeURIComponent(key)}`,
        })
        expect(response.statusCode).toBeLessThan(500)
      }),
      { numRuns: 200 },
    )
  })
})
