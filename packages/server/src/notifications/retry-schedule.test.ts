import { describe, expect, it } from 'vitest'
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs } from './retry-schedule.js'

describe('retryDelayMs', () => {
  const schedule = { maxAttempts: 10, baseDelayMs: 1000, maxDelayMs: 10_000 }

  it('doubles the wait after each failure, between half and all of it', () => {
    const low = [1, 2, 3, 4].map((n) => retryDelayMs(n, { ...schedule, random: () => 0 }))
    const high = [1, 2, 3, 4].map((n) => retryDelayMs(n, { ...schedule, random: () => 0.999_999 }))

    expect(low).toEqual([500, 1000, 2000, 4000])
    expect(high).toEqual([1000, 2000, 4000, 8000])
  })

  it('never waits longer than the maximum', () => {
    expect(retryDelayMs(30, { ...schedule, random: () => 0.999_999 })).toBe(10_000)
  })

  it('spreads waits out with Math.random by default', () => {
    const waits = new Set(Array.from({ length: 20 }, () => retryDelayMs(5, DEFAULT_RETRY_SCHEDULE)))

    expect(waits.size).toBeGreaterThan(1)
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(240_000)
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(480_000)
  })
})
