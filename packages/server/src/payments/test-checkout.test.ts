import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createWorkspace } from '../core/workspaces.js'
import { MIGRATIONS } from '../runtime.js'
import { openSqliteStore } from '../store/sqlite/sqlite-store.js'
import { asTestCheckout, findCheckout } from './checkout-store.js'
import { createTestCheckoutStore } from './checkout-provider.js'
import { putPrice } from './price-store.js'
import { PaymentError } from './payment-error.js'
import type { CheckoutInput } from './payment-provider.js'
import { validatePriceEntry, type PriceEntry } from './price-catalogue.js'
import {
  cancelTestCheckout,
  createTestProvider,
  openTestCheckout,
  payTestCheckout,
  type TestCheckout,
  type TestCheckoutStore,
} from './test-checkout.js'

/** The provider's storage on a real store (every migration), with a way to read a checkout back. */
async function realStore(): Promise<{
  store: TestCheckoutStore
  putPrice(price: PriceEntry): Promise<void>
  findCheckout(id: string): Promise<TestCheckout | undefined>
  count(): Promise<number>
  close(): Promise<void>
}> {
  const dir = mkdtempSync(join(tmpdir(), 'snipwire-test-checkout-'))
  const store = openSqliteStore({ path: join(dir, 'snipwire.db'), migrations: MIGRATIONS })
  await createWorkspace(store, { id: 'ws_1', name: 'Shop' })
  return {
    store: createTestCheckoutStore(store),
    putPrice: (price) => store.transaction((tx) => putPrice(tx.sql, 'ws_1', price, 1)),
    findCheckout: async (id) => asTestCheckout(await findCheckout(store.sql, id)),
    count: async () =>
      Number((await store.sql.get<{ n: number }>('SELECT count(*) AS n FROM checkouts'))?.n),
    async close() {
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const input: CheckoutInput = {
  workspaceId: 'ws_1',
  mode: 'test',
  priceId: 'price_pro_month',
  paymentType: 'subscription',
  successUrl: 'https://shop.example/welcome?plan=pro',
  cancelUrl: 'https://shop.example/pricing',
  metadata: {
    plan: 'Pro',
    billing: 'monthly',
    snippetId: 'pay-pro',
    workspaceId: 'ws_1',
    userId: '',
  },
}

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(PaymentError)
  return error as PaymentError
}

function thrown(run: () => unknown): PaymentError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentError)
    return error as PaymentError
  }
  throw new Error('expected an error')
}

