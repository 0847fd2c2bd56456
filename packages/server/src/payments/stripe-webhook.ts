/**
 * Stripe's webhook: the `Stripe-Signature` header is verified with the official SDK against the
 * raw body (HMAC-SHA256 with the endpoint's `whsec_…` secret, and a timestamp no older than the
 * tolerance, so a captured request cannot be replayed later), then `checkout.session.completed`
 * becomes a `PaymentRecord`. Recording it exactly once is the store's part: `webhook_events`
 * is keyed by the event id and `payments` by the checkout id (see `payments-migrations.ts`).
 */
import type { PaymentType } from '@snipwire/protocol'
import Stripe from 'stripe'
import { paymentAccountFor } from './payment-account.js'
import { WebhookSignatureError } from './payment-error.js'
import type { PaymentRecord, PaymentStatus } from './payment-provider.js'

export interface StripeWebhookOptions {
  /** The endpoint's signing secret, `whsec_…` (`STRIPE_WEBHOOK_SECRET`). */
  webhookSecret: string
  /** Oldest signature accepted, in seconds; Stripe's default is 300. */
  toleranceSeconds?: number
  /** When the request arrived, ms since the epoch; `Date.now()` by default. */
  receivedAt?: number
}

export type StripeWebhookOutcome =
  | {
      kind: 'payment'
      eventId: string
      /**
       * The connected account the event came from (`acct_…`), null for the platform's own.
       * The caller must check it is the workspace's `sAcc`/`sAccLive` for the record's mode
       * before recording: the metadata alone is written by whoever created the session.
       */
      account: string | null
      payment: PaymentRecord
    }
  | { kind: 'ignored'; eventId: string; eventType: string; reason: string }

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'unpaid', 'no_payment_required']

/**
 * Verifies a Stripe webhook request and reads the payment it reports.
 * Throws a `WebhookSignatureError` (400) for a missing, wrong or stale signature.
 * @example
 * const outcome = parseStripeWebhook(request.rawBody, request.headers['stripe-signature'], { webhookSecret })
 * if (outcome.kind === 'payment') recordPaymentOnce(outcome)
 */
export function parseStripeWebhook(
  rawBody: string | Uint8Array,
  signatureHeader: string | undefined,
  options: StripeWebhookOptions,
): StripeWebhookOutcome {
  if (signatureHeader === undefined || signatureHeader.trim() === '') {
    throw new WebhookSignatureError(
      'The Stripe-Signature header is missing: only requests signed by Stripe are accepted.',
    )
  }
  const tolerance = options.toleranceSeconds ?? 300
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      options.webhookSecret,
      tolerance,
      undefined,
      options.receivedAt ?? Date.now(),
    )
  } catch (error) {
    throw new WebhookSignatureError(describeVerificationFailure(error, tolerance), { cause: error })
  }

  if (event.type !== 'checkout.session.completed') {
    return {
      kind: 'ignored',
      eventId: event.id,
      eventType: event.type,
      reason: 'not a completed checkout',
    }
  }
  const session = event.data.object
  const metadata = session.metadata ?? {}
  const workspaceId = metadata.workspaceId
  if (workspaceId === undefined || workspaceId === '') {
    return {
      kind: 'ignored',
      eventId: event.id,
      eventType: event.type,
      reason: 'the session has no workspaceId metadata, so Snipwire did not create it',
    }
  }
  const paymentType: PaymentType | undefined =
    session.mode === 'payment'
      ? 'payment'
      : session.mode === 'subscription'
        ? 'subscription'
        : undefined
  if (paymentType === undefined) {
    return {
      kind: 'ignored',
      eventId: event.id,
      eventType: event.type,
      reason: `a ${session.mode} session`,
    }
  }
  const status = PAYMENT_STATUSES.find((value) => value === session.payment_status) ?? 'unpaid'
  return {
    kind: 'payment',
    eventId: event.id,
    account: event.account ?? null,
    payment: {
      provider: 'stripe',
      checkoutId: session.id,
      eventId: event.id,
      workspaceId,
      mode: event.livemode ? 'live' : 'test',
      snippetId: metadata.snippetId ?? null,
      userId: metadata.userId === undefined || metadata.userId === '' ? null : metadata.userId,
      priceId: null,
      paymentType,
      status,
      amountTotal: session.amount_total,
      currency: session.currency,
      customerEmail: session.customer_details?.email ?? null,
      metadata: { ...metadata },
      completedAt: event.created * 1000,
    },
  }
}

function describeVerificationFailure(error: unknown, tolerance: number): string {
  const message = error instanceof Error ? error.message : ''
  if (message.includes('tolerance')) {
    return `The Stripe-Signature is older than ${tolerance} seconds: a replayed or delayed request is refused.`
  }
  if (message.includes('No signatures found')) {
    return 'The Stripe-Signature does not match the request body: the webhook secret is wrong or the body was altered.'
  }
  if (message.includes('Unable to extract')) {
    return 'The Stripe-Signature header is malformed: it needs t=<timestamp> and v1=<signature>.'
  }
  if (error instanceof SyntaxError) return 'The webhook body is not valid JSON.'
  return 'The Stripe webhook could not be verified.'
}

/**
 * Whether a payment event came from the workspace's own payment account for its mode (or from
 * the platform account when the workspace has none). Record the payment only then: anyone with
 * a connected account can create a session whose metadata names another workspace.
 * @example if (outcome.kind === 'payment' && isFromWorkspaceAccount(outcome, workspace)) record(outcome.payment)
 */
export function isFromWorkspaceAccount(
  outcome: Extract<StripeWebhookOutcome, { kind: 'payment' }>,
  workspace: { sAcc?: string | null; sAccLive?: string | null },
): boolean {
  return (paymentAccountFor(workspace, outcome.payment.mode) ?? null) === outcome.account
}
