/**
 * GET /checkout/:checkoutId — the hosted test checkout page (TEST MODE, product, amount, billing
 * period, Pay and Cancel). An unknown, expired or completed checkout gets the readable error
 * page (404 or 410) through the checkout routes' error handler.
 */
import type { FastifyInstance } from 'fastify'
import type { Store } from '../../core/store.js'
import { asTestCheckout, findCheckout } from '../checkout-store.js'
import { openTestCheckout } from '../test-checkout.js'
import {
  TEST_CHECKOUT_ROUTES,
  renderTestCheckoutPage,
  testCheckoutPageHeaders,
} from '../test-checkout-page.js'

export interface CheckoutParams {
  checkoutId: string
}

/**
 * Registers the route on `app`.
 * @example registerCheckoutPage(app, { store, now: Date.now })
 */
export function registerCheckoutPage(
  app: FastifyInstance,
  options: { store: Store; now: () => number },
): void {
  app.get<{ Params: CheckoutParams }>(TEST_CHECKOUT_ROUTES.page, async (request, reply) => {
    const record = await findCheckout(options.store.sql, request.params.checkoutId)
    const checkout = openTestCheckout(asTestCheckout(record), options.now())
    return reply.headers(testCheckoutPageHeaders(checkout)).send(renderTestCheckoutPage(checkout))
  })
}
