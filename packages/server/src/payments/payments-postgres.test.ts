/**
 * The payments area's SQL on PostgreSQL (JSONB metadata, BIGINT times, ON CONFLICT): the test
 * checkout from the payment route to Pay, and a Stripe webhook recorded once.
 */
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../runtime.js'
import { openPostgresStore } from '../store/postgres/postgres-store.js'
import { integrationApp, PUBLIC_URL, type IntegrationApp } from '../test-support/integration-app.js'
import { POSTGRES_MISSING, startPostgres, type PostgresCluster } from '../test-support/postgres.js'
import { listPayments } from './checkout-store.js'
import { listPrices, putPrice } from './price-store.js'
import { STRIPE_WEBHOOK_ROUTE } from './routes/stripe-webhook-route.js'

const reason = POSTGRES_MISSING ? ` (skipped: ${POSTGRES_MISSING})` : ''
const WEBHOOK_SECRET = 'whsec_postgres_test'

describe.skipIf(POSTGRES_MISSING !== null)(`payments on PostgreSQL${reason}`, () => {
  let cluster: PostgresCluster
  let t: IntegrationApp
  beforeAll(async () => {
    cluster = await startPostgres()
  })
  afterAll(() => cluster.stop())
  beforeEach(async () => {
    const store = await openPostgresStore({
      url: await cluster.createSchema(),
      migrations: MIGRATIONS,
    })
    t = await integrationApp({
      store,
      payments: { config: { stripe: null, webhookSecret: WEBHOOK_SECRET } },
    })
    await t.store.transaction((tx) =>
      putPrice(
        tx.sql,
        t.workspace.workspace.id,
        { id: 'price_pro', name: 'Pro', amount: 7900, currency: 'usd', interval: 'month' },
        1,
      ),
    )
  })
  afterEach(() => t.cleanup())

  it('keeps the catalogue, takes a checkout from the payment route to Pay, and lists the payment', async () => {
    expect(await listPrices(t.store.sql, t.workspace.workspace.id)).toEqual([
      { id: 'price_pro', name: 'Pro', amount: 7900, currency: 'usd', interval: 'month' },
    ])
    const created = await t.app.inject({
      method: 'POST',
      url: `/v1/snippets/checkout/payment?key=${t.workspace.workspace.apiKey}`,
      payload: { variables: { plan: 'pro' } },
    })
    const link = new URL(created.json<{ paymentLink: string }>().paymentLink)
    const page = await t.app.inject({ url: link.pathname })
    expect(page.body).toContain('$79.00')
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `${link.pathname}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
        payload: `token=${encodeURIComponent(token)}`,
      })
    expect((await pay()).statusCode).toBe(303)
    expect((await pay()).statusCode).toBe(303)
    const payments = await listPayments(t.store.sql, { workspaceId: t.workspace.workspace.id })
    expect(payments).toEqual([
      expect.objectContaining({
        priceId: 'price_pro',
        amountTotal: 7900,
        completedAt: expect.any(Number),
        metadata: expect.objectContaining({ plan: 'pro', snippetId: 'checkout' }),
      }),
    ])
  })

  it('records a Stripe event once', async () => {
    const payload = JSON.stringify({
      id: 'evt_pg',
      object: 'event',
      account: 'acct_1ShopTest',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_pg',
          object: 'checkout.session',
          amount_total: 2900,
          currency: 'usd',
          mode: 'payment',
          payment_status: 'paid',
          metadata: { workspaceId: t.workspace.workspace.id, snippetId: 'checkout', userId: '' },
        },
      },
    })
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_ROUTE,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
        payload,
      })
    expect((await deliver()).json()).toEqual({ received: true, result: 'recorded' })
    expect((await deliver()).json()).toEqual({ received: true, result: 'duplicate' })
    expect(await listPayments(t.store.sql, { workspaceId: t.workspace.workspace.id })).toHaveLength(
      1,
    )
  })
})
