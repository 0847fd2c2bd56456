import { ERROR_CODES } from '@snipwire/protocol'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  integrationApp,
  PUBLIC_URL,
  type IntegrationApp,
} from '../../test-support/integration-app.js'
import { listPayments } from '../checkout-store.js'
import { putPrice } from '../price-store.js'

const DAY = 24 * 60 * 60 * 1000
let t: IntegrationApp
let clock: number

beforeEach(async () => {
  clock = Date.UTC(2025, 10, 22, 9, 0, 0)
  t = await integrationApp({ now: () => clock })
  await t.store.transaction(async (tx) => {
    const id = t.workspace.workspace.id
    await putPrice(
      tx.sql,
      id,
      { id: 'price_pro', name: 'Pro <plan>', amount: 7900, currency: 'usd', interval: 'month' },
      clock,
    )
    await putPrice(
      tx.sql,
      id,
      { id: 'price_once', name: 'Basic', amount: 2900, currency: 'eur' },
      clock,
    )
  })
})
afterEach(() => t.cleanup())

async function startCheckout(
  body: Record<string, unknown> = {
    variables: { plan: 'pro', seats: 3 },
    cancelUrl: 'https://shop.example/pricing?from=nav',
  },
  apiKey = t.workspace.workspace.apiKey,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/v1/snippets/checkout/payment?key=${apiKey}`,
    headers: { origin: 'https://shop.example' },
    payload: body,
  })
}

/** Starts a checkout and reads its page: the path and the form token. */
async function openCheckout(body?: Record<string, unknown>) {
  const response = await startCheckout(body)
  expect(response.statusCode, response.body).toBe(200)
  const link = new URL(response.json<{ paymentLink: string }>().paymentLink)
  const page = await t.app.inject({ url: link.pathname })
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? ''
  return { id: link.pathname.split('/').pop() ?? '', path: link.pathname, page, token }
}

function post(path: string, form: string, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: form,
  }
}

describe('the payment route with the test checkout', () => {
  it('answers a link to this server and stores the checkout with the price, URLs and metadata', async () => {
    const response = await startCheckout()
    expect(response.statusCode).toBe(200)
    const { paymentLink } = response.json<{ paymentLink: string }>()
    expect(paymentLink).toMatch(new RegExp(`^${PUBLIC_URL}/checkout/cs_test_[\\w-]{32}$`))
    const row = await t.store.sql.get<Record<string, unknown>>('SELECT * FROM checkouts')
    expect(row).toMatchObject({
      provider: 'test',
      workspace_id: t.workspace.workspace.id,
      mode: 'test',
      price_id: 'price_pro',
      payment_type: 'subscription',
      product_name: 'Pro <plan>',
      amount: 7900,
      success_url: 'https://shop.example/thanks',
      cancel_url: 'https://shop.example/pricing?from=nav',
      status: 'open',
      expires_at: clock + DAY,
    })
    expect(JSON.parse(String(row?.metadata))).toEqual({
      plan: 'pro',
      seats: '3',
      snippetId: 'checkout',
      workspaceId: t.workspace.workspace.id,
      userId: '',
    })
  })

  it('keeps the server facts in the metadata whatever variables the caller sends', async () => {
    await startCheckout({ variables: { plan: 'pro', workspaceId: 'victim', userId: 'admin' } })
    const row = await t.store.sql.get<{ metadata: string }>('SELECT metadata FROM checkouts')
    expect(JSON.parse(row!.metadata)).toMatchObject({
      workspaceId: t.workspace.workspace.id,
      userId: '',
    })
  })

  const refusals: [string, Record<string, unknown>, number, string, RegExp][] = [
    [
      'an unknown price, naming it',
      { variables: { plan: 'gold' } },
      400,
      ERROR_CODES.unknownPrice,
      /^Unknown price "price_gold": the workspace's price catalogue has no such price/,
    ],
    [
      'a one-time price for a subscription snippet',
      { variables: { plan: 'once' } },
      400,
      ERROR_CODES.invalidRequest,
      /"price_once" is a one-time price, so it cannot start a subscription/,
    ],
    [
      'a cancel URL outside the workspace (no open redirect)',
      { variables: { plan: 'pro' }, cancelUrl: 'https://evil.example/' },
      400,
      ERROR_CODES.invalidRequest,
      /cancelUrl must be on one of the workspace's authorized origins/,
    ],
  ]
  for (const [name, body, status, code, message] of refusals) {
    it(`refuses ${name} and stores nothing`, async () => {
      const response = await startCheckout(body)
      expect(response.statusCode).toBe(status)
      expect(response.json()).toMatchObject({ error: { code } })
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(message)
      expect(await t.store.sql.all('SELECT id FROM checkouts')).toEqual([])
    })
  }

  it('answers 502 for a live key: live payments need Stripe', async () => {
    const response = await startCheckout(
      { variables: { plan: 'pro' } },
      t.workspace.workspace.liveApiKey,
    )
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({ error: { code: ERROR_CODES.paymentProvider } })
    expect(response.body).toContain('Live payments need Stripe')
    expect(response.body).not.toContain('acct_')
  })
})

describe('GET /checkout/:checkoutId', () => {
  it('shows TEST MODE, the product, the amount and the billing period, with Pay and Cancel', async () => {
    const { page, id } = await openCheckout()
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain('TEST MODE')
    expect(page.body).toContain('Pro &lt;plan&gt;')
    expect(page.body).not.toContain('Pro <plan>')
    expect(page.body).toContain('$79.00')
    expect(page.body).toContain('per month')
    expect(page.body).toContain(`action="/checkout/${id}/pay"`)
    expect(page.body).toContain('Cancel and go back')
    expect(page.headers['content-security-policy']).toMatch(
      /default-src 'none'; style-src 'sha256-[^']+'; form-action 'self' https:\/\/shop\.example; frame-ancestors 'none'/,
    )
    expect(page.headers['x-frame-options']).toBe('DENY')
    expect(page.headers['cache-control']).toBe('no-store')
  })

  const errorPages: [string, () => Promise<string>, number, string][] = [
    [
      'an unknown id',
      () => Promise.resolve('/checkout/cs_test_unknown'),
      404,
      'Checkout not found',
    ],
    [
      'an id that is no checkout id at all',
      () => Promise.resolve('/checkout/%3Cscript%3E'),
      404,
      'Checkout not found',
    ],
    [
      'an expired checkout',
      async () => {
        const { path } = await openCheckout()
        clock += DAY
        return path
      },
      410,
      'Checkout expired',
    ],
  ]
  for (const [name, path, status, title] of errorPages) {
    it(`answers ${name} with a readable error page (${status})`, async () => {
      const response = await t.app.inject({ url: await path() })
      expect(response.statusCode).toBe(status)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['content-security-policy']).toContain("form-action 'none'")
      expect(response.body).toContain(`<h1 id="title">${title}</h1>`)
      expect(response.body).not.toContain('<script>')
    })
  }
})

describe('POST /checkout/:checkoutId/pay and /cancel', () => {
  it('Pay records the payment with the metadata once and sends the buyer to the success URL with the checkout id', async () => {
    const { id, path, token } = await openCheckout()
    clock += 60_000
    const paid = await t.app.inject(post(`${path}/pay`, `token=${encodeURIComponent(token)}`))
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`https://shop.example/thanks?session_id=${id}`)

    const again = await t.app.inject(post(`${path}/pay`, `token=${encodeURIComponent(token)}`))
    expect(again.statusCode).toBe(303)
    expect(again.headers.location).toBe(paid.headers.location)

    const payments = await listPayments(t.store.sql, { workspaceId: t.workspace.workspace.id })
    expect(payments).toEqual([
      {
        provider: 'test',
        checkoutId: id,
        eventId: null,
        workspaceId: t.workspace.workspace.id,
        mode: 'test',
        snippetId: 'checkout',
        userId: null,
        priceId: 'price_pro',
        paymentType: 'subscription',
        status: 'paid',
        amountTotal: 7900,
        currency: 'usd',
        customerEmail: null,
        metadata: {
          plan: 'pro',
          seats: '3',
          snippetId: 'checkout',
          workspaceId: t.workspace.workspace.id,
          userId: '',
        },
        completedAt: clock,
      },
    ])
    const page = await t.app.inject({ url: path })
    expect([page.statusCode, page.body.includes('Already paid')]).toEqual([410, true])
  })

  it('Cancel goes back to the page the payment started from, and the checkout stays cancelled', async () => {
    const { path, token } = await openCheckout()
    const cancelled = await t.app.inject(
      post(`${path}/cancel`, `token=${encodeURIComponent(token)}`),
    )
    expect(cancelled.statusCode).toBe(303)
    expect(cancelled.headers.location).toBe('https://shop.example/pricing?from=nav')
    const page = await t.app.inject({ url: path })
    expect([page.statusCode, page.body.includes('Checkout cancelled')]).toEqual([410, true])
    const pay = await t.app.inject(post(`${path}/pay`, `token=${encodeURIComponent(token)}`))
    expect(pay.statusCode).toBe(410)
    expect(await listPayments(t.store.sql, { workspaceId: t.workspace.workspace.id })).toEqual([])
  })

  it("Cancel without a cancel URL goes to the success URL's home page", async () => {
    const { path, token } = await openCheckout({ variables: { plan: 'pro' } })
    const cancelled = await t.app.inject(
      post(`${path}/cancel`, `token=${encodeURIComponent(token)}`),
    )
    expect(cancelled.headers.location).toBe('https://shop.example/')
  })

  it('parses form bodies only on the checkout routes: the API still answers 415 to them', async () => {
    const response = await t.app.inject(
      post(`/v1/snippets/chat/add?key=${t.workspace.workspace.apiKey}`, 'fields=x'),
    )
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ error: { code: ERROR_CODES.invalidRequest } })
  })

  const refused: [string, (path: string, token: string) => InjectOptions, number, string][] = [
    ['no token', (path) => post(`${path}/pay`, ''), 403, 'Form refused'],
    ['a wrong token', (path) => post(`${path}/pay`, 'token=forged'), 403, 'Form refused'],
    [
      'a post from another site (Sec-Fetch-Site)',
      (path, token) => post(`${path}/pay`, `token=${token}`, { 'sec-fetch-site': 'cross-site' }),
      403,
      'Form refused',
    ],
    [
      'a post with a foreign Origin',
      (path, token) =>
        post(`${path}/cancel`, `token=${token}`, {
          origin: 'https://evil.example',
          'sec-fetch-site': '',
        }),
      403,
      'Form refused',
    ],
    [
      'a body too large for a form',
      (path, token) => post(`${path}/pay`, `token=${token}&pad=${'x'.repeat(5000)}`),
      413,
      'Request not understood',
    ],
    [
      'a body of another type',
      (path) => ({ ...post(`${path}/pay`, 'x'), headers: { 'content-type': 'application/xml' } }),
      415,
      'Request not understood',
    ],
    [
      'an unknown checkout',
      () => post('/checkout/cs_test_nope/pay', 'token=x'),
      404,
      'Checkout not found',
    ],
  ]
  for (const [name, request, status, title] of refused) {
    it(`refuses ${name} with the error page and records nothing`, async () => {
      const { path, token } = await openCheckout()
      const options = request(path, encodeURIComponent(token))
      const headers = { ...(options.headers as Record<string, string>) }
      for (const [key, value] of Object.entries(headers)) if (value === '') delete headers[key]
      const response = await t.app.inject({ ...options, headers })
      expect(response.statusCode).toBe(status)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain(`<h1 id="title">${title}</h1>`)
      expect(await listPayments(t.store.sql, { workspaceId: t.workspace.workspace.id })).toEqual([])
      const row = await t.store.sql.get<{ status: string }>('SELECT status FROM checkouts')
      expect(row?.status).toBe('open')
    })
  }
})
