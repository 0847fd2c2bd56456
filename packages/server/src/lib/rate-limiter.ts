/**
 * A fixed-window rate limiter kept in memory: at most `limit` hits per key in each window.
 * Windows of all keys are dropped together when they end, so memory stays bounded by the
 * number of keys seen in one window.
 */
export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the window ends (only meaningful when not allowed). */
  retryAfterSeconds: number
}

export interface RateLimiterOptions {
  /** Hits allowed per key and window; 0 turns the limiter off. */
  limit: number
  windowMs: number
  now?: () => number
}

export class RateLimiter {
  readonly #limit: number
  readonly #windowMs: number
  readonly #now: () => number
  #windowStart = 0
  #hits = new Map<string, number>()

  constructor(options: RateLimiterOptions) {
    if (!Number.isInteger(options.limit) || options.limit < 0) {
      throw new TypeError('The `limit` option must be a non-negative integer')
    }
    if (!Number.isFinite(options.windowMs) || options.windowMs <= 0) {
      throw new TypeError('The `windowMs` option must be a positive number')
    }
    this.#limit = options.limit
    this.#windowMs = options.windowMs
    this.#now = options.now ?? Date.now
  }

  /**
   * Counts one hit for `key` and says whether it is within the limit.
   * @example limiter.hit('ip:127.0.0.1') // { allowed: true, retryAfterSeconds: 60 }
   */
  hit(key: string): RateLimitResult {
    const now = this.#now()
    if (now - this.#windowStart >= this.#windowMs) {
      this.#windowStart = now
      this.#hits = new Map()
    }
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((this.#windowStart + this.#windowMs - now) / 1000),
    )
    if (this.#limit === 0) return { allowed: true, retryAfterSeconds }
    const count = (this.#hits.get(key) ?? 0) + 1
    this.#hits.set(key, count)
    return { allowed: count <= this.#limit, retryAfterSeconds }
  }
}
