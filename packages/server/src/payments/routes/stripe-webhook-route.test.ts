import { ERROR_CODES } from '@snipwire/protocol'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe.js'
import { integrationApp, type IntegrationApp } from '../../test-support/integration-app.js'
import { listPayments } from '../checkout-store.js'
import { STRIPE_WEBHOOK_ROUTE } from './stripe-webhook-route.js'

const WEBHOOK_SECRET = 'whsec_route_test_0123456789'
let stripe: FakeStripe
let t: IntegrationApp

beforeAll(async () => {
  stripe = await startFakeStripe()
})
afterAll(() => stripe.close())
beforeEach(async () => {
  stripe.requests.length = 0
  t = await integrationApp({
    payments: {
      config: {
        stripe: {
          secretKeys: { test: 'sk_test_51Fake', live: 'sk_live_51Fake' },
          api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
        },
        webhookSecret: WEBHOOK_SECRET,
      },
      stripeMaxNetworkRetries: 0,
      stripeTimeoutMs: 2000,
    },
  })
})
afterEach(() => t.cleanup())

function pay(plan: string, apiKey = t.workspace.workspace.apiKey) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/snippets/checkout/payment?key=${apiKey}`,
    headers: { origin: 'https://shop.example' },
    payload: { variables: { plan, billing: 'annual' }, cancelUrl: 'https://shop.example/pricing' },
  })
}

function completedEvent(options: {
  id?: string
  checkoutId: string
  account?: string | null
  livemode?: boolean
  type?: string
  workspaceId?: string
}): string {
  return JSON.stringify({
    id: options.id ?? 'evt_1Completed',
    object: 'event',
    account: options.account === undefined ? 'acct_1ShopTest' : options.account,
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: options.checkoutId,
        object: 'checkout.session',
        amount_total: 7900,
        currency: 'usd',
        customer_details: { email: 'buyer@example.com' },
        livemode: options.livemode ?? false,
        metadata: {
          plan: 'pro',
          billing: 'annual',
          snippetId: 'checkout',
          workspaceId: options.workspaceId ?? t.workspace.workspace.id,
          userId: '',
        },
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
      },
    },
    livemode: options.livemode ?? false,
    type: options.type ?? 'checkout.session.completed',
  })
}

function deliver(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_ROUTE,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  })
}

function sign(payload: string, timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
}

describe('the payment route with Stripe (the official SDK against a local stand-in)', () => {
  it('creates the Checkout Session on the connected account with the price, mode, URLs and metadata', async () => {
    const response = await pay('pro')

    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      paymentLink: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_a1\d#/),
    })
    expect(stripe.requests).toHaveLength(1)
    const [request] = stripe.requests
    expect(request?.path).toBe('/v1/checkout/sessions')
    expect(request?.headers.authorization).toBe('Bearer sk_test_51Fake')
    expect(request?.headers['stripe-account']).toBe('acct_1ShopTest')
    expect(request?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      success_url: 'https://shop.example/thanks?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/pricing',
      'metadata[plan]': 'pro',
      'metadata[billing]': 'annual',
      'metadata[snippetId]': 'checkout',
      'metadata[workspaceId]': t.workspace.workspace.id,
      'metadata[userId]': '',
      'subscription_data[metadata][workspaceId]': t.workspace.workspace.id,
    })
    const row = await t.store.sql.get('SELECT provider, price_id, status FROM checkouts')
    expect(row).toEqual({ provider: 'stripe', price_id: 'price_pro', status: 'open' })
  })

  it("uses the live key and the workspace's live account for a live key", async () => {
    const response = await pay('pro', t.workspace.workspace.liveApiKey)
    expect(response.statusCode, response.body).toBe(200)
    expect(stripe.requests[0]?.headers.authorization).toBe('Bearer sk_live_51Fake')
    expect(stripe.requests[0]?.headers['stripe-account']).toBe('acct_1ShopLive')
  })

  const failures: [string, string, number, string, RegExp][] = [
    [
      'an unknown price with a 400 naming it',
      'missing',
      400,
      ERROR_CODES.unknownPrice,
      /"price_missing"/,
    ],
    [
      'refused credentials with a 502',
      'forbidden',
      502,
      ERROR_CODES.paymentProvider,
      /credentials/,
    ],
    ['a failing Stripe with a 502', 'boom', 502, ERROR_CODES.paymentProvider, /Try again/],
    [
      'a Stripe that does not answer with a 502',
      'hang',
      502,
      ERROR_CODES.paymentProvider,
      /reached/,
    ],
  ]
  for (const [name, plan, status, code, message] of failures) {
    it(`answers ${name}, never a stack, a key or an account id`, async () => {
      const response = await pay(plan)
      expect(response.statusCode).toBe(status)
      const { error } = response.json<{ error: { code: string; message: string } }>()
      expect(error.code).toBe(code)
      expect(error.message).toMatch(message)
      expect(response.body).not.toMatch(/acct_1|sk_test_|\n\s+at /)
      expect(await t.store.sql.all('SELECT id FROM checkouts')).toEqual([])
    })
  }
})

describe(`POST ${STRIPE_WEBHOOK_ROUTE}`, () => {
  async function stripeCheckout(): Promise<string> {
    await pay('pro')
    const row = await t.store.sql.get<{ id: string }>('SELECT id FROM checkouts')
    return row!.id
  }

  it('records checkout.session.completed once: a duplicate delivery and a replay within the tolerance change nothing', async () => {
    const checkoutId = await stripeCheckout()
    const event = completedEvent({ checkoutId })

    const first = await deliver(event, sign(event))
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ received: true, result: 'recorded' })
    const again = await deliver(event, sign(event))
    expect(again.json()).toEqual({ received: true, result: 'duplicate' })
    const other = completedEvent({ checkoutId, id: 'evt_2SameSession' })
    expect((await deliver(other, sign(other))).json()).toEqual({
      received: true,
      result: 'duplicate',
    })

    const payments = await listPayments(t.store.sql, { workspaceId: t.workspace.workspace.id })
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({
      provider: 'stripe',
      checkoutId,
      eventId: 'evt_1Completed',
      mode: 'test',
      priceId: 'price_pro',
      paymentType: 'subscription',
      status: 'paid',
      amountTotal: 7900,
      currency: 'usd',
      customerEmail: 'buyer@example.com',
      metadata: { plan: 'pro', billing: 'annual', snippetId: 'checkout' },
    })
    const row = await t.store.sql.get('SELECT status FROM checkouts WHERE id = ?', [checkoutId])
    expect(row).toEqual({ status: 'paid' })
  })

  const refused: [string, (event: string) => string | undefined, RegExp][] = [
    ['no signature', () => undefined, /header is missing/],
    [
      'a signature with another secret',
      (event) => sign(event, undefined, 'whsec_other'),
      /does not match/,
    ],
    [
      'a replayed signature older than 5 minutes',
      (event) => sign(event, Math.floor(Date.now() / 1000) - 301),
      /older than 300 seconds/,
    ],
    ['a malformed signature', () => 'v1=abc', /malformed/],
  ]
  for (const [name, signature, message] of refused) {
    it(`refuses ${name} with a 400 and records nothing`, async () => {
      const checkoutId = await stripeCheckout()
      const event = completedEvent({ checkoutId })
      const response = await deliver(event, signature(event))
      expect(response.statusCode).toBe(400)
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(message)
      expect(await listPayments(t.store.sql, { workspaceId: t.workspace.workspace.id })).toEqual([])
    })
  }

  it('refuses a body altered after signing', async () => {
    const checkoutId = await stripeCheckout()
    const event = completedEvent({ checkoutId })
    const response = await deliver(event.replace('7900', '1'), sign(event))
    expect(response.statusCode).toBe(400)
  })

  const ignored: [string, (checkoutId: string) => string][] = [
    [
      "a session from another account than the workspace's",
      (id) => completedEvent({ checkoutId: id, account: 'acct_1Intruder' }),
    ],
    [
      'a session of the platform account while the workspace has one',
      (id) => completedEvent({ checkoutId: id, account: null }),
    ],
    [
      'a live event for the test account',
      (id) => completedEvent({ checkoutId: id, livemode: true }),
    ],
    [
      'a session naming an unknown workspace',
      (id) => completedEvent({ checkoutId: id, workspaceId: 'nobody' }),
    ],
    [
      'another event type',
      (id) => completedEvent({ checkoutId: id, type: 'checkout.session.expired' }),
    ],
  ]
  for (const [name, build] of ignored) {
    it(`answers 200 to ${name} and records no payment`, async () => {
      const event = build(await stripeCheckout())
      const response = await deliver(event, sign(event))
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ received: true, result: 'ignored' })
      expect(await listPayments(t.store.sql, { workspaceId: t.workspace.workspace.id })).toEqual([])
    })
  }

  it('answers 415 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_ROUTE,
      headers: { 'content-type': 'text/xml', 'stripe-signature': 't=1,v1=00' },
      payload: '<event/>',
    })
    expect(response.statusCode).toBe(415)
  })
})

describe('the Stripe webhook without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503 saying what to set', async () => {
    const server = await integrationApp({
      payments: {
        config: {
          stripe: { secretKeys: { test: 'sk_test_51Fake' } },
          webhookSecret: null,
        },
      },
    })
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_ROUTE,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ error: { code: ERROR_CODES.paymentProvider } })
      expect(response.body).toContain('set STRIPE_WEBHOOK_SECRET')
    } finally {
      await server.cleanup()
    }
  })

  it('is not a route at all with the test checkout', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/nothing' })
    expect(response.statusCode).toBe(404)
    const plain = await integrationApp()
    try {
      const missing = await plain.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_ROUTE,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(missing.statusCode).toBe(404)
    } finally {
      await plain.cleanup()
    }
  })
})
