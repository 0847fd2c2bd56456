/**
 * The test checkout's hosted pages, as self-contained HTML (inline CSS, no script, no external
 * request): the checkout itself, which says TEST MODE and shows the product, the amount and the
 * billing period with Pay and Cancel forms, and a readable error page. Every value from the
 * catalogue or the checkout is HTML-escaped. Serve them with `testCheckoutPageHeaders`, whose
 * Content-Security-Policy allows exactly this stylesheet and these forms, and no framing.
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from '../mail/escape-html.js'
import { formatAmount, formatBillingPeriod } from './format-amount.js'
import type { TestCheckout } from './test-checkout.js'

/** The routes the pages' forms post to; `:checkoutId` is the checkout's id. */
export const TEST_CHECKOUT_ROUTES = {
  page: '/checkout/:checkoutId',
  pay: '/checkout/:checkoutId/pay',
  cancel: '/checkout/:checkoutId/cancel',
} as const

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#f3f4f8;color:#111827;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.banner{padding:10px 16px;background:#fef3c7;color:#78350f;border-bottom:1px solid #fcd34d;text-align:center;font-size:14px}
.banner p{margin:0}
.banner strong{letter-spacing:.06em}
main{width:100%;max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:16px;box-shadow:0 1px 2px rgba(17,24,39,.05),0 12px 32px rgba(17,24,39,.08);padding:28px 24px}
.badge{display:inline-block;margin:0 0 16px;padding:2px 10px;border-radius:999px;background:#fde68a;color:#78350f;font-size:12px;font-weight:700;letter-spacing:.08em}
.eyebrow{margin:0;color:#4b5563;font-size:14px}
h1{margin:4px 0 12px;font-size:24px;line-height:1.25;overflow-wrap:anywhere}
.price{margin:0 0 20px;display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 8px}
.amount{font-size:36px;font-weight:700;letter-spacing:-.02em}
.period{color:#4b5563}
dl{margin:0 0 24px;border-top:1px solid #e5e7eb}
dl div{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-bottom:1px solid #e5e7eb}
dt{color:#4b5563}
dd{margin:0;font-weight:600;text-align:right}
form{margin:0}
button{display:block;width:100%;min-height:48px;padding:12px 16px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer}
.pay{border:1px solid #4338ca;background:#4f46e5;color:#fff}
.pay:hover{background:#4338ca}
.cancel{margin-top:12px;border:1px solid #d1d5db;background:#fff;color:#111827}
.cancel:hover{background:#f9fafb}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.note{margin:20px 0 0;color:#4b5563;font-size:14px}
.error h1{margin-top:0}
@media (min-width:640px){main{margin-top:64px}.card{padding:36px 40px}}
`

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/**
 * The response headers for both pages. Pass the checkout for its page: its return URLs'
 * origins join `form-action`, because browsers check the redirect after Pay or Cancel too.
 * @example reply.headers(testCheckoutPageHeaders(checkout)).send(renderTestCheckoutPage(checkout))
 */
export function testCheckoutPageHeaders(
  checkout?: Pick<TestCheckout, 'successUrl' | 'cancelUrl'>,
): Record<string, string> {
  const formTargets =
    checkout === undefined
      ? "'none'"
      : [
          "'self'",
          ...new Set(
            [checkout.successUrl, checkout.cancelUrl ?? checkout.successUrl].map(
              (url) => new URL(url).origin,
            ),
          ),
        ].join(' ')
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // The page's address is the checkout's capability: it must not leak to the shop. Same-origin
    // (not no-referrer) so the forms' posts still carry this server's Origin.
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
  }
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner"><p><strong>TEST MODE</strong> · No real payment is made and no card is charged.</p></header>
${body}
</body>
</html>
`
}

function billingLabel(checkout: TestCheckout): string {
  if (checkout.paymentType === 'payment') return 'One-time payment'
  return checkout.interval === 'year' ? 'Yearly subscription' : 'Monthly subscription'
}

/**
 * The hosted test checkout page.
 * @example renderTestCheckoutPage(checkout) // '<!doctype html>…TEST MODE…Pay $79.00…'
 */
export function renderTestCheckoutPage(checkout: TestCheckout, locale = 'en-US'): string {
  const amount = formatAmount(checkout.amount, checkout.currency, locale)
  const period = formatBillingPeriod(
    checkout.paymentType === 'subscription' ? checkout.interval : null,
  )
  const base = TEST_CHECKOUT_ROUTES.page.replace(':checkoutId', encodeURIComponent(checkout.id))
  const token = escapeHtml(checkout.formToken)
  return page(
    `Test checkout: ${checkout.productName}`,
    `<main>
<section class="card" aria-labelledby="product">
<p class="badge">TEST MODE</p>
<p class="eyebrow">You are buying</p>
<h1 id="product">${escapeHtml(checkout.productName)}</h1>
<p class="price"><span class="amount">${escapeHtml(amount)}</span> <span class="period">${escapeHtml(period)}</span></p>
<dl>
<div><dt>Billing</dt><dd>${billingLabel(checkout)}</dd></div>
<div><dt>Currency</dt><dd>${escapeHtml(checkout.currency.toUpperCase())}</dd></div>
<div><dt>Due today</dt><dd>${escapeHtml(amount)}</dd></div>
</dl>
<form method="post" action="${escapeHtml(`${base}/pay`)}">
<input type="hidden" name="token" value="${token}">
<button type="submit" class="pay">Pay ${escapeHtml(amount)}</button>
</form>
<form method="post" action="${escapeHtml(`${base}/cancel`)}">
<input type="hidden" name="token" value="${token}">
<button type="submit" class="cancel">Cancel and go back</button>
</form>
<p class="note">This is the Snipwire test checkout. Pay records a test payment and returns you to the shop.</p>
</section>
</main>`,
  )
}

/**
 * The page for an unknown, expired or completed checkout (`CheckoutUnavailableError`'s title
 * and message) or a refused form.
 * @example renderCheckoutErrorPage('Checkout expired', 'This checkout link has expired. …')
 */
export function renderCheckoutErrorPage(title: string, message: string): string {
  return page(
    `${title} · Snipwire test checkout`,
    `<main>
<section class="card error" aria-labelledby="title">
<h1 id="title">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p class="note">Snipwire test checkout</p>
</section>
</main>`,
  )
}
