/**
 * Errors of the payments area. Each carries the protocol's error `code` and the HTTP status the
 * server's error handler answers with; the message is safe to show a page (it never holds a
 * secret key, a payment account id or a provider's stack), and `cause` keeps the original error
 * for the server log.
 */
import { ERROR_CODES, type ErrorCode } from '@snipwire/protocol'
import { SnipwireServerError } from '../core/errors.js'

/** The payments area's base error: a `SnipwireServerError`, so the one error handler maps it. */
export class PaymentError extends SnipwireServerError {
  constructor(message: string, code: ErrorCode, statusCode: number, options?: ErrorOptions) {
    super(code, message, statusCode, options)
    this.name = 'PaymentError'
  }
}

/** 400: the price the checkout asks for is not in the catalogue (or not at the provider). */
export class UnknownPriceError extends PaymentError {
  readonly priceId: string

  constructor(priceId: string, provider: 'stripe' | 'test', options?: ErrorOptions) {
    super(
      provider === 'stripe'
        ? `Unknown price "${priceId}": Stripe has no such price on this workspace's payment account. Check the snippet's priceID.`
        : `Unknown price "${priceId}": the workspace's price catalogue has no such price. Add it with \`snipwire price put\` or check the snippet's priceID.`,
      ERROR_CODES.unknownPrice,
      400,
      options,
    )
    this.name = 'UnknownPriceError'
    this.priceId = priceId
  }
}

/** 400: the checkout request itself is wrong (a bad URL, metadata over the provider's limits…). */
export class PaymentRequestError extends PaymentError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, ERROR_CODES.invalidRequest, 400, options)
    this.name = 'PaymentRequestError'
  }
}

/** 502: the provider refused the server's credentials, failed, timed out or could not be reached. */
export class PaymentProviderError extends PaymentError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, ERROR_CODES.paymentProvider, 502, options)
    this.name = 'PaymentProviderError'
  }
}

/** 400: a provider webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends PaymentError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, ERROR_CODES.invalidRequest, 400, options)
    this.name = 'WebhookSignatureError'
  }
}

/** 400: a price catalogue entry that cannot be stored (`snipwire price put`). */
export class PriceCatalogueError extends PaymentError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, ERROR_CODES.invalidRequest, 400, options)
    this.name = 'PriceCatalogueError'
  }
}

/**
 * 404 or 410: a test checkout id that does not exist, has expired, or is already completed.
 * `title` heads the readable error page.
 */
export class CheckoutUnavailableError extends PaymentError {
  readonly title: string

  constructor(title: string, message: string, statusCode: 404 | 410) {
    super(message, ERROR_CODES.notFound, statusCode)
    this.name = 'CheckoutUnavailableError'
    this.title = title
  }
}

/** 403: Pay or Cancel sent without the checkout page's form token (a forged form post). */
export class CheckoutFormError extends PaymentError {
  constructor() {
    super(
      'This form did not come from the checkout page. Open the checkout link again and use its buttons.',
      ERROR_CODES.invalidRequest,
      403,
    )
    this.name = 'CheckoutFormError'
  }
}
