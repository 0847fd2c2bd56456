/**
 * The seam between the server's payment operation (`core/checkout.ts`, which checks the snippet,
 * resolves the price and builds the metadata) and a payments provider (Stripe or the test
 * checkout): the request becomes the provider's input, and every checkout the server creates is
 * kept in `checkouts`, the test provider's whole hosted checkout as well as what the server knows
 * of a Stripe session (its price, which a Stripe event does not carry).
 */
import type { CheckoutRequest, PaymentProvider as ServerPaymentProvider } from '../core/payments.js'
import type { Store } from '../core/store.js'
import { findPrice } from './price-store.js'
import { insertCheckout } from './checkout-store.js'
import type { CheckoutInput, PaymentProvider } from './payment-provider.js'
import type { TestCheckoutStore } from './test-checkout.js'

/** Stripe's Checkout Sessions expire after 24 hours by default. */
const STRIPE_SESSION_TTL_MS = 24 * 60 * 60 * 1000

/**
 * The test provider's storage on the server's store.
 * @example createTestProvider({ store: createTestCheckoutStore(store), publicUrl })
 */
export function createTestCheckoutStore(store: Store): TestCheckoutStore {
  return {
    findPrice: (workspaceId, priceId) => findPrice(store.sql, workspaceId, priceId),
    insertCheckout: (checkout) =>
      store.transaction((tx) => insertCheckout(tx.sql, { ...checkout, provider: 'test' })),
  }
}

/**
 * The server's `PaymentProvider` over a payments provider.
 * @example const payments = createCheckoutProvider({ provider: createStripeProvider(options), store })
 */
export function createCheckoutProvider(options: {
  provider: PaymentProvider
  store: Store
  now?: () => number
}): ServerPaymentProvider {
  const { provider, store } = options
  const now = options.now ?? Date.now
  return {
    async createCheckout(request: CheckoutRequest): Promise<{ paymentLink: string }> {
      const input: CheckoutInput = {
        workspaceId: request.workspaceId,
        mode: request.mode,
        priceId: request.priceId,
        paymentType: request.paymentType,
        successUrl: request.successUrl,
        metadata: request.metadata,
        ...(request.connectedAccount === undefined
          ? {}
          : { connectedAccount: request.connectedAccount }),
        ...(request.cancelUrl === undefined ? {} : { cancelUrl: request.cancelUrl }),
      }
      const result = await provider.createCheckout(input)
      if (provider.name === 'stripe') {
        const createdAt = now()
        await store.transaction((tx) =>
          insertCheckout(tx.sql, {
            id: result.checkoutId,
            provider: 'stripe',
            workspaceId: input.workspaceId,
            mode: input.mode,
            priceId: input.priceId,
            paymentType: input.paymentType,
            productName: null,
            amount: null,
            currency: null,
            interval: null,
            successUrl: input.successUrl,
            cancelUrl: input.cancelUrl ?? null,
            metadata: input.metadata,
            formToken: null,
            status: 'open',
            createdAt,
            expiresAt: createdAt + STRIPE_SESSION_TTL_MS,
            completedAt: null,
          }),
        )
      }
      return { paymentLink: result.paymentLink }
    },
  }
}
