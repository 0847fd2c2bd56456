/**
 * Money and billing periods as buyers read them. Amounts are integers in the currency's
 * smallest unit (Stripe's convention), so 2900 USD is $29.00 and 500 JPY is ¥500.
 */

export type BillingInterval = 'month' | 'year'

/**
 * Formats an amount in the currency's smallest unit with `Intl.NumberFormat`.
 * @example formatAmount(2900, 'usd') // '$29.00'
 * @example formatAmount(500, 'jpy') // '¥500'
 */
export function formatAmount(amount: number, currency: string, locale = 'en-US'): string {
  const code = currency.toUpperCase()
  const { maximumFractionDigits = 2 } = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
  }).resolvedOptions()
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(
    amount / 10 ** maximumFractionDigits,
  )
}

/**
 * @example formatBillingPeriod('month') // 'per month'
 * @example formatBillingPeriod(null) // 'one-time payment'
 */
export function formatBillingPeriod(interval: BillingInterval | null | undefined): string {
  if (interval === 'month') return 'per month'
  if (interval === 'year') return 'per year'
  return 'one-time payment'
}
