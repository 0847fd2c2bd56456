/**
 * The test provider's price catalogue entries (`snipwire price put`): checked here once, with a
 * message that says what is wrong and what to write instead, before anything is stored.
 */
import type { PaymentType } from '@snipwire/protocol'
import type { BillingInterval } from './format-amount.js'
import { PaymentRequestError, PriceCatalogueError } from './payment-error.js'

export interface PriceEntry {
  /** What a payment snippet's `priceID` names, e.g. `price_pro_month`. */
  id: string
  /** The product name the checkout shows. */
  name: string
  /** In the currency's smallest unit (cents), an integer > 0. */
  amount: number
  /** Lower-case ISO 4217 code, e.g. `usd`. */
  currency: string
  /** Absent for a one-time price. */
  interval?: BillingInterval
}

const PRICE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/
const MAX_NAME_LENGTH = 200
// Stripe's largest unit amount, kept so a catalogue can move to Stripe unchanged.
const MAX_AMOUNT = 99_999_999
const FIELDS = new Set(['id', 'name', 'amount', 'currency', 'interval'])
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

/**
 * Checks a catalogue entry and returns it normalized (trimmed name, lower-case currency, a
 * numeric amount). Throws a `PriceCatalogueError` (400) naming the field otherwise.
 * @example validatePriceEntry({ id: 'price_pro_month', name: 'Pro', amount: '7900', currency: 'USD', interval: 'month' })
 * // { id: 'price_pro_month', name: 'Pro', amount: 7900, currency: 'usd', interval: 'month' }
 */
export function validatePriceEntry(input: unknown): PriceEntry {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new PriceCatalogueError(
      'A price must be an object with id, name, amount, currency and an optional interval.',
    )
  }
  const entry = input as Record<string, unknown>
  const unknownField = Object.keys(entry).find((key) => !FIELDS.has(key))
  if (unknownField !== undefined) {
    throw new PriceCatalogueError(
      `Unknown price field "${unknownField}": a price has only id, name, amount, currency and interval.`,
    )
  }

  const { id, name, amount, currency, interval } = entry
  if (typeof id !== 'string' || id === '') {
    throw new PriceCatalogueError('The price id is required, e.g. price_pro_month.')
  }
  if (!PRICE_ID_PATTERN.test(id)) {
    throw new PriceCatalogueError(
      `The price id "${id}" may only contain letters, digits, "_", "-", "." and ":", start with a letter or digit, and be at most 100 characters long.`,
    )
  }
  const trimmedName = typeof name === 'string' ? name.trim() : ''
  if (trimmedName === '') {
    throw new PriceCatalogueError(
      'The price name is required: it is the product name buyers see, e.g. "Pro plan".',
    )
  }
  if (trimmedName.length > MAX_NAME_LENGTH) {
    throw new PriceCatalogueError(
      `The price name is ${trimmedName.length} characters long; at most ${MAX_NAME_LENGTH} are allowed.`,
    )
  }
  const cents = typeof amount === 'string' && /^\d+$/.test(amount.trim()) ? Number(amount) : amount
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents <= 0) {
    throw new PriceCatalogueError(
      `The price amount must be a whole number of cents greater than 0, such as 2900 for 29.00 (got ${JSON.stringify(amount) ?? 'nothing'}).`,
    )
  }
  if (cents > MAX_AMOUNT) {
    throw new PriceCatalogueError(`The price amount may be at most ${MAX_AMOUNT} cents.`)
  }
  if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency)) {
    throw new PriceCatalogueError(
      `The currency must be a 3-letter ISO 4217 code such as usd or eur (got ${JSON.stringify(currency) ?? 'nothing'}).`,
    )
  }
  if (!CURRENCIES.has(currency.toUpperCase())) {
    throw new PriceCatalogueError(
      `Unknown currency "${currency}": use a 3-letter ISO 4217 code such as usd or eur.`,
    )
  }
  if (interval !== undefined && interval !== 'month' && interval !== 'year') {
    throw new PriceCatalogueError(
      `The interval must be "month" or "year", or left out for a one-time price (got ${JSON.stringify(interval)}).`,
    )
  }
  return {
    id,
    name: trimmedName,
    amount: cents,
    currency: currency.toLowerCase(),
    ...(interval === undefined ? {} : { interval }),
  }
}

/**
 * A subscription needs a recurring price and a one-time payment a one-time price, as at Stripe.
 * Throws a `PaymentRequestError` (400) otherwise.
 * @example checkPriceFitsPaymentType({ id: 'price_pro_month', name: 'Pro', amount: 7900, currency: 'usd', interval: 'month' }, 'subscription')
 */
export function checkPriceFitsPaymentType(price: PriceEntry, paymentType: PaymentType): void {
  if (paymentType === 'subscription' && price.interval === undefined) {
    throw new PaymentRequestError(
      `The price "${price.id}" is a one-time price, so it cannot start a subscription. Give it an interval (month or year) or set the snippet's paymentType to "payment".`,
    )
  }
  if (paymentType === 'payment' && price.interval !== undefined) {
    throw new PaymentRequestError(
      `The price "${price.id}" is billed every ${price.interval}, so the snippet's paymentType must be "subscription", not "payment".`,
    )
  }
}
