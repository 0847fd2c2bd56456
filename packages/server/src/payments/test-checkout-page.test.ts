import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { TestCheckout } from './test-checkout.js'
import {
  renderCheckoutErrorPage,
  renderTestCheckoutPage,
  testCheckoutPageHeaders,
} from './test-checkout-page.js'

const checkout: TestCheckout = {
  id: 'cs_test_Abc123',
  formToken: 'tok_"quoted"&<more>',
  workspaceId: 'ws_1',
  mode: 'test',
  priceId: 'price_pro_month',
  productName: 'Pro <script>alert("x")</script> & more',
  amount: 7900,
  currency: 'usd',
  interval: 'month',
  paymentType: 'subscription',
  successUrl: 'https://shop.example/welcome',
  cancelUrl: 'https://pricing.example/plans',
  metadata: {},
  status: 'open',
  createdAt: 0,
  expiresAt: 1,
  completedAt: null,
}

/** The page's visible text, roughly as a reader gets it. */
function text(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('renderTestCheckoutPage', () => {
  const html = renderTestCheckoutPage(checkout)

  it('says TEST MODE and shows the product, the amount and the billing period', () => {
    const visible = text(html)
    expect(visible).toContain('TEST MODE · No real payment is made and no card is charged.')
    expect(visible).toContain(
      'You are buying Pro <script>alert("x")</script> & more $79.00 per month',
    )
    expect(visible).toContain('Billing Monthly subscription')
    expect(visible).toContain('Due today $79.00')
    expect(visible).toContain('Pay $79.00')
    expect(visible).toContain('Cancel and go back')
  })

  it('escapes every value from the catalogue and the checkout', () => {
    expect(html).not.toContain('<script>')
    expect(html).toContain('Pro &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
    expect(html).toContain('value="tok_&quot;quoted&quot;&amp;&lt;more&gt;"')
  })

  it('offers Pay and Cancel as POST forms carrying the form token', () => {
    const forms = [
      ...html.matchAll(
        /<form method="post" action="([^"]+)">\s*<input type="hidden" name="token" value="([^"]+)">\s*<button type="submit"/g,
      ),
    ]
    expect(forms.map((match) => match[1])).toEqual([
      '/checkout/cs_test_Abc123/pay',
      '/checkout/cs_test_Abc123/cancel',
    ])
    expect(html).not.toMatch(/<script|<link|<img|https?:\/\/(?!shop)/)
  })

  it('shows a one-time price and a yearly plan with their own words and a zero-decimal currency', () => {
    const once = text(
      renderTestCheckoutPage({
        ...checkout,
        paymentType: 'payment',
        interval: null,
        amount: 500,
        currency: 'jpy',
      }),
    )
    expect(once).toContain('¥500 one-time payment')
    expect(once).toContain('Billing One-time payment')
    expect(
      text(renderTestCheckoutPage({ ...checkout, interval: 'year', amount: 82800 })),
    ).toContain('$828.00 per year Billing Yearly subscription')
  })

  it('is a complete document for phones and desktops, with the language and a heading', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain('<h1 id="product">')
    expect(html).toContain('<title>Test checkout: Pro &lt;script&gt;')
  })
})

describe('testCheckoutPageHeaders', () => {
  it('allows exactly the inline stylesheet, forms to this server and the return origins, and no framing', () => {
    const headers = testCheckoutPageHeaders(checkout)
    const style = /<style>([\s\S]*?)<\/style>/.exec(renderTestCheckoutPage(checkout))![1]!
    const hash = createHash('sha256').update(style).digest('base64')

    expect(headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self' https://shop.example https://pricing.example; frame-ancestors 'none'; base-uri 'none'`,
    )
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
      'cache-control': 'no-store',
    })
  })

  it('allows no form at all on the error page', () => {
    expect(testCheckoutPageHeaders()['content-security-policy']).toContain("form-action 'none'")
  })
})

describe('renderCheckoutErrorPage', () => {
  it('shows the escaped title and message under the TEST MODE banner, without forms', () => {
    const html = renderCheckoutErrorPage(
      'Checkout <expired>',
      'This checkout link has expired. Start again & retry.',
    )

    expect(text(html)).toContain('TEST MODE')
    expect(html).toContain('<h1 id="title">Checkout &lt;expired&gt;</h1>')
    expect(html).toContain('<p>This checkout link has expired. Start again &amp; retry.</p>')
    expect(html).not.toContain('<form')
  })
})
