/**
 * The test checkout's routes in their own Fastify scope: form bodies
 * (`application/x-www-form-urlencoded`, small) are parsed only here, and every failure is
 * answered with the readable HTML error page (strict CSP, no framing) instead of JSON: a buyer
 * sees these pages, not a script.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Store } from '../../core/store.js'
import { CheckoutFormError, CheckoutUnavailableError } from '../payment-error.js'
import { renderCheckoutErrorPage, testCheckoutPageHeaders } from '../test-checkout-page.js'
import { registerCheckoutCancel } from './checkout-cancel.js'
import { registerCheckoutPage } from './checkout-page.js'
import { registerCheckoutPay } from './checkout-pay.js'

/** A Pay or Cancel form holds one token: anything bigger is not the page's form. */
const FORM_BODY_LIMIT_BYTES = 4096

export interface TestCheckoutRoutesOptions {
  store: Store
  now: () => number
  /** The server's public base URL, once known; the page's own origin for the form check. */
  publicUrl: () => string | null
}

function errorPage(
  reply: FastifyReply,
  statusCode: number,
  title: string,
  message: string,
): FastifyReply {
  return reply
    .code(statusCode)
    .headers(testCheckoutPageHeaders())
    .send(renderCheckoutErrorPage(title, message))
}

function handleCheckoutError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof CheckoutUnavailableError) {
    return errorPage(reply, error.statusCode, error.title, error.message)
  }
  if (error instanceof CheckoutFormError) {
    return errorPage(reply, 403, 'Form refused', error.message)
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return errorPage(
      reply,
      error.statusCode,
      'Request not understood',
      'The checkout could not read this request. Open the checkout link again and use its buttons.',
    )
  }
  request.log.error({ err: error }, 'test checkout failed')
  return errorPage(
    reply,
    500,
    'Something went wrong',
    'The checkout failed on the server and nothing was paid. Try again in a moment.',
  )
}

/**
 * Registers the page, Pay and Cancel in a scope of `app`.
 * @example registerTestCheckoutRoutes(app, { store, now: Date.now, publicUrl: () => context.publicUrl })
 */
export function registerTestCheckoutRoutes(
  app: FastifyInstance,
  options: TestCheckoutRoutesOptions,
): void {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(body as string)))
      },
    )
    scope.setErrorHandler(handleCheckoutError)
    registerCheckoutPage(scope, options)
    registerCheckoutPay(scope, options)
    registerCheckoutCancel(scope, options)
    done()
  })
}
