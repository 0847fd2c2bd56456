/**
 * Everything the domain operations need, assembled once by `createServer`.
 */
import { RateLimiter } from '../lib/rate-limiter.js'
import { Catalog } from './catalog.js'
import type { NotifyHook } from './events.js'
import type { PaymentProvider } from './payments.js'
import { ResultCache } from './result-cache.js'
import { SessionTokens } from './session-tokens.js'
import type { Store } from './store.js'

export interface Limits {
  /** Access token lifetime (15 minutes). */
  accessTokenTtlMs: number
  /** Refresh token lifetime (30 days). */
  refreshTokenTtlMs: number
  /** Login and sign-up attempts per IP address and window (30; 0 turns it off). */
  authAttemptsPerIp: number
  /** Login and sign-up attempts per e-mail address (in one workspace and mode) and window (10). */
  authAttemptsPerEmail: number
  /** The rate-limit window (60 s). */
  authWindowMs: number
  /** Live subscriptions one stream may hold (100). */
  subscriptionsPerStream: number
  /** Open event streams on the server (10,000). */
  maxStreams: number
  /** Heartbeat interval of event streams (15 s). */
  heartbeatMs: number
}

export const DEFAULT_LIMITS: Limits = {
  accessTokenTtlMs: 15 * 60_000,
  refreshTokenTtlMs: 30 * 24 * 60 * 60_000,
  authAttemptsPerIp: 30,
  authAttemptsPerEmail: 10,
  authWindowMs: 60_000,
  subscriptionsPerStream: 100,
  maxStreams: 10_000,
  heartbeatMs: 15_000,
}

export interface CoreContext {
  store: Store
  catalog: Catalog
  /** Results of display queries, until their collection changes. */
  results: ResultCache
  tokens: SessionTokens
  limits: Limits
  ipLimiter: RateLimiter
  emailLimiter: RateLimiter
  notify: NotifyHook | undefined
  payments: PaymentProvider | undefined
  now: () => number
}

export interface CoreContextOptions {
  store: Store
  signingKey: Buffer
  limits?: Partial<Limits> | undefined
  notify?: NotifyHook | undefined
  payments?: PaymentProvider | undefined
  now?: () => number
}

/**
 * Builds the context; `close()` on the catalog and the result cache stops their change feeds.
 * @example const context = createCoreContext({ store, signingKey })
 */
export function createCoreContext(options: CoreContextOptions): CoreContext {
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  return {
    store: options.store,
    catalog: new Catalog(options.store),
    results: new ResultCache(options.store),
    tokens: new SessionTokens({ signingKey: options.signingKey, limits, now }),
    limits,
    ipLimiter: new RateLimiter({
      limit: limits.authAttemptsPerIp,
      windowMs: limits.authWindowMs,
      now,
    }),
    emailLimiter: new RateLimiter({
      limit: limits.authAttemptsPerEmail,
      windowMs: limits.authWindowMs,
      now,
    }),
    notify: options.notify,
    payments: options.payments,
    now,
  }
}
