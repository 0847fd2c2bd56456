/**
 * Payments in a running server: the payment provider the payment route uses (Stripe when a
 * Stripe key is configured, else the built-in test checkout) and the routes that come with it
 * (the test checkout's page, Pay and Cancel; Stripe's webhook when Stripe or its webhook secret
 * is configured).
 */
import type { PaymentProvider as ServerPaymentProvider } from '../core/payments.js'
import type { Store } from '../core/store.js'
import type { ServerExtension } from '../http/server-context.js'
import { createCheckoutProvider, createTestCheckoutStore } from './checkout-provider.js'
import type { PaymentsConfig } from './payments-config.js'
import type { PaymentProvider } from './payment-provider.js'
import { registerStripeWebhook } from './routes/stripe-webhook-route.js'
import { registerTestCheckoutRoutes } from './routes/test-checkout-routes.js'
import { createStripeProvider } from './stripe-provider.js'
import { createTestProvider } from './test-checkout.js'

export interface PaymentsPartOptions {
  store: Store
  config: PaymentsConfig
  /** The server's public base URL, for the test checkout's links (known once it listens). */
  publicUrl: () => string
  now?: () => number
  /** Stripe's per-request time-out (20 s) and the SDK's own retries (2). */
  stripeTimeoutMs?: number
  stripeMaxNetworkRetries?: number
}

export interface PaymentsPart {
  /** `stripe` or `test`. */
  providerName: PaymentProvider['name']
  payments: ServerPaymentProvider
  extension: ServerExtension
}

/**
 * @example
 * const part = createPaymentsPart({ store, config: readPaymentsConfig(process.env).config, publicUrl: () => url })
 * const { app } = await buildApp({ store, signingKey, payments: part.payments, extensions: [part.extension] })
 */
export function createPaymentsPart(options: PaymentsPartOptions): PaymentsPart {
  const { store, config } = options
  const now = options.now ?? Date.now
  const provider: PaymentProvider =
    config.stripe === null
      ? createTestProvider({
          store: createTestCheckoutStore(store),
          publicUrl: options.publicUrl,
          now,
        })
      : createStripeProvider({
          secretKeys: config.stripe.secretKeys,
          ...config.stripe.api,
          ...(options.stripeTimeoutMs === undefined ? {} : { timeoutMs: options.stripeTimeoutMs }),
          ...(options.stripeMaxNetworkRetries === undefined
            ? {}
            : { maxNetworkRetries: options.stripeMaxNetworkRetries }),
        })
  return {
    providerName: provider.name,
    payments: createCheckoutProvider({ provider, store, now }),
    extension: {
      name: 'payments',
      register(app, context) {
        const modes = Object.keys(config.stripe?.secretKeys ?? {}).join(' and ')
        app.log.info(
          config.stripe === null
            ? 'payments: the built-in test checkout (no STRIPE_SECRET_KEY); live-mode keys cannot pay'
            : `payments: Stripe for ${modes} mode`,
        )
        registerTestCheckoutRoutes(app, { store, now, publicUrl: () => context.publicUrl })
        if (config.stripe !== null || config.webhookSecret !== null) {
          registerStripeWebhook(app, { store, webhookSecret: config.webhookSecret, now })
        }
      },
    },
  }
}
