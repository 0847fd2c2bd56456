/**
 * Small crypto helpers: random tokens, SHA-256 digests and constant-time comparison.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * `bytes` random bytes as base64url.
 * @example randomToken(32) // 43 characters
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/**
 * The SHA-256 digest of a UTF-8 string, as base64url. Used to store tokens and secret keys
 * without keeping them.
 * @example sha256('abc') // 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0'
 */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url')
}

/**
 * Compares two strings in time that does not depend on where they differ.
 * @example safeEqual('a', 'a') // true
 */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
