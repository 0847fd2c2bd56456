import { describe, expect, it } from 'vitest'
import { signToken } from '../lib/signed-token.js'
import { SessionTokens } from './session-tokens.js'

const key = Buffer.alloc(32, 1)
const limits = { accessTokenTtlMs: 60_000, refreshTokenTtlMs: 120_000 }
const scope = { workspaceId: 'w1', mode: 'test' as const }

describe('SessionTokens.verify', () => {
  let now = 1_700_000_000_000
  const tokens = new SessionTokens({ signingKey: key, limits, now: () => now })
  const valid = signToken(
    { sub: 'u1', email: 'a@b.co', ws: 'w1', mode: 'test', exp: now / 1000 + 60 },
    key,
  )

  it('returns the user of a valid token of the same workspace and mode', () => {
    expect(tokens.verify(valid, scope)).toEqual({ uid: 'u1', email: 'a@b.co' })
  })

  const refused: [string, string, typeof scope][] = [
    ['another workspace', valid, { workspaceId: 'w2', mode: 'test' }],
    ['another mode', valid, { workspaceId: 'w1', mode: 'live' as never }],
    [
      'another signing key',
      signToken(
        { sub: 'u1', email: 'a@b.co', ws: 'w1', mode: 'test', exp: now / 1000 + 60 },
        Buffer.alloc(32, 2),
      ),
      scope,
    ],
    ['a malformed token', 'not-a-token', scope],
    [
      'a tampered payload',
      `${valid.split('.')[0]}.${Buffer.from('{"sub":"admin"}').toString('base64url')}.${valid.split('.')[2]}`,
      scope,
    ],
  ]
  for (const [name, token, target] of refused) {
    it(`refuses a token of ${name}`, () => {
      expect(() => tokens.verify(token, target)).toThrow(
        expect.objectContaining({ code: 'auth/invalid-token', statusCode: 401 }),
      )
    })
  }

  it('refuses an expired token', () => {
    now += 61_000
    expect(() => tokens.verify(valid, scope)).toThrow(/invalid or has expired/)
  })

  it('refuses a signing key shorter than 32 bytes', () => {
    expect(() => new SessionTokens({ signingKey: Buffer.alloc(8), limits, now: Date.now })).toThrow(
      TypeError,
    )
  })
})
