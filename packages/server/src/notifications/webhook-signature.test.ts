import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createWebhookSecret, signWebhook, verifyWebhookSignature } from './webhook-signature.js'

const secret = 'whsec_unit_test_secret'
const body = '{"id":"ntf_1","type":"add","data":{"title":"Héllo"}}'
const t = 1_763_769_600

describe('signWebhook', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 in hex', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex')

    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${expected}`)
    expect(signWebhook(secret, Buffer.from(body, 'utf8'), t)).toBe(`t=${t},v1=${expected}`)
  })
})

describe('verifyWebhookSignature', () => {
  const header = signWebhook(secret, body, t)

  it('accepts the signed body within the tolerance, as a string or as bytes', () => {
    expect(verifyWebhookSignature(secret, header, body, 300, t + 299)).toEqual({
      valid: true,
      timestamp: t,
    })
    expect(verifyWebhookSignature(secret, header, Buffer.from(body), 300, t - 10)).toEqual({
      valid: true,
      timestamp: t,
    })
  })

  it('accepts any one of several v1 signatures, as during a secret rotation', () => {
    const rotated = `${header},v1=${'0'.repeat(64)}`.replace(
      `t=${t},`,
      `t=${t},v1=${'f'.repeat(64)},`,
    )

    expect(verifyWebhookSignature(secret, rotated, body, 300, t)).toEqual({
      valid: true,
      timestamp: t,
    })
  })

  it.each([
    [
      'a tampered body',
      secret,
      header,
      body.replace('Héllo', 'Hello'),
      t,
      'The signature does not match the body',
    ],
    ['another secret', 'whsec_other', header, body, t, 'The signature does not match the body'],
    [
      'a stale timestamp',
      secret,
      header,
      body,
      t + 301,
      'more than 300 seconds from now: a replayed or delayed request',
    ],
    [
      'a timestamp far in the future',
      secret,
      header,
      body,
      t - 301,
      'more than 300 seconds from now',
    ],
    ['no header', secret, undefined, body, t, 'The Snipwire-Signature header is missing.'],
    ['a malformed header', secret, 'v1=abc', body, t, 'The Snipwire-Signature header is malformed'],
  ])('refuses %s', (_case, key, given, received, now, reason) => {
    const check = verifyWebhookSignature(key, given, received, 300, now)

    expect(check.valid).toBe(false)
    expect(check.valid ? '' : check.reason).toContain(reason)
  })

  it('refuses a replay of a valid request with a new timestamp but the old signature', () => {
    const replayed = header.replace(`t=${t}`, `t=${t + 1000}`)

    expect(verifyWebhookSignature(secret, replayed, body, 300, t + 1000).valid).toBe(false)
  })
})

describe('createWebhookSecret', () => {
  it('makes distinct whsec_ secrets with 256 random bits', () => {
    const a = createWebhookSecret()

    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(createWebhookSecret()).not.toBe(a)
  })
})
