/**
 * The return URLs of a checkout: checked once (absolute http or https, a sane length), and the
 * success URL given the checkout id the way Stripe does it (`session_id=…`), so a success page
 * works the same with Stripe and with the test checkout.
 */
import { PaymentRequestError } from './payment-error.js'

/** Stripe replaces this literal token in a success URL by the Checkout Session id. */
export const CHECKOUT_SESSION_TOKEN = '{CHECKOUT_SESSION_ID}'

/** Stripe's limit for `success_url` and `cancel_url`; the test checkout keeps the same. */
const MAX_URL_LENGTH = 5000

/**
 * Throws a `PaymentRequestError` unless `value` is an absolute http(s) URL.
 * @example checkReturnUrl('https://shop.example/thanks', 'successUrl') // passes
 */
export function checkReturnUrl(value: string, label: 'successUrl' | 'cancelUrl'): void {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new PaymentRequestError(
      `The ${label} "${value}" is not an absolute URL. Use a full address such as https://example.com/thanks.`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PaymentRequestError(
      `The ${label} must start with https:// or http://, not ${url.protocol}//.`,
    )
  }
  if (value.length > MAX_URL_LENGTH) {
    throw new PaymentRequestError(
      `The ${label} is ${value.length} characters long; at most ${MAX_URL_LENGTH} are allowed.`,
    )
  }
}

/**
 * Adds `session_id=<id>` to a success URL, before any `#fragment`, with `?` or `&` as the URL
 * needs. A URL that already holds `{CHECKOUT_SESSION_ID}` keeps its own placement: Stripe fills
 * the token in, and for any other id the token is replaced here.
 * @example withSessionId('https://a.example/ok?plan=pro#top', 'cs_test_1') // 'https://a.example/ok?plan=pro&session_id=cs_test_1#top'
 * @example withSessionId('https://a.example/ok', CHECKOUT_SESSION_TOKEN) // 'https://a.example/ok?session_id={CHECKOUT_SESSION_ID}'
 */
export function withSessionId(successUrl: string, sessionId: string): string {
  const value = sessionId === CHECKOUT_SESSION_TOKEN ? sessionId : encodeURIComponent(sessionId)
  if (successUrl.includes(CHECKOUT_SESSION_TOKEN)) {
    return successUrl.split(CHECKOUT_SESSION_TOKEN).join(value)
  }
  const hashAt = successUrl.indexOf('#')
  const base = hashAt === -1 ? successUrl : successUrl.slice(0, hashAt)
  const fragment = hashAt === -1 ? '' : successUrl.slice(hashAt)
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${separator}session_id=${value}${fragment}`
}
