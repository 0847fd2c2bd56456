import { describe, expect, it } from 'vitest'
import { BoundedMap } from './bounded-map.js'
import { randomId, timeOrderedId } from './ids.js'
import { stableStringify } from './json.js'
import { RateLimiter } from './rate-limiter.js'
import { signToken, verifyToken } from './signed-token.js'

describe('ids', () => {
  it('makes random base62 ids of the asked length', () => {
    expect(randomId(24)).toMatch(/^[0-9A-Za-z]{24}$/)
    expect(new Set(Array.from({ length: 1000 }, () => randomId())).size).toBe(1000)
  })

  it('makes document ids that sort in the order they were made, within one millisecond too', () => {
    const made = Array.from({ length: 500 }, (_, index) =>
      timeOrderedId(1_700_000_000_000 + Math.floor(index / 100)),
    )
    expect([...made].sort()).toEqual(made)
    expect(made[0]).toMatch(/^[0-9A-Za-z]{20}$/)
  })
})

describe('RateLimiter', () => {
  it('allows the limit per key and window, then says how long to wait', () => {
    let now = 0
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000, now: () => now })
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a').allowed).toBe(true)
    now = 15_000
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.hit('b').allowed).toBe(true)
    now = 60_000
    expect(limiter.hit('a').allowed).toBe(true)
  })

  it('lets everything through with a limit of 0', () => {
    const limiter = new RateLimiter({ limit: 0, windowMs: 1000 })
    for (let index = 0; index < 100; index += 1) expect(limiter.hit('a').allowed).toBe(true)
  })
})

describe('signed tokens', () => {
  const secret = Buffer.alloc(32, 9)

  it('verifies what it signed and nothing else', () => {
    const token = signToken({ sub: 'u1' }, secret)
    expect(verifyToken(token, secret)).toEqual({ sub: 'u1' })
    expect(verifyToken(token, Buffer.alloc(32, 8))).toBeNull()
    expect(verifyToken(`${token}x`, secret)).toBeNull()
  })

  it('refuses another algorithm in the header', () => {
    const [, payload] = signToken({ sub: 'u1' }, secret).split('.')
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    expect(verifyToken(none, secret)).toBeNull()
  })
})

describe('small helpers', () => {
  it('stringifies with sorted keys', () => {
    expect(stableStringify({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}')
  })

  it('forgets the oldest entry of a full bounded map', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('c', 3)
    expect([...map.keys()]).toEqual(['b', 'c'])
  })
})
