/**
 * The built-in test checkout, the embedded default when no Stripe key is configured: a
 * `PaymentProvider` that prices a checkout from the workspace's catalogue and links to a page on
 * this server (`/checkout/<id>`), plus the decisions its Pay and Cancel buttons lead to.
 * Storage stays behind `TestCheckoutStore`, so the HTTP routes only load, call and save.
 *
 * Forms are safe against cross-site posts by design: the checkout id is 192 random bits (the
 * link is the capability), Pay and Cancel are POSTs that must carry the page's own form token
 * (compared in constant time), the page forbids framing, and a checkout changes state once.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { checkReturnUrl, withSessionId } from './checkout-urls.js'
import type { BillingInterval } from './format-amount.js'
import {
  CheckoutFormError,
  CheckoutUnavailableError,
  PaymentProviderError,
  UnknownPriceError,
} from './payment-error.js'
import type {
  CheckoutInput,
  CheckoutResult,
  PaymentMode,
  PaymentProvider,
  PaymentRecord,
} from './payment-provider.js'
import { checkPriceFitsPaymentType, type PriceEntry } from './price-catalogue.js'
import type { PaymentType } from '@snipwire/protocol'

/** A row of the `checkouts` table with provider `test`. */
export interface TestCheckout {
  id: string
  /** Sent back by the page's Pay and Cancel forms. */
  formToken: string
  workspaceId: string
  mode: PaymentMode
  priceId: string
  productName: string
  amount: number
  currency: string
  interval: BillingInterval | null
  paymentType: PaymentType
  successUrl: string
  cancelUrl: string | null
  metadata: Record<string, string>
  status: 'open' | 'paid' | 'cancelled'
  createdAt: number
  expiresAt: number
  completedAt: number | null
}

export interface TestCheckoutStore {
  findPrice(workspaceId: string, priceId: string): Promise<PriceEntry | undefined>
  insertCheckout(checkout: TestCheckout): Promise<void>
}

export interface TestProviderOptions {
  store: TestCheckoutStore
  /**
   * The server's public base URL (`SNIPWIRE_PUBLIC_URL`), e.g. `https://snipwire.example`; a
   * function when it is known only once the server listens.
   */
  publicUrl: string | (() => string)
  now?: () => number
  /** How long a checkout link stays valid; 24 hours, as at Stripe. */
  ttlMs?: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Creates the test provider.
 * @example
 * const provider = createTestProvider({ store, publicUrl: 'http://localhost:3000' })
 * await provider.createCheckout(input) // { paymentLink: 'http://localhost:3000/checkout/cs_test_…', checkoutId: 'cs_test_…' }
 */
export function createTestProvider(options: TestProviderOptions): PaymentProvider {
  const base = (): string => {
    const value = typeof options.publicUrl === 'string' ? options.publicUrl : options.publicUrl()
    const url = value.replace(/\/+$/, '')
    if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(url)) {
      throw new TypeError(
        'The `publicUrl` option must be an http(s) URL such as https://snipwire.example.',
      )
    }
    return url
  }
  if (typeof options.publicUrl === 'string') base()
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs ?? DAY_MS

  return {
    name: 'test',
    async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
      if (input.mode === 'live') {
        throw new PaymentProviderError(
          'Live payments need Stripe: this server has no STRIPE_SECRET_KEY, and its test checkout only takes test keys (pk_test_…).',
        )
      }
      checkReturnUrl(input.successUrl, 'successUrl')
      if (input.cancelUrl !== undefined) checkReturnUrl(input.cancelUrl, 'cancelUrl')
      const pages = `${base()}/checkout/`
      const price = await options.store.findPrice(input.workspaceId, input.priceId)
      if (price === undefined) throw new UnknownPriceError(input.priceId, 'test')
      checkPriceFitsPaymentType(price, input.paymentType)

      const createdAt = now()
      const checkout: TestCheckout = {
        id: `cs_test_${randomBytes(24).toString('base64url')}`,
        formToken: randomBytes(32).toString('base64url'),
        workspaceId: input.workspaceId,
        mode: input.mode,
        priceId: price.id,
        productName: price.name,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval ?? null,
        paymentType: input.paymentType,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl ?? null,
        metadata: { ...input.metadata },
        status: 'open',
        createdAt,
        expiresAt: createdAt + ttlMs,
        completedAt: null,
      }
      await options.store.insertCheckout(checkout)
      return { paymentLink: `${pages}${checkout.id}`, checkoutId: checkout.id }
    },
  }
}

