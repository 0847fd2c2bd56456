/**
 * The Stripe payment provider: a Checkout Session created with the official `stripe` SDK on the
 * workspace's connected account (the `Stripe-Account` header), for one price, in payment or
 * subscription mode. Stripe's errors become `PaymentError`s whose messages a page may show:
 * an unknown price is a 400 naming the price, anything on Stripe's side a 502, never a stack,
 * a secret key or an account id.
 */
import Stripe from 'stripe'
import { CHECKOUT_SESSION_TOKEN, checkReturnUrl, withSessionId } from './checkout-urls.js'
import { PaymentProviderError, PaymentRequestError, UnknownPriceError } from './payment-error.js'
import type {
  CheckoutInput,
  CheckoutResult,
  PaymentMode,
  PaymentProvider,
} from './payment-provider.js'

export interface StripeProviderOptions {
  /**
   * The platform's secret (or restricted) keys by mode: `sk_test_…`/`rk_test_…` for test-mode
   * checkouts, `sk_live_…`/`rk_live_…` for live ones. A mode without a key cannot check out, so a
   * test page can never charge real cards.
   */
  secretKeys: { test?: string; live?: string }
  /** API host, `api.stripe.com` by default; tests point the SDK at a local server. */
  host?: string
  port?: number
  protocol?: 'https' | 'http'
  /** Per request, 20 s by default. */
  timeoutMs?: number
  /** The SDK's own retries of failed requests (with one idempotency key), 2 by default. */
  maxNetworkRetries?: number
}

// Stripe's documented metadata limits, checked first so the message can name the variable.
const METADATA_MAX_KEYS = 50
const METADATA_MAX_KEY_LENGTH = 40
const METADATA_MAX_VALUE_LENGTH = 500

const KEY_PATTERNS: Record<PaymentMode, RegExp> = {
  test: /^(sk|rk)_test_\S+$/,
  live: /^(sk|rk)_live_\S+$/,
}

/**
 * Sorts a `STRIPE_SECRET_KEY` value into the mode it serves.
 * @example stripeSecretKeys('sk_test_123') // { test: 'sk_test_123' }
 */
export function stripeSecretKeys(secretKey: string): { test: string } | { live: string } {
  if (KEY_PATTERNS.test.test(secretKey)) return { test: secretKey }
  if (KEY_PATTERNS.live.test(secretKey)) return { live: secretKey }
  throw new TypeError(
    'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_test_…, sk_live_…, rk_test_… or rk_live_…).',
  )
}

