/**
 * The payment port: the server checks a payment snippet, resolves its price and counts the
 * call; a `PaymentProvider` (Stripe, or the built-in test checkout) creates the checkout.
 */
import type { PaymentType } from '@snipwire/protocol'
import type { Mode, StoredSnippet, Workspace } from './model.js'

export interface CheckoutRequest {
  workspace: Workspace
  workspaceId: string
  mode: Mode
  /** The workspace's payment account for the mode (`sAcc` / `sAccLive`); absent when unset. */
  connectedAccount?: string
  snippet: StoredSnippet
  snippetId: string
  /** The snippet's `priceID` after `$variable` substitution. */
  priceId: string
  paymentType: PaymentType
  /** The snippet's success URL (absolute http(s)). */
  successUrl: string
  /** The page to return to on cancel (absolute, on an authorized origin); absent when not sent. */
  cancelUrl?: string
  /** Caller variables (as strings) plus `snippetId`, `workspaceId` and `userId`. */
  metadata: Record<string, string>
  /** The signed-in end user, or null. */
  userId: string | null
}

export interface PaymentProvider {
  /**
   * Creates a hosted checkout and returns where the browser goes to pay. Throw an error carrying
   * a protocol `code` and a `statusCode` (such as the payments area's `PaymentError`s) for a
   * failure the page should see; anything else answers a generic 502.
   */
  createCheckout(request: CheckoutRequest): Promise<{ paymentLink: string }>
}
