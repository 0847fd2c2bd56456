/**
 * POST /checkout/:checkoutId/pay — the test checkout's Pay: checks the form (same origin, the
 * page's token), then in one transaction marks the checkout paid and records the payment with the
 * checkout's metadata, and answers 303 to the success URL with `session_id=<checkout id>`. Paying
 * a paid checkout again records nothing and goes to the success URL again.
 */
import type { FastifyInstance } from 'fastify'
import type { Store } from '../../core/store.js'
import { asTestCheckout, closeCheckout, findCheckout, recordPayment } from '../checkout-store.js'
import { payTestCheckout } from '../test-checkout.js'
import { TEST_CHECKOUT_ROUTES } from '../test-checkout-page.js'
import type { CheckoutParams } from './checkout-page.js'
import { checkFormOrigin, formToken } from './form-origin.js'

/**
 * Registers the route on `app`.
 * @example registerCheckoutPay(app, { store, now: Date.now, publicUrl: () => null })
 */
export function registerCheckoutPay(
  app: FastifyInstance,
  options: { store: Store; now: () => number; publicUrl: () => string | null },
): void {
  app.post<{ Params: CheckoutParams }>(TEST_CHECKOUT_ROUTES.pay, async (request, reply) => {
    checkFormOrigin(request, options.publicUrl())
    const { checkoutId } = request.params
    const token = formToken(request.body)
    const now = options.now()
    const { redirectTo } = await options.store.transaction(async (tx) => {
      const checkout = asTestCheckout(await findCheckout(tx.sql, checkoutId))
      const outcome = payTestCheckout(checkout, token, now)
      // Only the Pay that moves the checkout out of `open` records the payment.
      if (outcome.payment !== null && (await closeCheckout(tx.sql, checkoutId, 'paid', now))) {
        await recordPayment(tx.sql, outcome.payment)
      }
      return outcome
    })
    return reply.header('cache-control', 'no-store').redirect(redirectTo, 303)
  })
}