/**
 * The checkout the page at `/checkout/<id>` may show, or a `CheckoutUnavailableError` whose
 * title and message the error page shows (404 unknown, 410 expired or completed).
 * @example const checkout = openTestCheckout(await store.findCheckout(id), Date.now())
 */
export function openTestCheckout(checkout: TestCheckout | undefined, now: number): TestCheckout {
  if (checkout === undefined) {
    throw new CheckoutUnavailableError(
      'Checkout not found',
      'There is no checkout at this address. Check the link, or start the payment again from the shop.',
      404,
    )
  }
  if (checkout.status === 'paid') {
    throw new CheckoutUnavailableError(
      'Already paid',
      'This checkout has been paid already. Nothing more to do here.',
      410,
    )
  }
  if (checkout.status === 'cancelled') {
    throw new CheckoutUnavailableError(
      'Checkout cancelled',
      'This checkout was cancelled. Start the payment again from the shop to try once more.',
      410,
    )
  }
  if (now >= checkout.expiresAt) {
    throw new CheckoutUnavailableError(
      'Checkout expired',
      'This checkout link has expired. Start the payment again from the shop to get a new one.',
      410,
    )
  }
  return checkout
}

export interface PayOutcome {
  /** The payment to record; null when this checkout was paid already (a repeated Pay). */
  payment: PaymentRecord | null
  /** The success URL with `session_id=<checkout id>`; answer with a 303 to it. */
  redirectTo: string
}

/**
 * Pay on the test checkout page: checks the form token and the checkout's state, and returns
 * the payment to record (with the checkout's metadata) and where to send the buyer. A second
 * Pay of a paid checkout sends the buyer to the success URL again and records nothing.
 * @example
 * const { payment, redirectTo } = payTestCheckout(checkout, form.token, Date.now())
 * // in one transaction: mark the checkout paid, insert the payment; then reply 303 redirectTo
 */
export function payTestCheckout(
  checkout: TestCheckout | undefined,
  formToken: string | undefined,
  now: number,
): PayOutcome {
  if (checkout !== undefined && checkout.status === 'paid') {
    checkFormToken(checkout, formToken)
    return { payment: null, redirectTo: withSessionId(checkout.successUrl, checkout.id) }
  }
  const open = openTestCheckout(checkout, now)
  checkFormToken(open, formToken)
  return {
    payment: {
      provider: 'test',
      checkoutId: open.id,
      eventId: null,
      workspaceId: open.workspaceId,
      mode: open.mode,
      snippetId: open.metadata.snippetId ?? null,
      userId:
        open.metadata.userId === undefined || open.metadata.userId === ''
          ? null
          : open.metadata.userId,
      priceId: open.priceId,
      paymentType: open.paymentType,
      status: 'paid',
      amountTotal: open.amount,
      currency: open.currency,
      customerEmail: null,
      metadata: { ...open.metadata },
      completedAt: now,
    },
    redirectTo: withSessionId(open.successUrl, open.id),
  }
}

/**
 * Cancel on the test checkout page: returns where the buyer came from (the checkout's cancel
 * URL, else the shop's home page, the success URL's origin).
 * @example const { redirectTo } = cancelTestCheckout(checkout, form.token, Date.now())
 */
export function cancelTestCheckout(
  checkout: TestCheckout | undefined,
  formToken: string | undefined,
  now: number,
): { redirectTo: string } {
  const open = openTestCheckout(checkout, now)
  checkFormToken(open, formToken)
  return { redirectTo: open.cancelUrl ?? `${new URL(open.successUrl).origin}/` }
}

function checkFormToken(checkout: TestCheckout, formToken: string | undefined): void {
  // Hashing both sides gives equal lengths, so the comparison takes the same time either way.
  const expected = createHash('sha256').update(checkout.formToken).digest()
  const given = createHash('sha256')
    .update(formToken ?? '')
    .digest()
  if (formToken === undefined || !timingSafeEqual(expected, given)) throw new CheckoutFormError()
}
