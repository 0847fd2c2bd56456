import { ERROR_CODES } from '@snipwire/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../test-support/fixtures.js'

let t: TestApp
let key: string
let now = 1_800_000_000_000

async function signIn(): Promise<{ accessToken: string; refreshToken: string; expiresAt: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/snippets/login/login?key=${key}`,
    payload: { email: 'ada@example.com', password: 'lovelace-1815' },
  })
  expect(response.statusCode).toBe(200)
  return response.json().session
}

function refresh(refreshToken: string, apiKey = key) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/auth/refresh?key=${apiKey}`,
    payload: { refreshToken },
  })
}

beforeEach(async () => {
  now = 1_800_000_000_000
  t = await testApp({ now: () => now })
  key = t.workspace.workspace.apiKey
  await t.app.inject({
    method: 'POST',
    url: `/v1/snippets/signup/sign-up?key=${key}`,
    payload: { email: 'ada@example.com', password: 'lovelace-1815', fields: { name: 'Ada' } },
  })
})

afterEach(async () => {
  await t.cleanup()
})

describe('POST /v1/auth/refresh', () => {
  it('rotates: the new session works and the old refresh token does not', async () => {
    const session = await signIn()
    expect(session.expiresAt).toBe(now + 15 * 60_000)
    const rotated = await refresh(session.refreshToken)
    expect(rotated.statusCode).toBe(200)
    const next = rotated.json()
    expect(next.user.email).toBe('ada@example.com')
    expect(next.session.refreshToken).not.toBe(session.refreshToken)
    const replay = await refresh(session.refreshToken)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().error.code).toBe(ERROR_CODES.invalidRefreshToken)
    expect((await refresh(next.session.refreshToken)).statusCode).toBe(200)
  })

  it('revokes the whole sign-in when a rotated token is replayed later', async () => {
    const session = await signIn()
    const next = (await refresh(session.refreshToken)).json().session
    now += 60_000
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
    expect((await refresh(next.refreshToken)).statusCode).toBe(401)
  })

  it('refuses a token of another workspace key or mode, an unknown one and a missing one', async () => {
    const session = await signIn()
    expect((await refresh(session.refreshToken, t.workspace.workspace.liveApiKey)).statusCode).toBe(
      401,
    )
    expect((await refresh('rt_made-up')).statusCode).toBe(401)
    const missing = await t.app.inject({
      method: 'POST',
      url: `/v1/auth/refresh?key=${key}`,
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.message).toBe('The request body is missing "refreshToken".')
  })

  it('refuses an expired refresh token', async () => {
    const session = await signIn()
    now += 31 * 24 * 60 * 60_000
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
  })

  it('lets an access token expire after 15 minutes', async () => {
    const session = await signIn()
    const read = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/snippets/profile/query?key=${key}`,
        headers: { authorization: `Bearer ${session.accessToken}` },
      })
    expect((await read()).statusCode).toBe(200)
    now += 15 * 60_000 + 1000
    const expired = await read()
    expect(expired.statusCode).toBe(401)
    expect(expired.json().error.code).toBe(ERROR_CODES.invalidToken)
  })
})

describe('POST /v1/auth/sign-out', () => {
  it('revokes the refresh token and answers 204, also when repeated', async () => {
    const session = await signIn()
    const signOut = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/auth/sign-out?key=${key}`,
        payload: { refreshToken: session.refreshToken },
      })
    expect((await signOut()).statusCode).toBe(204)
    expect((await signOut()).statusCode).toBe(204)
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
  })
})

describe('authentication rate limits', () => {
  it('answers 429 auth/too-many-requests with Retry-After after too many attempts for one e-mail', async () => {
    await t.cleanup()
    t = await testApp({
      now: () => now,
      limits: { authAttemptsPerEmail: 3, authAttemptsPerIp: 100 },
    })
    key = t.workspace.workspace.apiKey
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/snippets/login/login?key=${key}`,
        headers: { origin: 'https://shop.example' },
        payload: { email: 'target@example.com', password: 'guess-guess' },
      })
    for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(400)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe(ERROR_CODES.tooManyRequests)
    expect(limited.headers['retry-after']).toBe('60')
    expect(limited.headers['access-control-expose-headers']).toBe('Retry-After')
    now += 60_000
    expect((await attempt()).statusCode).toBe(400)
  })

  it('limits attempts per IP address across e-mails', async () => {
    await t.cleanup()
    t = await testApp({
      now: () => now,
      limits: { authAttemptsPerEmail: 100, authAttemptsPerIp: 2 },
    })
    key = t.workspace.workspace.apiKey
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/snippets/signup/sign-up?key=${key}`,
        payload: { email, password: 'long-enough-1', fields: { name: 'N' } },
      })
    expect((await attempt('a@example.com')).statusCode).toBe(200)
    expect((await attempt('b@example.com')).statusCode).toBe(200)
    expect((await attempt('c@example.com')).statusCode).toBe(429)
  })
})
