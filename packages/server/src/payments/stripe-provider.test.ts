import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CheckoutInput } from './payment-provider.js'
import { startFakeStripe } from '../test-support/fake-stripe.js'
import { PaymentError } from './payment-error.js'
import { createStripeProvider, stripeSecretKeys } from './stripe-provider.js'

const baseInput: CheckoutInput = {
  workspaceId: 'ws_1',
  mode: 'test',
  connectedAccount: 'acct_1Connected',
  priceId: 'price_basic_month',
  paymentType: 'payment',
  successUrl: 'https://shop.example/thanks?plan=basic',
  cancelUrl: 'https://shop.example/pricing',
  metadata: {
    plan: 'Basic',
    billing: 'monthly',
    snippetId: 'pay-basic',
    workspaceId: 'ws_1',
    userId: 'u_9',
  },
}

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentError)
    const paymentError = error as PaymentError
    expect(paymentError.message).not.toMatch(/\n\s+at /)
    return paymentError
  }
  throw new Error('expected the checkout to fail')
}

describe('createStripeProvider', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  beforeAll(async () => {
    fake = await startFakeStripe()
  })
  afterAll(() => {
    fake.server.closeAllConnections()
    return new Promise<void>((resolve) => fake.server.close(() => resolve()))
  })
  beforeEach(() => {
    fake.requests.length = 0
  })

  const provider = (options: { timeoutMs?: number; maxNetworkRetries?: number } = {}) =>
    createStripeProvider({
      secretKeys: { test: 'sk_test_51Fake', live: 'sk_live_51Fake' },
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      ...options,
    })

  it('creates a payment-mode Checkout Session on the connected account with price, URLs and metadata', async () => {
    const result = await provider().createCheckout(baseInput)

    expect(result).toEqual({
      paymentLink: 'https://checkout.stripe.com/c/pay/cs_test_a11#fidkdWxOYHwnPyd1blpxYHZxWjA0',
      checkoutId: 'cs_test_a11',
    })
    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe('/v1/checkout/sessions')
    expect(request!.headers.authorization).toBe('Bearer sk_test_51Fake')
    expect(request!.headers['stripe-account']).toBe('acct_1Connected')
    expect(request!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': 'price_basic_month',
      'line_items[0][quantity]': '1',
      success_url: 'https://shop.example/thanks?plan=basic&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/pricing',
      'metadata[plan]': 'Basic',
      'metadata[billing]': 'monthly',
      'metadata[snippetId]': 'pay-basic',
      'metadata[workspaceId]': 'ws_1',
      'metadata[userId]': 'u_9',
      'payment_intent_data[metadata][snippetId]': 'pay-basic',
    })
    expect(Object.keys(request!.form).some((key) => key.startsWith('subscription_data'))).toBe(
      false,
    )
  })

  it('creates a subscription with the metadata on the subscription and a query-less success URL', async () => {
    await provider().createCheckout({
      ...baseInput,
      paymentType: 'subscription',
      successUrl: 'https://shop.example/welcome#done',
      priceId: 'price_pro_year',
    })

    const form = fake.requests[0]!.form
    expect(form.mode).toBe('subscription')
    expect(form['line_items[0][price]']).toBe('price_pro_year')
    expect(form.success_url).toBe(
      'https://shop.example/welcome?session_id={CHECKOUT_SESSION_ID}#done',
    )
    expect(form['subscription_data[metadata][workspaceId]']).toBe('ws_1')
    expect(Object.keys(form).some((key) => key.startsWith('payment_intent_data'))).toBe(false)
  })

  it('sends no Stripe-Account header when the workspace has no payment account', async () => {
    const { connectedAccount: _omitted, ...withoutAccount } = baseInput
    await provider().createCheckout(withoutAccount)

    expect(fake.requests[0]!.headers['stripe-account']).toBeUndefined()
  })

  it('uses the live key for a live-mode checkout', async () => {
    await provider().createCheckout({ ...baseInput, mode: 'live', connectedAccount: 'acct_1Live' })

    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk_live_51Fake')
    expect(fake.requests[0]!.headers['stripe-account']).toBe('acct_1Live')
  })

  it('refuses a live-mode checkout when only a test key is configured, without calling Stripe', async () => {
    const testOnly = createStripeProvider({
      secretKeys: { test: 'sk_test_51Fake' },
      host: '127.0.0.1',
      port: fake.port,
      protocol: 'http',
    })

    const error = await rejection(testOnly.createCheckout({ ...baseInput, mode: 'live' }))

    expect(error.statusCode).toBe(502)
    expect(error.message).toBe(
      'Stripe is not configured for live mode: the server needs a live secret key (sk_live_…) in STRIPE_SECRET_KEY.',
    )
    expect(fake.requests).toHaveLength(0)
  })

  it('answers an unknown price with a 400 that names the price', async () => {
    const error = await rejection(
      provider().createCheckout({ ...baseInput, priceId: 'price_missing' }),
    )

    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('payment/unknown-price')
    expect(error.message).toBe(
      `Unknown price "price_missing": Stripe has no such price on this workspace's payment account. Check the snippet's priceID.`,
    )
  })

  it("passes Stripe's reason for another invalid request on as a 400", async () => {
    const error = await rejection(
      provider().createCheckout({ ...baseInput, priceId: 'price_recurring' }),
    )

    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('request/invalid')
    expect(error.message).toBe(
      'Stripe rejected the checkout: You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
    )
  })

  it('turns a refused key or account into a 502 that shows neither the key nor the account id', async () => {
    const error = await rejection(
      provider().createCheckout({ ...baseInput, priceId: 'price_forbidden' }),
    )

    expect(error.statusCode).toBe(502)
    expect(error.code).toBe('payment/provider-error')
    expect(error.message).toContain("Stripe refused the server's credentials")
    expect(error.message).not.toMatch(/acct_|sk_test_/)
  })

  it('answers a Stripe failure with a 502 after the SDK retried it with the same idempotency key', async () => {
    const error = await rejection(
      provider({ maxNetworkRetries: 1 }).createCheckout({ ...baseInput, priceId: 'price_boom' }),
    )

    expect(error.statusCode).toBe(502)
    expect(error.message).toBe(
      'Stripe failed to create the checkout (HTTP 500). Try again in a moment.',
    )
    expect(fake.requests).toHaveLength(2)
    const keys = fake.requests.map((request) => request.headers['idempotency-key'])
    expect(keys[0]).toEqual(expect.any(String))
    expect(keys[1]).toBe(keys[0])
  })

  it('answers an unreachable Stripe with a 502', async () => {
    const closed = createServer()
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)),
    )
    await new Promise((resolve) => closed.close(resolve))
    const unreachable = createStripeProvider({
      secretKeys: { test: 'sk_test_51Fake' },
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    })

    const error = await rejection(unreachable.createCheckout(baseInput))

    expect(error.statusCode).toBe(502)
    expect(error.message).toBe(
      'Stripe could not be reached (network failure or time-out). Try again in a moment.',
    )
  })

  it('answers a Stripe that does not respond in time with a 502', async () => {
    const error = await rejection(
      provider({ timeoutMs: 300 }).createCheckout({ ...baseInput, priceId: 'price_hang' }),
    )

    expect(error.statusCode).toBe(502)
    expect(error.message).toContain('time-out')
  })

  it.each([
    [{ successUrl: '/thanks' }, 'The successUrl "/thanks" is not an absolute URL.'],
    [{ cancelUrl: 'javascript:alert(1)' }, 'The cancelUrl must start with https:// or http://'],
    [
      { metadata: { ['x'.repeat(41)]: 'v' } },
      `The variable name "${'x'.repeat(41)}" cannot be Stripe metadata`,
    ],
    [
      { metadata: { note: 'y'.repeat(501) } },
      'The value of "note" is longer than the 500 characters',
    ],
  ])('rejects a bad request before calling Stripe: %j', async (change, message) => {
    const error = await rejection(provider().createCheckout({ ...baseInput, ...change }))

    expect(error.statusCode).toBe(400)
    expect(error.message).toContain(message)
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses a payment account that is not a Stripe account id, without echoing it', async () => {
    const error = await rejection(
      provider().createCheckout({ ...baseInput, connectedAccount: 'my-secret-account' }),
    )

    expect(error.statusCode).toBe(502)
    expect(error.message).toBe(
      "The workspace's sAcc is not a Stripe account id (acct_…); the workspace owner must correct it.",
    )
    expect(fake.requests).toHaveLength(0)
  })

  it('throws a TypeError naming the option for a key of the wrong mode or no key at all', () => {
    expect(() => createStripeProvider({ secretKeys: { test: 'sk_live_1' } })).toThrow(
      'The `secretKeys.test` option must be a Stripe test key (sk_test_… or rk_test_…).',
    )
    expect(() => createStripeProvider({ secretKeys: {} })).toThrow(
      'The `secretKeys` option needs a `test` or a `live` Stripe key.',
    )
  })
})

describe('stripeSecretKeys', () => {
  it('sorts a key into its mode and rejects anything else', () => {
    expect(stripeSecretKeys('sk_test_abc')).toEqual({ test: 'sk_test_abc' })
    expect(stripeSecretKeys('rk_live_abc')).toEqual({ live: 'rk_live_abc' })
    expect(() => stripeSecretKeys('pk_test_abc')).toThrow(TypeError)
  })
})
