/**
 * The built-in test checkout in Chromium against the real server: from a shop page with a
 * payment snippet (the SDK from the server's `/sdk/snipwire.js`) to the hosted checkout, Pay and
 * the success URL; Cancel back to the page; the page on a phone; an unknown checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../harness/axe.js'
import { openPage } from '../harness/browser.js'
import { html, startSetup, type Setup } from './fixture.js'

let setup: Setup
let pricing: string

interface Payment {
  checkoutId: string
  priceId: string
  status: string
  amountTotal: number
  metadata: Record<string, string>
}

beforeAll(async () => {
  setup = await startSetup()
  const { server, shop, workspace } = setup
  await server.cli([
    'price',
    'put',
    '--workspace',
    workspace.id,
    '--id',
    'price-pro-monthly',
    '--name',
    'Pro plan',
    '--amount',
    '7900',
    '--currency',
    'usd',
    '--interval',
    'month',
  ])
  await setup.snippet('pro', {
    type: 'payment',
    buttonElementId: 'buy',
    priceID: 'price-$plan-$billing',
    paymentType: 'subscription',
    successUrl: `${shop.origin}/welcome`,
  })
  shop.page(
    '/welcome',
    html(
      server,
      'Welcome',
      `<h1>Thank you</h1><p id="session"></p>
<script>document.getElementById('session').textContent = new URLSearchParams(location.search).get('session_id')</script>`,
    ),
  )
  pricing = shop.page(
    '/pricing',
    html(
      server,
      'Pricing',
      `<h1>Pricing</h1><button id="buy">Buy Pro</button>
<script>Snipwire.createClient({ apiKey: '${workspace.apiKey}' }).payment('pro', { plan: 'pro', billing: 'monthly' }, true).catch(() => {})</script>`,
    ),
  )
})
afterAll(() => setup?.close())

const payments = async () =>
  (await setup.server.cli(['payments', '--workspace', setup.workspace.id])) as Payment[]

describe('the test checkout in Chromium', () => {
  it('goes from the payment button to the checkout, pays, and lands on the success URL with the checkout id', async () => {
    const { page, context, problems } = await openPage(setup.browser)
    try {
      await page.goto(pricing)
      await page.click('#buy')
      await page.waitForURL(`${setup.server.url}/checkout/**`)
      const banner = page.getByText('TEST MODE', { exact: true })
      expect(await banner.first().isVisible()).toBe(true)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Pro plan')
      expect(await page.locator('.amount').textContent()).toBe('$79.00')
      expect(await page.locator('.period').textContent()).toBe('per month')
      const checkoutId = page.url().split('/').pop()

      await page.getByRole('button', { name: 'Pay $79.00' }).click()
      await page.waitForURL(`${setup.shop.origin}/welcome?session_id=*`)
      await page.waitForFunction(() => document.getElementById('session')?.textContent !== '')
      expect(await page.locator('#session').textContent()).toBe(checkoutId)
      expect(problems).toEqual([])

      const [payment] = await payments()
      expect(payment).toMatchObject({
        checkoutId,
        priceId: 'price-pro-monthly',
        status: 'paid',
        amountTotal: 7900,
        metadata: {
          plan: 'pro',
          billing: 'monthly',
          snippetId: 'pro',
          workspaceId: setup.workspace.id,
          userId: '',
        },
      })
    } finally {
      await context.close()
    }
  })

  it('cancels back to the page the payment started from, and the checkout stays cancelled', async () => {
    const before = (await payments()).length
    const { page, context, problems } = await openPage(setup.browser)
    try {
      await page.goto(pricing)
      await page.click('#buy')
      await page.waitForURL(`${setup.server.url}/checkout/**`)
      const checkout = page.url()
      await page.getByRole('button', { name: 'Cancel and go back' }).click()
      await page.waitForURL(pricing)
      expect(await page.locator('#buy').textContent()).toBe('Buy Pro')

      await page.goto(checkout)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout cancelled')
      expect(problems.filter((problem) => !problem.includes('410'))).toEqual([])
      expect(await payments()).toHaveLength(before)
    } finally {
      await context.close()
    }
  })

  it('fits a phone: no sideways scrolling, Pay and Cancel on screen, no accessibility violations', async () => {
    const context = await setup.browser.newContext({
      viewport: { width: 375, height: 812 },
      // axe-core is injected as a script, which the checkout's CSP (rightly) refuses.
      bypassCSP: true,
    })
    const page = await context.newPage()
    try {
      await page.goto(pricing)
      await page.click('#buy')
      await page.waitForURL(`${setup.server.url}/checkout/**`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      )
      for (const name of ['Pay $79.00', 'Cancel and go back']) {
        const box = await page.getByRole('button', { name }).boundingBox()
        expect(box && box.y + box.height <= 812 && box.width >= 280).toBe(true)
      }
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('shows a readable page for an unknown checkout', async () => {
    const { page, context } = await openPage(setup.browser)
    try {
      const response = await page.goto(`${setup.server.url}/checkout/cs_test_unknown`)
      expect(response?.status()).toBe(404)
      expect(await page.title()).toBe('Checkout not found · Snipwire test checkout')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout not found')
      expect(await page.getByText('Check the link, or start the payment again').isVisible()).toBe(
        true,
      )
    } finally {
      await context.close()
    }
  })
})
