/**
 * The pricing page's checkout, run by the house workspace's payment snippet: each plan opens the
 * test checkout at its own price, Pay returns to the dashboard with a confirmation of the plan
 * bought, Cancel returns to the pricing page. In Chromium against `npm start`.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../harness/browser.js'
import { waitForHydration } from '../site/site-pages.js'
import { startProduct, type RunningProduct } from './product.js'

let product: RunningProduct
let browser: Browser

beforeAll(async () => {
  product = await startProduct()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await product?.stop()
})

async function choosePlan(page: Page, plan: string, billing: 'Monthly' | 'Annual') {
  await page.goto(`${product.url}/pricing`)
  await waitForHydration(page)
  await page.getByRole('button', { name: billing === 'Annual' ? /^Annual/ : /^Monthly$/ }).click()
  await page.getByRole('button', { name: `Start 14-day free trial of ${plan}` }).click()
  await page.waitForURL(/\/checkout\/cs_test_/)
}

describe('pricing → test checkout → dashboard', () => {
  it('shows the chosen plan’s price at the checkout and confirms the plan bought after Pay', async () => {
    const { page, context, problems } = await openPage(browser)
    try {
      await choosePlan(page, 'Pro', 'Annual')
      const checkout = await page.locator('body').innerText()
      expect(checkout).toContain('TEST MODE')
      expect(checkout).toContain('Snipwire Pro, billed annually ($69 per month)')
      expect(checkout).toContain('$828.00')
      expect(checkout).toContain('Yearly subscription')

      await page.getByRole('button', { name: 'Pay $828.00' }).click()
      await page.waitForURL(
        new RegExp(`^${product.url}/dashboard\\?plan=Pro&billing=annual&session_id=cs_test_`),
      )
      const confirmation = page.getByRole('status').filter({ hasText: 'Payment received' })
      await expect
        .poll(() => confirmation.innerText())
        .toContain('Payment received: you are on the Pro plan')
      expect(await confirmation.innerText()).toContain(
        'Billed annually: $828 per year ($69 per month).',
      )
      expect(problems).toEqual([])

      const payments = (await product.cli(['payments', '--workspace', 'house'])) as unknown[]
      expect(JSON.stringify(payments)).toContain('plan-Pro-annual')
    } finally {
      await context.close()
    }
  })

  it.each([
    ['Basic', 'Monthly', 'Snipwire Basic, billed monthly', '$29.00'],
    ['Basic', 'Annual', 'Snipwire Basic, billed annually ($24 per month)', '$288.00'],
    ['Pro', 'Monthly', 'Snipwire Pro, billed monthly', '$79.00'],
    ['Enterprise', 'Monthly', 'Snipwire Enterprise, billed monthly', '$199.00'],
    ['Enterprise', 'Annual', 'Snipwire Enterprise, billed annually ($179 per month)', '$2,148.00'],
  ] as const)('prices %s %s at the checkout', async (plan, billing, product_, amount) => {
    const { page, context } = await openPage(browser)
    try {
      await choosePlan(page, plan, billing)
      const checkout = await page.locator('body').innerText()
      expect(checkout).toContain(product_)
      expect(checkout).toContain(amount)
    } finally {
      await context.close()
    }
  })

  it('returns to the pricing page on Cancel, ready for another plan', async () => {
    const { page, context } = await openPage(browser)
    try {
      await choosePlan(page, 'Basic', 'Monthly')
      await page.getByRole('button', { name: 'Cancel and go back' }).click()
      await page.waitForURL(`${product.url}/pricing`)
      await waitForHydration(page)
      const basic = page.getByRole('button', { name: 'Start 14-day free trial of Basic' })
      expect(await basic.isEnabled()).toBe(true)
    } finally {
      await context.close()
    }
  })
})
