/**
 * Workspace keys: publishable keys (`pk_test_…`, `pk_live_…`) identify a workspace and mode to
 * pages; secret keys (`sk_test_…`, `sk_live_…`) are shown once and stored only as digests.
 */
import { randomId } from '../lib/ids.js'
import type { Mode } from './model.js'

const KEY_BODY = '[A-Za-z0-9_]{16,100}'
const PUBLISHABLE_KEY_PATTERN = new RegExp(`^pk_(test|live)_${KEY_BODY}$`)

/**
 * A new publishable key for `mode`.
 * @example publishableKey('test') // 'pk_test_8Hq…' (32 random characters)
 */
export function publishableKey(mode: Mode): string {
  return `pk_${mode}_${randomId(32)}`
}

/**
 * A new secret key for `mode`.
 * @example secretKey('live') // 'sk_live_…' (40 random characters)
 */
export function secretKey(mode: Mode): string {
  return `sk_${mode}_${randomId(40)}`
}

/**
 * The mode of a well-formed publishable key, or null.
 * @example publishableKeyMode('pk_live_0123456789abcdef') // 'live'
 */
export function publishableKeyMode(key: string): Mode | null {
  const match = PUBLISHABLE_KEY_PATTERN.exec(key)
  return match ? (match[1] as Mode) : null
}
