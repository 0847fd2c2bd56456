/**
 * The documentation's live examples against the demo workspace, in Chromium against
 * `npm start`: a message added in one tab shows in another tab's live list within a second, a
 * demo user signs up and logs in, the static display follows a change made with the CLI, the
 * payment goes to the test checkout and back, code samples copy; and axe-core finds no
 * violation on any docs page once its examples are live.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../harness/axe.js'
import { launchBrowser, openPage } from '../harness/browser.js'
import { desktop, phone, sitePages, waitForHydration } from '../site/site-pages.js'
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

const docsPages = sitePages.filter((sitePage) => sitePage.path.startsWith('/docs'))

async function open(page: Page, path: string) {
  await page.goto(product.url + path)
  await waitForHydration(page)
}

async function lobbyLive(page: Page) {
  await expect
    .poll(() => page.getByTestId('lobby-status').innerText(), { timeout: 10_000 })
    .toMatch(/^Live · \d+ messages?$/)
}

async function buttonText(page: Page, id: string) {
  return page.locator(`#${id}`).innerText()
}

describe('the live list', () => {
  it('shows a message added in one tab in the other tab’s list within one second', async () => {
    const { page: writer, context, problems } = await openPage(browser)
    try {
      const reader = await context.newPage()
      await open(reader, '/docs/snippets/dynamic-display')
      await lobbyLive(reader)
      await open(writer, '/docs/snippets/add')
      await lobbyLive(writer)

      const text = `Hello from tab one, ${Date.now()}`
      // Both pages note the time on this machine's clock: the click in one, the new item in
      // the other.
      await reader.evaluate((expected) => {
        const list = document.getElementById('demo-messages')!
        new MutationObserver(() => {
          const shown = [...list.querySelectorAll('li')].some((item) =>
            item.textContent?.includes(expected),
          )
          const times = window as unknown as { shownAt?: number }
          if (shown) times.shownAt ??= Date.now()
        }).observe(list, { childList: true, subtree: true, characterData: true })
      }, text)
      await writer.evaluate(() => {
        document.getElementById('demo-message-send')!.addEventListener('click', () => {
          ;(window as unknown as { clickedAt?: number }).clickedAt ??= Date.now()
        })
      })
      await writer.fill('#demo-message-author', 'Grace')
      await writer.fill('#demo-message-text', text)
      await writer.click('#demo-message-send')
      await reader.locator('#demo-messages li', { hasText: text }).waitFor({ timeout: 5000 })
      const clickedAt = await writer.evaluate(
        () => (window as unknown as { clickedAt: number }).clickedAt,
      )
      const shownAt = await reader.evaluate(
        () => (window as unknown as { shownAt: number }).shownAt,
      )
      expect(shownAt - clickedAt).toBeLessThan(1000)
      expect(await reader.locator('#demo-messages li').last().innerText()).toContain('Grace')
      // The writer's own list shows it too, and the Send button is ready for the next one.
      await writer.locator('#demo-messages li', { hasText: text }).waitFor()
      await expect.poll(() => buttonText(writer, 'demo-message-send')).toBe('Send')
      expect(await writer.inputValue('#demo-message-text')).toBe('')

      const stored = (await product.cli([
        'data',
        'list',
        '--workspace',
        'demo',
        '--path',
        'rooms/lobby/messages',
      ])) as { data: { text: string } }[]
      expect(stored.map((message) => message.data.text)).toContain(text)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('renders stored text as text, never as markup', async () => {
    const { page, context } = await openPage(browser)
    try {
      await open(page, '/docs/snippets/add')
      await lobbyLive(page)
      const text = '<img src=x onerror="window.hacked=1"> <b>bold?</b>'
      await page.fill('#demo-message-author', 'Mallory')
      await page.fill('#demo-message-text', text)
      await page.click('#demo-message-send')
      await page.locator('#demo-messages li', { hasText: 'bold?' }).waitFor()
      expect(await page.locator('#demo-messages img').count()).toBe(0)
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
    } finally {
      await context.close()
    }
  })
})

describe('sign-up and login', () => {
  it('signs a demo user up, then logs the same user in on the login page', async () => {
    const { page, context, problems } = await openPage(browser)
    const email = `docs-${Date.now()}@example.com`
    try {
      await open(page, '/docs/snippets/sign-up')
      await page.fill('#demo-signup-name', 'Grace Hopper')
      await page.fill('#demo-signup-email', email)
      await page.fill('#demo-signup-password', 'cobol-1959')
      await page.click('#demo-signup-button')
      await expect.poll(() => buttonText(page, 'demo-signup-button')).toBe("You're Done!")
      await expect.poll(() => page.getByTestId('demo-user').innerText()).toBe(email)
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect.poll(() => page.getByTestId('demo-user').innerText()).toBe('nobody')

      await page
        .getByRole('navigation', { name: 'Documentation' })
        .getByRole('link', { name: 'Login' })
        .click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/snippets/login')
      await page.fill('#demo-login-email', email)
      await page.fill('#demo-login-password', 'wrong password')
      await page.click('#demo-login-button')
      await expect.poll(() => buttonText(page, 'demo-login-button')).toBe('Try Again')
      expect(await page.getByRole('alert').innerText()).toContain('auth/invalid-credential')
      await page.fill('#demo-login-password', 'cobol-1959')
      await page.click('#demo-login-button')
      await expect.poll(() => buttonText(page, 'demo-login-button')).toBe("You're Done!")
      await expect.poll(() => page.getByTestId('demo-user').innerText()).toBe(email)
      // The demo workspace's users are not the website's: the top bar still offers Login.
      expect(
        await page
          .getByRole('navigation', { name: 'Main', exact: true })
          .getByRole('link', { name: 'Login' })
          .isVisible(),
      ).toBe(true)
      expect(problems.filter((problem) => !problem.includes('400'))).toEqual([
        'console.error: The email or password is incorrect.',
      ])
    } finally {
      await context.close()
    }
  })
})

describe('static display', () => {
  it('fills the product card and follows a change made with the CLI', async () => {
    const { page, context } = await openPage(browser)
    try {
      await open(page, '/docs/snippets/static-display')
      await expect
        .poll(() => page.locator('#demo-product-name').innerText())
        .toBe('Snipwire Starter Kit')
      expect(await page.locator('#demo-product-stock').innerText()).toBe('42')
      await product.cli([
        'data',
        'set',
        '--workspace',
        'demo',
        '--path',
        'products/starter-kit',
        '--doc',
        JSON.stringify({
          name: 'Snipwire Starter Kit',
          price: '$19.00',
          description: 'Now on sale.',
          stock: 7,
        }),
      ])
      await expect.poll(() => page.locator('#demo-product-stock').innerText()).toBe('7')
      expect(await page.locator('#demo-product-price').innerText()).toBe('$19.00')
    } finally {
      await context.close()
    }
  })
})

describe('payment', () => {
  it('goes to the test checkout and comes back paid', async () => {
    const { page, context, problems } = await openPage(browser)
    try {
      await open(page, '/docs/snippets/payment')
      await page.click('#demo-pay-button')
      await page.waitForURL(/\/checkout\/cs_test_/)
      expect(await page.locator('body').innerText()).toContain('$25.00')
      await page.getByRole('button', { name: 'Pay $25.00' }).click()
      await page.waitForURL(/\/docs\/snippets\/payment\?paid=starter-kit&session_id=cs_test_/)
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Payment received' }).innerText())
        .toContain('you are back from the test checkout')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('code samples', () => {
  it('copy to the clipboard', async () => {
    const { page, context } = await openPage(browser)
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url })
      await open(page, '/docs')
      await page.getByRole('button', { name: 'Copy index.html' }).click()
      await expect
        .poll(() => page.getByRole('button', { name: 'Copied index.html' }).count())
        .toBe(1)
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toContain('<script src="')
      expect(copied).toContain(
        "Snipwire.createClient({ apiKey: 'pk_test_snipwire_demo_workspace' })",
      )
    } finally {
      await context.close()
    }
  })
})

describe.each(docsPages)('$path', (docsPage) => {
  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ])(
    'has no axe-core violations at %s width once its examples are live',
    async (_name, viewport) => {
      const { page, context, problems } = await openPage(browser, viewport)
      try {
        await open(page, docsPage.path)
        expect(await page.title()).toBe(docsPage.title)
        if (docsPage.path.endsWith('/add') || docsPage.path.endsWith('/dynamic-display')) {
          await lobbyLive(page)
        }
        if (docsPage.path.endsWith('/static-display')) {
          await expect.poll(() => page.locator('#demo-product-name').innerText()).not.toBe('')
        }
        // Audited once the page has settled (its content and live examples loaded); a console
        // error is shown beside any violation, as it may explain it.
        await page.waitForLoadState('networkidle')
        expect({ violations: await axeViolations(page), problems }).toEqual({
          violations: [],
          problems: [],
        })
      } finally {
        await context.close()
      }
    },
  )
})
