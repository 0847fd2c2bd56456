import { describe, expect, it } from 'vitest'
import { formatAmount, formatBillingPeriod } from './format-amount.js'

describe('formatAmount', () => {
  it.each([
    [2900, 'usd', 'en-US', '$29.00'],
    [7950, 'USD', 'en-US', '$79.50'],
    [500, 'jpy', 'en-US', '¥500'],
    [1234, 'kwd', 'en-US', 'KWD 1.234'],
    [123450, 'eur', 'de-DE', '1.234,50 €'],
  ])('formats %i %s in %s as %s', (amount, currency, locale, expected) => {
    expect(formatAmount(amount, currency, locale).replace(/\s/g, ' ')).toBe(expected)
  })
})

describe('formatBillingPeriod', () => {
  it('names the period, or a one-time payment when there is none', () => {
    expect(formatBillingPeriod('month')).toBe('per month')
    expect(formatBillingPeriod('year')).toBe('per year')
    expect(formatBillingPeriod(null)).toBe('one-time payment')
  })
})
