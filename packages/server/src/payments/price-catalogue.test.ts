import { describe, expect, it } from 'vitest'
import { PaymentError } from './payment-error.js'
import { checkPriceFitsPaymentType, validatePriceEntry } from './price-catalogue.js'

const valid = {
  id: 'price_pro_month',
  name: '  Pro plan ',
  amount: 7900,
  currency: 'USD',
  interval: 'month',
}

function refusal(input: unknown): string {
  try {
    validatePriceEntry(input)
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentError)
    expect((error as PaymentError).statusCode).toBe(400)
    return (error as Error).message
  }
  throw new Error('expected the price to be refused')
}

describe('validatePriceEntry', () => {
  it('returns the entry normalized: trimmed name, lower-case currency, numeric cents', () => {
    expect(validatePriceEntry({ ...valid, amount: '7900' })).toEqual({
      id: 'price_pro_month',
      name: 'Pro plan',
      amount: 7900,
      currency: 'usd',
      interval: 'month',
    })
  })

  it('keeps a one-time price without an interval', () => {
    const { interval: _none, ...oneTime } = valid
    expect(validatePriceEntry(oneTime)).toEqual({
      id: 'price_pro_month',
      name: 'Pro plan',
      amount: 7900,
      currency: 'usd',
    })
  })

  it.each([
    [null, 'A price must be an object with id, name, amount, currency and an optional interval.'],
    [
      { ...valid, colour: 'red' },
      'Unknown price field "colour": a price has only id, name, amount, currency and interval.',
    ],
    [{ ...valid, id: '' }, 'The price id is required, e.g. price_pro_month.'],
    [{ ...valid, id: 'pro plan/2' }, 'The price id "pro plan/2" may only contain letters, digits'],
    [
      { ...valid, name: '   ' },
      'The price name is required: it is the product name buyers see, e.g. "Pro plan".',
    ],
    [
      { ...valid, amount: 29.5 },
      'The price amount must be a whole number of cents greater than 0, such as 2900 for 29.00 (got 29.5).',
    ],
    [{ ...valid, amount: 0 }, 'greater than 0'],
    [{ ...valid, amount: '-5' }, '(got "-5")'],
    [{ ...valid, amount: 100_000_000 }, 'The price amount may be at most 99999999 cents.'],
    [
      { ...valid, currency: 'dollars' },
      'The currency must be a 3-letter ISO 4217 code such as usd or eur (got "dollars").',
    ],
    [
      { ...valid, currency: 'usx' },
      'Unknown currency "usx": use a 3-letter ISO 4217 code such as usd or eur.',
    ],
    [
      { ...valid, interval: 'week' },
      'The interval must be "month" or "year", or left out for a one-time price (got "week").',
    ],
  ])('refuses %j with a message saying what to fix', (input, message) => {
    expect(refusal(input)).toContain(message)
  })
})

describe('checkPriceFitsPaymentType', () => {
  const monthly = validatePriceEntry(valid)
  const { interval: _none, ...oneTimeInput } = valid
  const oneTime = validatePriceEntry(oneTimeInput)

  it('accepts a recurring price for a subscription and a one-time price for a payment', () => {
    expect(() => checkPriceFitsPaymentType(monthly, 'subscription')).not.toThrow()
    expect(() => checkPriceFitsPaymentType(oneTime, 'payment')).not.toThrow()
  })

  it('refuses the mismatches the way Stripe does, naming the price', () => {
    expect(() => checkPriceFitsPaymentType(oneTime, 'subscription')).toThrow(
      'The price "price_pro_month" is a one-time price, so it cannot start a subscription.',
    )
    expect(() => checkPriceFitsPaymentType(monthly, 'payment')).toThrow(
      'The price "price_pro_month" is billed every month, so the snippet\'s paymentType must be "subscription", not "payment".',
    )
  })
})
