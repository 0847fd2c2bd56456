/**
 * The shape every payment provider has (Stripe, and the built-in test checkout), and the payment
 * record both produce once a checkout completes. No vendor type appears here.
 */
import type { PaymentType } from '@snipwire/protocol'

export type PaymentMode = 'test' | 'live'

export interface CheckoutInput {
  workspaceId: string
  /** The mode of the publishable key the page used. */
  mode: PaymentMode
  /**
   * The workspace's payment account for this mode (`sAcc` in test mode, `sAccLive` in live mode),
   * read from the workspace on the server, never taken from the caller. Without it the checkout
   * is created on the account of the server's own provider key.
   */
  connectedAccount?: string
  /** The snippet's `priceID` after `$variable` substitution. */
  priceId: string
  paymentType: PaymentType
  /** Absolute http(s) URL; the provider appends `session_id=<checkout id>`. */
  successUrl: string
  /** Absolute http(s) URL the checkout's Cancel returns to. */
  cancelUrl?: string
  /** Caller variables plus `snippetId`, `workspaceId` and `userId`. */
  metadata: Record<string, string>
}

export interface CheckoutResult {
  /** Where the browser goes to pay. */
  paymentLink: string
  /** The provider's id of the checkout (Stripe `cs_…`, test checkout `cs_test_…`). */
  checkoutId: string
}

export interface PaymentProvider {
  /** `'stripe'` or `'test'`; stored with every checkout and payment. */
  readonly name: PaymentProviderName
  /**
   * Creates a hosted checkout for one price.
   * Rejects with an `UnknownPriceError` (400), a `PaymentRequestError` (400) or a
   * `PaymentProviderError` (502), each with a message safe to show.
   */
  createCheckout(input: CheckoutInput): Promise<CheckoutResult>
}

export type PaymentProviderName = 'stripe' | 'test'

/** A completed checkout, as recorded in the `payments` table (see `payments-migrations.ts`). */
export interface PaymentRecord {
  provider: PaymentProviderName
  checkoutId: string
  /** The provider event that reported it (Stripe `evt_…`); null for the test checkout. */
  eventId: string | null
  workspaceId: string
  mode: PaymentMode
  snippetId: string | null
  userId: string | null
  /** Known from the stored checkout; a Stripe event does not carry it. */
  priceId: string | null
  paymentType: PaymentType
  status: PaymentStatus
  /** In the currency's smallest unit (cents); null when the provider did not say. */
  amountTotal: number | null
  /** Lower-case ISO 4217 code, e.g. `usd`. */
  currency: string | null
  customerEmail: string | null
  metadata: Record<string, string>
  /** Milliseconds since the epoch. */
  completedAt: number
}

export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required'
