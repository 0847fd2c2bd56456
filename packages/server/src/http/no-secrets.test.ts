import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256 } from '../lib/crypto.js'
import type { CheckoutRequest } from '../core/payments.js'
import { SIGNING_KEY, SNIPPETS, testApp, type TestApp } from '../test-support/fixtures.js'
import { openSse } from '../test-support/sse-client.js'

/**
 * Drives every public route, successes and failures, and checks that no answer (body or header)
 * ever holds a secret key, a payment account id, a password hash, a stored token digest or the
 * signing key.
 */
describe('public responses', () => {
  let t: TestApp
  const seen: { label: string; text: string }[] = []
  const checkouts: CheckoutRequest[] = []

  async function record(label: string, request: InjectOptions): Promise<unknown> {
    const response = await t.app.inject(request)
    seen.push({ label, text: `${JSON.stringify(response.headers)}\n${response.body}` })
    return response.body && String(response.headers['content-type']).includes('json')
      ? JSON.parse(response.body)
      : undefined
  }

  beforeAll(async () => {
    t = await testApp({
      payments: {
        createCheckout(request) {
          checkouts.push(request)
          return Promise.resolve({ paymentLink: 'https://pay.example/session' })
        },
      },
    })
    const key = t.workspace.workspace.apiKey
    const liveKey = t.workspace.workspace.liveApiKey
    const post = (
      path: string,
      payload: unknown,
      headers: Record<string, string> = {},
    ): InjectOptions => ({
      method: 'POST',
      url: `${path}?key=${key}`,
      payload: payload as object,
      headers,
    })

    for (const id of Object.keys(SNIPPETS)) {
      await record(`config ${id}`, { url: `/v1/snippets/${id}?key=${key}` })
      await record(`config ${id} live`, {
        url: `/v1/snippets/${id}?key=${liveKey}`,
        headers: { origin: 'https://shop.example' },
      })
    }
    await record('config foreign', {
      url: `/v1/snippets/login?key=${key}`,
      headers: { origin: 'https://evil.example' },
    })
    await record('config unknown', { url: '/v1/snippets/login?key=pk_test_unknown000000000000' })
    const signedUp = (await record(
      'sign-up',
      post('/v1/snippets/signup/sign-up', {
        email: 'ada@example.com',
        password: 'lovelace-1815',
        fields: { name: 'Ada' },
      }),
    )) as { session: { accessToken: string; refreshToken: string } }
    await record(
      'sign-up taken',
      post('/v1/snippets/signup/sign-up', {
        email: 'ada@example.com',
        password: 'lovelace-1815',
        fields: { name: 'A' },
      }),
    )
    const loggedIn = (await record(
      'login',
      post('/v1/snippets/login/login', { email: 'ada@example.com', password: 'lovelace-1815' }),
    )) as {
      session: { accessToken: string; refreshToken: string }
    }
    await record(
      'login wrong',
      post('/v1/snippets/login/login', { email: 'ada@example.com', password: 'wrong-wrong' }),
    )
    const auth = { authorization: `Bearer ${loggedIn.session.accessToken}` }
    await record(
      'add',
      post(
        '/v1/snippets/chat/add',
        { variables: { room: 'r' }, fields: { text: 'hi', author: 'a' } },
        auth,
      ),
    )
    await record('add invalid', post('/v1/snippets/chat/add', { fields: { text: 'hi' } }))
    await record('query', post('/v1/snippets/messages/query', { variables: { room: 'r' } }))
    await record('query profile', post('/v1/snippets/profile/query', {}, auth))
    await record(
      'payment',
      post('/v1/snippets/checkout/payment', { variables: { plan: 'pro' } }, auth),
    )
    await record(
      'payment invalid',
      post('/v1/snippets/checkout/payment', { cancelUrl: 'https://evil.example' }),
    )
    const refreshed = (await record(
      'refresh',
      post('/v1/auth/refresh', { refreshToken: signedUp.session.refreshToken }),
    )) as {
      session: { refreshToken: string }
    }
    await record(
      'refresh replay',
      post('/v1/auth/refresh', { refreshToken: signedUp.session.refreshToken }),
    )
    await record(
      'sign-out',
      post('/v1/auth/sign-out', { refreshToken: refreshed.session.refreshToken }),
    )
    await record('preflight', {
      method: 'OPTIONS',
      url: `/v1/snippets/chat/add?key=${key}`,
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    })
    await record('unknown route', { url: '/v1/admin' })

    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    const stream = await openSse(`${base}/v1/realtime?key=${key}`)
    const ready = await stream.next((event) => event.event === 'ready')
    const streamId = (ready.data as { streamId: string }).streamId
    for (const [id, snippetId, variables] of [
      ['m', 'messages', { room: 'r' }],
      ['p', 'profile', {}],
    ] as const) {
      const response = await fetch(`${base}/v1/realtime/${streamId}/subscriptions?key=${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ subscriptionId: id, snippetId, variables }),
      })
      seen.push({
        label: `subscribe ${id}`,
        text: `${JSON.stringify([...response.headers])}\n${await response.text()}`,
      })
      await stream.next(
        (event) =>
          event.event === 'snapshot' &&
          (event.data as { subscriptionId: string }).subscriptionId === id,
      )
    }
    stream.close()
    seen.push({ label: 'stream', text: JSON.stringify(stream.events) })
  })

  afterAll(async () => {
    await t.cleanup()
  })

  it('covered every public route', () => {
    expect(seen.length).toBeGreaterThan(30)
    expect(checkouts).toHaveLength(1)
    expect(seen.find((entry) => entry.label === 'stream')?.text).toContain('ada@example.com')
  })

  it('never contain a secret key, a payment account id, a password hash, a token digest or the signing key', async () => {
    const user = await t.store.findUserByEmail(
      { workspaceId: t.workspace.workspace.id, mode: 'test' },
      'ada@example.com',
    )
    const tokens = await t.store.sql.all<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens',
    )
    const secrets = [
      t.workspace.secretKey,
      t.workspace.liveSecretKey,
      sha256(t.workspace.secretKey),
      'acct_test_SECRET123',
      'acct_live_SECRET456',
      user!.passwordHash,
      '$argon2id$',
      SIGNING_KEY.toString('base64url'),
      SIGNING_KEY.toString('hex'),
      ...tokens.map((row) => row.token_hash),
    ]
    expect(tokens.length).toBeGreaterThan(0)
    for (const { label, text } of seen) {
      for (const secret of secrets)
        expect(text.includes(secret), `${label} holds ${secret}`).toBe(false)
    }
  })
})
