/**
 * When to try a failed delivery again: exponential backoff with jitter, so a receiver that was
 * down is not hit by every queued message at the same instant when it comes back.
 */

export interface RetrySchedule {
  /** Attempts in all, the first included; after the last failure a message is dead-lettered. */
  maxAttempts: number
  /** The wait after the first failure (before jitter). */
  baseDelayMs: number
  /** No wait grows beyond this. */
  maxDelayMs: number
  /** A number in [0, 1); `Math.random` by default. */
  random?: () => number
}

/**
 * 10 attempts over about 4 hours: waits of 30 s, 1, 2, 4, 8, 16, 32, 64 and 128 minutes, each
 * between half and all of that.
 */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 3 * 60 * 60 * 1000,
}

/**
 * The wait after the given number of failed attempts ("equal jitter": half the exponential
 * delay fixed, half random).
 * @example retryDelayMs(3, { maxAttempts: 10, baseDelayMs: 1000, maxDelayMs: 60_000, random: () => 0.5 }) // 3000
 */
export function retryDelayMs(failedAttempts: number, schedule: RetrySchedule): number {
  const exponential = Math.min(
    schedule.maxDelayMs,
    schedule.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1),
  )
  const random = (schedule.random ?? Math.random)()
  return Math.round(exponential / 2 + (exponential / 2) * random)
}
