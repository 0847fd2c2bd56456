/**
 * POST /checkout/:checkoutId/cancel — the test checkout's Cancel: checks the form (same origin,
 * the page's token), marks the checkout cancelled and answers 303 to the page the payment
 * started from. That page was checked to be on one of the workspace's authorized origins when
 * the checkout was created (else it is the success URL's home page), so Cancel is never an open
 * redirect.
 */
import type { FastifyInstance } from 'fastify'
import type { Store } from '../../core/store.js'
import { asTestCheckout, closeCheckout, findCheckout } from '../checkout-store.js'
import { cancelTestCheckout } from '../test-checkout.js'
import { TEST_CHECKOUT_ROUTES } from '../test-checkout-page.js'
import type { CheckoutParams } from './checkout-page.js'
import { checkFormOrigin, formToken } from './form-origin.js'

/**
 * Registers the route on `app`.
 * @example registerCheckoutCancel(app, { store, now: Date.now, publicUrl: () => null })
 */
export function registerCheckoutCancel(
  app: FastifyInstance,
  options: { store: Store; now: () => number; publicUrl: () => string | null },
): void {
  app.post<{ Params: CheckoutParams }>(TEST_CHECKOUT_ROUTES.cancel, async (request, reply) => {
    checkFormOrigin(request, options.publicUrl())
    const { checkoutId } = request.params
    const token = formToken(request.body)
    const now = options.now()
    const { redirectTo } = await options.store.transaction(async (tx) => {
      const checkout = asTestCheckout(await findCheckout(tx.sql, checkoutId))
      const outcome = cancelTestCheckout(checkout, token, now)
      await closeCheckout(tx.sql, checkoutId, 'cancelled', now)
      return outcome
    })
    return reply.header('cache-control', 'no-store').redirect(redirectTo, 303)
  })
}