/**
 * Creates the Stripe provider.
 * @example
 * const stripe = createStripeProvider({ secretKeys: stripeSecretKeys(env.STRIPE_SECRET_KEY) })
 * const { paymentLink } = await stripe.createCheckout({ workspaceId, mode: 'test', connectedAccount: workspace.sAcc, priceId: 'price_pro_month', paymentType: 'subscription', successUrl: 'https://shop.example/thanks', metadata })
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const clients = new Map<PaymentMode, Stripe>()
  for (const mode of ['test', 'live'] as const) {
    const key = options.secretKeys[mode]
    if (key === undefined) continue
    if (!KEY_PATTERNS[mode].test(key)) {
      throw new TypeError(
        `The \`secretKeys.${mode}\` option must be a Stripe ${mode} key (sk_${mode}_… or rk_${mode}_…).`,
      )
    }
    clients.set(
      mode,
      new Stripe(key, {
        maxNetworkRetries: options.maxNetworkRetries ?? 2,
        timeout: options.timeoutMs ?? 20_000,
        telemetry: false,
        appInfo: { name: 'Snipwire' },
        ...(options.host === undefined ? {} : { host: options.host }),
        ...(options.port === undefined ? {} : { port: options.port }),
        ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
      }),
    )
  }
  if (clients.size === 0) {
    throw new TypeError('The `secretKeys` option needs a `test` or a `live` Stripe key.')
  }

  return {
    name: 'stripe',
    async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
      const stripe = clients.get(input.mode)
      if (stripe === undefined) {
        throw new PaymentProviderError(
          `Stripe is not configured for ${input.mode} mode: the server needs a ${input.mode} secret key (sk_${input.mode}_…) in STRIPE_SECRET_KEY.`,
        )
      }
      checkReturnUrl(input.successUrl, 'successUrl')
      if (input.cancelUrl !== undefined) checkReturnUrl(input.cancelUrl, 'cancelUrl')
      checkMetadata(input.metadata)
      if (
        input.connectedAccount !== undefined &&
        !/^acct_[A-Za-z0-9]+$/.test(input.connectedAccount)
      ) {
        // The value is a secret of the workspace: the message names the field, not its content.
        throw new PaymentProviderError(
          `The workspace's ${input.mode === 'test' ? 'sAcc' : 'sAccLive'} is not a Stripe account id (acct_…); the workspace owner must correct it.`,
        )
      }

      const metadata = input.metadata
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: input.paymentType,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: withSessionId(input.successUrl, CHECKOUT_SESSION_TOKEN),
        metadata,
        // The same metadata on the payment or subscription, so refunds and renewals carry it too.
        ...(input.paymentType === 'payment'
          ? { payment_intent_data: { metadata } }
          : { subscription_data: { metadata } }),
        ...(input.cancelUrl === undefined ? {} : { cancel_url: input.cancelUrl }),
      }
      let session: Stripe.Checkout.Session
      try {
        session = await stripe.checkout.sessions.create(
          params,
          input.connectedAccount === undefined ? {} : { stripeAccount: input.connectedAccount },
        )
      } catch (error) {
        throw toPaymentError(error, input.priceId)
      }
      if (typeof session.url !== 'string' || session.url === '') {
        throw new PaymentProviderError(
          'Stripe created the checkout but returned no payment page URL. Try again in a moment.',
        )
      }
      return { paymentLink: session.url, checkoutId: session.id }
    },
  }
}

function checkMetadata(metadata: Record<string, string>): void {
  const keys = Object.keys(metadata)
  if (keys.length > METADATA_MAX_KEYS) {
    throw new PaymentRequestError(
      `A Stripe checkout takes at most ${METADATA_MAX_KEYS} metadata entries; this one has ${keys.length}. Send fewer variables.`,
    )
  }
  for (const key of keys) {
    if (key.length > METADATA_MAX_KEY_LENGTH || /[[\]]/.test(key)) {
      throw new PaymentRequestError(
        `The variable name "${key}" cannot be Stripe metadata: use at most ${METADATA_MAX_KEY_LENGTH} characters and no square brackets.`,
      )
    }
    if ((metadata[key] ?? '').length > METADATA_MAX_VALUE_LENGTH) {
      throw new PaymentRequestError(
        `The value of "${key}" is longer than the ${METADATA_MAX_VALUE_LENGTH} characters Stripe metadata allows.`,
      )
    }
  }
}

/** Stripe masks keys itself (`sk_test_***1234`); account ids and key fragments go as well. */
function redact(message: string): string {
  return message.replace(/\b(acct|sk|rk|pk)_[A-Za-z0-9_*]+/g, '[redacted]')
}

function toPaymentError(error: unknown, priceId: string): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error
  const cause = { cause: error }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new PaymentProviderError(
      'Stripe could not be reached (network failure or time-out). Try again in a moment.',
      cause,
    )
  }
  const status = error.statusCode ?? 0
  if (status === 401 || status === 403) {
    return new PaymentProviderError(
      `Stripe refused the server's credentials for this checkout (${redact(error.message)}). The site owner must check the Stripe key and the workspace's payment account.`,
      cause,
    )
  }
  if (status === 429) {
    return new PaymentProviderError(
      'Stripe is limiting requests right now. Try again in a moment.',
      cause,
    )
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && status >= 400 && status < 500) {
    if (error.code === 'resource_missing' && (error.param ?? '').includes('price')) {
      return new UnknownPriceError(priceId, 'stripe', cause)
    }
    return new PaymentRequestError(`Stripe rejected the checkout: ${redact(error.message)}`, cause)
  }
  return new PaymentProviderError(
    `Stripe failed to create the checkout${status > 0 ? ` (HTTP ${status})` : ''}. Try again in a moment.`,
    cause,
  )
}
