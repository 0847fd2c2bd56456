/**
 * Payment snippets in Chromium against the real server: the button's states while working and
 * after a refused checkout, a new attempt per click, and the configuration checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buttonState,
  holdRequests,
  openWired,
  outcome,
  startClientFixture,
  type ClientFixture,
} from './fixture.js'

let fixture: ClientFixture
let thanks: string

beforeAll(async () => {
  fixture = await startClientFixture()
  await fixture.snippet('unknown-price', {
    type: 'payment',
    priceID: 'price_nobody_sells_this',
    buttonElementId: 'buy',
    successUrl: 'http://localhost/thanks',
  })
  await fixture.server.cli([
    'price',
    'put',
    '--workspace',
    fixture.workspace.id,
    '--id',
    'price_pro_month',
    '--name',
    'Pro plan',
    '--amount',
    '7900',
    '--currency',
    'usd',
    '--interval',
    'month',
  ])
  thanks = fixture.serve(fixture.page('<h1 id="thanks">Thank you</h1>'))
  await fixture.snippet('pro', {
    type: 'payment',
    priceID: 'price_pro_month',
    paymentType: 'subscription',
    buttonElementId: 'buy',
    successUrl: thanks,
  })
  await fixture.snippet('no-button', {
    type: 'payment',
    priceID: 'price_nobody_sells_this',
    successUrl: 'http://localhost/thanks',
  })
})

afterAll(() => fixture?.close())

const paymentPage = (call: string) =>
  fixture.page(`
  <button id="buy">Buy Pro</button>
  <script>
    var client = Snipwire.createClient({ apiKey: '${fixture.workspace.apiKey}' })
    ${call}.then((link) => (window.outcome = { link }), (error) => (window.outcome = { code: error.code, message: error.message, cause: error.cause && error.cause.message }))
  </script>`)

describe('payment', () => {
  it("shows 'Loading payment..' disabled while working, then opens the checkout, which pays and returns to the success URL", async () => {
    const before = await fixture.usage()
    const { page, context, problems } = await openWired(
      fixture,
      paymentPage(`client.payment('pro', { plan: 'Pro', billing: 'monthly' }, true)`),
      ['pro'],
    )
    try {
      const gate = await holdRequests(page, '/payment')
      await page.click('#buy')
      await gate.held()
      expect(await buttonState(page, 'buy')).toEqual({ text: 'Loading payment..', disabled: true })
      await gate.release()
      await page.waitForURL((url) => url.href.startsWith(`${fixture.server.url}/checkout/`))
      const checkout = await page.textContent('body')
      expect(checkout).toContain('TEST MODE')
      expect(checkout).toContain('Pro plan')
      expect(checkout).toMatch(/\$79\.00/)
      expect((await fixture.usage()).snippets.pro?.calls).toBe(
        (before.snippets.pro?.calls ?? 0) + 1,
      )

      await page.getByRole('button', { name: /pay/i }).click()
      await page.waitForURL((url) => url.href.startsWith(thanks))
      expect(new URL(page.url()).searchParams.get('session_id')).toEqual(expect.any(String))
      expect(await page.textContent('#thanks')).toBe('Thank you')
      const payments = (await fixture.server.cli([
        'payments',
        '--workspace',
        fixture.workspace.id,
      ])) as { metadata?: Record<string, string> }[]
      expect(payments[0]).toMatchObject({
        metadata: expect.objectContaining({ plan: 'Pro', billing: 'monthly', snippetId: 'pro' }),
      })
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('comes back to the page from the checkout’s Cancel', async () => {
    const { page, context } = await openWired(
      fixture,
      paymentPage(`client.payment('pro', {}, true)`),
      ['pro'],
    )
    try {
      const start = page.url()
      await page.click('#buy')
      await page.waitForURL((url) => url.href.startsWith(`${fixture.server.url}/checkout/`))
      await page.getByRole('button', { name: /cancel/i }).click()
      await page.waitForURL(start)
      expect(await buttonState(page, 'buy')).toEqual({ text: 'Buy Pro', disabled: false })
    } finally {
      await context.close()
    }
  })

  it("shows 'Loading payment..' disabled while working and 'Try payment again' enabled when the checkout is refused", async () => {
    const { page, context, problems } = await openWired(
      fixture,
      paymentPage(`client.payment('unknown-price', { plan: 'Pro' }, true)`),
      ['unknown-price'],
    )
    try {
      const gate = await holdRequests(page, '/payment')
      await page.click('#buy')
      await gate.held()
      expect(await buttonState(page, 'buy')).toEqual({ text: 'Loading payment..', disabled: true })
      await gate.release()
      const result = await outcome(page)
      expect(result).toMatchObject({ message: 'Error creating payment link.' })
      expect(result.code).toMatch(/^payment\//)
      expect(result.cause).toEqual(expect.any(String))
      expect(await buttonState(page, 'buy')).toEqual({ text: 'Try payment again', disabled: false })
      expect(problems).toContain('console.error: Error creating payment link.')
      expect(page.url()).toMatch(/page-\d+\.html$/)

      const requests: string[] = []
      page.on('request', (request) => {
        if (request.method() == 'POST') requests.push(new URL(request.url()).pathname)
      })
      await page.click('#buy')
      await page.waitForFunction(
        () => document.getElementById('buy')!.textContent == 'Try payment again',
      )
      expect(requests).toEqual(['/v1/snippets/unknown-price/payment'])
    } finally {
      await context.close()
    }
  })

  it('asks for the link at once without a button, and rejects with the spec message', async () => {
    const { page, context, problems } = await openWired(
      fixture,
      paymentPage(`client.payment('no-button', [{ name: 'plan', value: 'Pro' }])`),
      ['no-button'],
    )
    try {
      expect(await outcome(page)).toMatchObject({ message: 'Error creating payment link.' })
      expect(problems).toContain('console.error: Error creating payment link.')
    } finally {
      await context.close()
    }
  })

  it("rejects 'Invalid snippet configuration.' for a button the snippet does not name", async () => {
    const { page, context, problems } = await openWired(
      fixture,
      paymentPage(`client.payment('no-button', {}, true)`),
      ['no-button'],
    )
    try {
      expect(await outcome(page)).toMatchObject({
        code: 'snippet/invalid-configuration',
        message: 'Invalid snippet configuration.',
      })
      expect(problems).toEqual(['console.error: Invalid snippet configuration.'])
    } finally {
      await context.close()
    }
  })
})