describe('the test provider', () => {
  let store: Awaited<ReturnType<typeof realStore>>
  let clock: number
  beforeEach(async () => {
    store = await realStore()
    await store.putPrice(
      validatePriceEntry({
        id: 'price_pro_month',
        name: 'Pro plan',
        amount: 7900,
        currency: 'usd',
        interval: 'month',
      }),
    )
    await store.putPrice(
      validatePriceEntry({ id: 'price_basic_once', name: 'Basic', amount: 2900, currency: 'usd' }),
    )
    clock = 1_763_769_600_000
  })
  afterEach(() => store.close())

  const provider = () =>
    createTestProvider({
      store: store.store,
      publicUrl: 'http://127.0.0.1:3000/',
      now: () => clock,
    })

  it('stores an open checkout priced from the catalogue and links to its page on this server', async () => {
    const result = await provider().createCheckout(input)

    expect(result.checkoutId).toMatch(/^cs_test_[A-Za-z0-9_-]{32}$/)
    expect(result.paymentLink).toBe(`http://127.0.0.1:3000/checkout/${result.checkoutId}`)
    expect(await store.findCheckout(result.checkoutId)).toMatchObject({
      workspaceId: 'ws_1',
      priceId: 'price_pro_month',
      productName: 'Pro plan',
      amount: 7900,
      currency: 'usd',
      interval: 'month',
      status: 'open',
      metadata: input.metadata,
      expiresAt: clock + 24 * 60 * 60 * 1000,
    })
  })

  it('answers an unknown price with a 400 naming the price and the command that adds it', async () => {
    const error = await rejection(provider().createCheckout({ ...input, priceId: 'price_gold' }))

    expect(error.statusCode).toBe(400)
    expect(error.code).toBe('payment/unknown-price')
    expect(error.message).toBe(
      'Unknown price "price_gold": the workspace\'s price catalogue has no such price. Add it with `snipwire price put` or check the snippet\'s priceID.',
    )
  })

  it('refuses a subscription of a one-time price, a bad success URL and live mode', async () => {
    expect(
      (await rejection(provider().createCheckout({ ...input, priceId: 'price_basic_once' })))
        .message,
    ).toContain('is a one-time price, so it cannot start a subscription')
    expect(
      (await rejection(provider().createCheckout({ ...input, successUrl: 'welcome' }))).statusCode,
    ).toBe(400)
    const live = await rejection(provider().createCheckout({ ...input, mode: 'live' }))
    expect(live.statusCode).toBe(502)
    expect(live.message).toContain('Live payments need Stripe')
    expect(await store.count()).toBe(0)
  })

  it('pays with the form token: a payment with the checkout metadata and the success URL with its id', async () => {
    const { checkoutId } = await provider().createCheckout(input)
    const checkout = (await store.findCheckout(checkoutId))!
    clock += 60_000

    const outcome = payTestCheckout(checkout, checkout.formToken, clock)

    expect(outcome.redirectTo).toBe(
      `https://shop.example/welcome?plan=pro&session_id=${checkoutId}`,
    )
    expect(outcome.payment).toEqual({
      provider: 'test',
      checkoutId,
      eventId: null,
      workspaceId: 'ws_1',
      mode: 'test',
      snippetId: 'pay-pro',
      userId: null,
      priceId: 'price_pro_month',
      paymentType: 'subscription',
      status: 'paid',
      amountTotal: 7900,
      currency: 'usd',
      customerEmail: null,
      metadata: input.metadata,
      completedAt: clock,
    })
  })

  it('sends a repeated Pay of a paid checkout to the success URL again and records nothing', async () => {
    const { checkoutId } = await provider().createCheckout(input)
    const paid: TestCheckout = {
      ...(await store.findCheckout(checkoutId))!,
      status: 'paid',
      completedAt: clock,
    }

    expect(payTestCheckout(paid, paid.formToken, clock + 1000)).toEqual({
      payment: null,
      redirectTo: `https://shop.example/welcome?plan=pro&session_id=${checkoutId}`,
    })
  })

  it('refuses Pay and Cancel without the page form token, as a forged cross-site post would be', async () => {
    const { checkoutId } = await provider().createCheckout(input)
    const checkout = (await store.findCheckout(checkoutId))!

    for (const token of [undefined, '', 'x'.repeat(43), checkout.formToken.slice(1)]) {
      const error = thrown(() => payTestCheckout(checkout, token, clock))
      expect(error.statusCode).toBe(403)
      expect(error.message).toBe(
        'This form did not come from the checkout page. Open the checkout link again and use its buttons.',
      )
      expect(thrown(() => cancelTestCheckout(checkout, token, clock)).statusCode).toBe(403)
    }
  })

  it('cancels back to the cancel URL, or to the shop home page when there is none', async () => {
    const { checkoutId } = await provider().createCheckout(input)
    const checkout = (await store.findCheckout(checkoutId))!

    expect(cancelTestCheckout(checkout, checkout.formToken, clock)).toEqual({
      redirectTo: 'https://shop.example/pricing',
    })
    expect(cancelTestCheckout({ ...checkout, cancelUrl: null }, checkout.formToken, clock)).toEqual(
      {
        redirectTo: 'https://shop.example/',
      },
    )
  })

  it('gives unknown, expired, paid and cancelled checkouts a readable title, message and status', async () => {
    const { checkoutId } = await provider().createCheckout(input)
    const checkout = (await store.findCheckout(checkoutId))!

    const cases = [
      [undefined, clock, 404, 'Checkout not found'],
      [checkout, checkout.expiresAt, 410, 'Checkout expired'],
      [{ ...checkout, status: 'paid' as const }, clock, 410, 'Already paid'],
      [{ ...checkout, status: 'cancelled' as const }, clock, 410, 'Checkout cancelled'],
    ] as const
    for (const [candidate, at, status, title] of cases) {
      const error = thrown(() => openTestCheckout(candidate, at))
      expect([error.statusCode, 'title' in error ? error.title : '']).toEqual([status, title])
    }
    expect(
      thrown(() => payTestCheckout(checkout, checkout.formToken, checkout.expiresAt)).statusCode,
    ).toBe(410)
    expect(openTestCheckout(checkout, checkout.expiresAt - 1)).toBe(checkout)
  })

  it('throws a TypeError naming the option for a public URL that is not an http(s) URL', () => {
    expect(() => createTestProvider({ store: store.store, publicUrl: 'localhost:3000' })).toThrow(
      'The `publicUrl` option must be an http(s) URL such as https://snipwire.example.',
    )
  })
})
