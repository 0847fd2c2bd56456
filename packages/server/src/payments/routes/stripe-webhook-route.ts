/**
 * POST /v1/payments/stripe/webhook — Stripe's events. The raw body (parsed only in this scope, up
 * to 1 MiB) is verified against `Stripe-Signature` with `STRIPE_WEBHOOK_SECRET`; a missing, wrong
 * or stale signature is a 400. `checkout.session.completed` is recorded once: the event id and
 * the checkout id are both keys, so a duplicate or replayed delivery changes nothing. A session
 * is recorded only when it came from the workspace's own payment account for its mode (the
 * metadata alone is written by whoever created the session). Every verified event is answered
 * 200, recorded or not, so Stripe stops retrying it.
 */
import { ERROR_CODES } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { UnavailableError } from '../../core/errors.js'
import type { Store } from '../../core/store.js'
import {
  closeCheckout,
  findCheckout,
  recordPayment,
  recordWebhookEvent,
} from '../checkout-store.js'
import { isFromWorkspaceAccount, parseStripeWebhook } from '../stripe-webhook.js'

export const STRIPE_WEBHOOK_ROUTE = '/v1/payments/stripe/webhook'

const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024

export type StripeWebhookResult = 'recorded' | 'duplicate' | 'ignored'

/**
 * Registers the route in a scope of `app`.
 * @example registerStripeWebhook(app, { store, webhookSecret: 'whsec_…', now: Date.now })
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  options: { store: Store; webhookSecret: string | null; now: () => number },
): void {
  void app.register((scope, _options, done) => {
    // The signature covers the bytes as sent: keep them, parse nothing.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, parsed) => parsed(null, body),
    )
    scope.post(STRIPE_WEBHOOK_ROUTE, async (request, reply) => {
      if (options.webhookSecret === null) {
        throw new UnavailableError(
          ERROR_CODES.paymentProvider,
          'Stripe webhooks are not configured on this server: set STRIPE_WEBHOOK_SECRET to the endpoint signing secret (whsec_…).',
        )
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const header = request.headers['stripe-signature']
      const now = options.now()
      const outcome = parseStripeWebhook(body, Array.isArray(header) ? header[0] : header, {
        webhookSecret: options.webhookSecret,
        receivedAt: now,
      })
      const eventType =
        outcome.kind === 'payment' ? 'checkout.session.completed' : outcome.eventType
      const result = await options.store.transaction(async (tx): Promise<StripeWebhookResult> => {
        if (!(await recordWebhookEvent(tx.sql, 'stripe', outcome.eventId, eventType, now))) {
          return 'duplicate'
        }
        if (outcome.kind === 'ignored') return 'ignored'
        const { payment } = outcome
        const workspace = await tx.getWorkspace(payment.workspaceId)
        if (workspace === null || !isFromWorkspaceAccount(outcome, workspace)) {
          request.log.warn(
            { eventId: outcome.eventId, workspaceId: payment.workspaceId },
            "Stripe event ignored: the session is not from the workspace's payment account",
          )
          return 'ignored'
        }
        const checkout = await findCheckout(tx.sql, payment.checkoutId)
        const recorded = await recordPayment(tx.sql, {
          ...payment,
          priceId: checkout?.provider === 'stripe' ? checkout.priceId : null,
        })
        await closeCheckout(tx.sql, payment.checkoutId, 'paid', now)
        return recorded ? 'recorded' : 'duplicate'
      })
      return reply.header('cache-control', 'no-store').send({ received: true, result })
    })
    done()
  })
}
