/**
 * Compact HMAC-SHA256 signed tokens in the JWT format (`header.payload.signature`, HS256), so
 * they can be inspected with any JWT tool. Only HS256 is accepted when verifying.
 */
import { createHmac } from 'node:crypto'
import { safeEqual } from './crypto.js'

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

function signature(data: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(data).digest('base64url')
}

/**
 * Signs a JSON payload.
 * @example signToken({ sub: 'u1', exp: 1700000000 }, secret) // 'eyJhbGciOi….eyJzdWIi….Qk3…'
 */
export function signToken(payload: Record<string, unknown>, secret: Buffer): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
  return `${body}.${signature(body, secret)}`
}

/**
 * The payload of a token signed with `secret`, or null when the token is malformed, of another
 * algorithm or signed with another secret. Expiry is the caller's business.
 * @example verifyToken(signToken({ sub: 'u1' }, secret), secret) // { sub: 'u1' }
 */
export function verifyToken(token: string, secret: Buffer): Record<string, unknown> | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, payload, sent] = parts as [string, string, string]
  if (header !== HEADER) return null
  if (!safeEqual(signature(`${header}.${payload}`, secret), sent)) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
