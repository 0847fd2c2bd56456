/**
 * The website's behaviour in a real browser, served by `snipwire serve` with the seed applied:
 * the top bar's scroll state, the phone menu, the FAQ, the pricing toggle and checkout, the
 * footer, the forms, the way to the docs and the error screen for unknown URLs.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type WatchedPage } from '../harness/browser.js'
import { startSiteServer, type SiteServer } from './site-server.js'
import { desktop, phone, scrollWindowTo, topBar, waitForHydration } from './site-pages.js'

let site: SiteServer
let browser: Browser

beforeAll(async () => {
  site = await startSiteServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

async function visit(
  path: string,
  viewport: { width: number; height: number } = desktop,
): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport)
  await watched.page.goto(site.url + path)
  await waitForHydration(watched.page)
  return watched
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

// Outlasts the bar's 200 ms colour transition.
const settle = (page: Page) => page.waitForTimeout(350)

describe('top bar', () => {
  it('is transparent on / at 0 and 20 px and solid from 21 px', async () => {
    const { page, context, problems } = await visit('/')
    try {
      await settle(page)
      expect((await topBar(page)).transparent).toBe(true)
      await scrollWindowTo(page, 20)
      await settle(page)
      expect((await topBar(page)).transparent).toBe(true)
      await scrollWindowTo(page, 21)
      await settle(page)
      const solid = await topBar(page)
      expect(solid.transparent).toBe(false)
      expect(solid.alpha).toBeGreaterThan(0.5)
      await scrollWindowTo(page, 0)
      await settle(page)
      expect((await topBar(page)).transparent).toBe(true)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it.each([
    '/pricing',
    '/login',
    '/signup',
    '/terms',
    '/privacy',
    '/dashboard',
    '/dashboard/projects',
    '/dashboard/deployments',
    '/dashboard/team',
    '/dashboard/settings',
    '/docs',
    '/docs/snippets/add',
  ])('is solid at the top of %s', async (path) => {
    const { page, context } = await visit(path)
    try {
      expect((await topBar(page)).alpha).toBeGreaterThan(0.5)
    } finally {
      await context.close()
    }
  })

  it('turns solid when the visitor leaves / for another page', async () => {
    const { page, context } = await visit('/')
    try {
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: 'Pricing' })
        .click()
      await expect.poll(() => pathOf(page)).toBe('/pricing')
      await settle(page)
      expect((await topBar(page)).transparent).toBe(false)
    } finally {
      await context.close()
    }
  })
})

describe('phone menu at 375 px', () => {
  it('hides the links behind a toggle that opens, reports its state and closes on a link', async () => {
    const { page, context, problems } = await visit('/', phone)
    try {
      const toggle = page.getByRole('button', { name: 'Menu' })
      const menu = page.locator('#site-menu')
      expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(
        false,
      )
      expect(await toggle.isVisible()).toBe(true)
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await menu.isVisible()).toBe(false)

      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      expect(await menu.isVisible()).toBe(true)
      const links = await menu.getByRole('link').allInnerTexts()
      expect(links).toEqual(['Home', 'Pricing', 'Login', 'Sign Up'])

      await menu.getByRole('link', { name: 'Pricing' }).click()
      await expect.poll(() => pathOf(page)).toBe('/pricing')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await menu.isVisible()).toBe(false)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toContain('Simple pricing')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('shows the links and no toggle on a desktop', async () => {
    const { page, context } = await visit('/')
    try {
      expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false)
      const nav = page.getByRole('navigation', { name: 'Main', exact: true })
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Home',
        'Pricing',
        'Login',
        'Sign Up',
      ])
    } finally {
      await context.close()
    }
  })
})

describe('FAQ', () => {
  it('keeps one answer open at a time and closes the open one on a second click', async () => {
    const { page, context, problems } = await visit('/')
    try {
      const questions = page.locator('button[aria-controls][aria-expanded]').filter({
        has: page.locator('xpath=self::*[ancestor::h3]'),
      })
      expect(await questions.count()).toBe(5)
      const openCount = () => page.locator('[role="region"][aria-labelledby]:visible').count()
      expect(await openCount()).toBe(0)

      await questions.nth(0).click()
      expect(await openCount()).toBe(1)
      expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('true')

      await questions.nth(2).click()
      expect(await openCount()).toBe(1)
      expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false')
      expect(await questions.nth(2).getAttribute('aria-expanded')).toBe('true')
      const answerId = await questions.nth(2).getAttribute('aria-controls')
      expect(await page.locator(`[id="${answerId}"]`).innerText()).toContain('prorated')

      await questions.nth(2).click()
      expect(await openCount()).toBe(0)

      await questions.nth(3).focus()
      await page.keyboard.press('Enter')
      expect(await questions.nth(3).getAttribute('aria-expanded')).toBe('true')
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('Space')
      expect(await questions.nth(2).getAttribute('aria-expanded')).toBe('true')
      expect(await questions.nth(3).getAttribute('aria-expanded')).toBe('false')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('pricing', () => {
  const prices = (page: Page) =>
    Promise.all(
      ['Basic', 'Pro', 'Enterprise'].map((name) => page.getByTestId(`price-${name}`).innerText()),
    )

  it('shows monthly prices, then annual ones with the toggle', async () => {
    const { page, context, problems } = await visit('/pricing')
    try {
      expect(await prices(page)).toEqual(['$29', '$79', '$199'])
      await page.getByRole('button', { name: /^Annual/ }).click()
      expect(await prices(page)).toEqual(['$24', '$69', '$179'])
      expect(await page.getByRole('button', { name: /^Annual/ }).getAttribute('aria-pressed')).toBe(
        'true',
      )
      await page.getByRole('button', { name: 'Monthly' }).click()
      expect(await prices(page)).toEqual(['$29', '$79', '$199'])
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('opens the test checkout of the plan and billing period chosen', async () => {
    const { page, context, problems } = await visit('/pricing')
    try {
      await page.getByRole('button', { name: /^Annual/ }).click()
      await page.getByRole('button', { name: 'Start 14-day free trial of Pro' }).click()
      await page.waitForURL(/\/checkout\/cs_test_/)
      const checkout = await page.locator('body').innerText()
      expect(checkout).toContain('TEST MODE')
      expect(checkout).toContain('Snipwire Pro, billed annually ($69 per month)')
      expect(checkout).toContain('$828.00')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('footer', () => {
  it('scrolls to the top when a link to another route is followed', async () => {
    const { page, context, problems } = await visit('/')
    try {
      await page.locator('footer').scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      await page.locator('footer').getByRole('link', { name: 'Terms of Service' }).click()
      await expect.poll(() => pathOf(page)).toBe('/terms')
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('scrolls to the top when the link leads to the page already shown', async () => {
    const { page, context } = await visit('/')
    try {
      await page.locator('footer').scrollIntoViewIfNeeded()
      await page.locator('footer').getByRole('link', { name: 'Features' }).click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      expect(pathOf(page)).toBe('/')
    } finally {
      await context.close()
    }
  })

  it('leaves the page where it is when a dead link is clicked', async () => {
    const { page, context } = await visit('/pricing')
    try {
      await page.locator('footer').scrollIntoViewIfNeeded()
      const before = await page.evaluate(() => window.scrollY)
      await page.locator('footer').getByRole('link', { name: 'Careers' }).click({ force: true })
      await page.waitForTimeout(200)
      expect(await page.evaluate(() => window.scrollY)).toBe(before)
      expect(page.url()).toBe(`${site.url}/pricing`)
    } finally {
      await context.close()
    }
  })

  it('shows the current year and a rights-reserved line', async () => {
    const { page, context } = await visit('/terms')
    try {
      const year = await page.evaluate(() => new Date().getFullYear())
      expect(await page.locator('footer').innerText()).toContain(
        `© ${year} Snipwire, Inc. All rights reserved.`,
      )
    } finally {
      await context.close()
    }
  })
})

describe('auth forms', () => {
  it.each([
    ['/login', 'login-email', 'login-password', 'login-button', 'Try Again'],
    ['/signup', 'signup-email', 'signup-password', 'signup-button', 'Try again'],
  ])(
    'submitting %s with Enter or the button keeps the page and what was typed when it fails',
    async (path, emailId, passwordId, buttonId, failure) => {
      const { page, context } = await visit(path)
      try {
        await page.evaluate(() => {
          ;(window as unknown as { stillHere: boolean }).stillHere = true
        })
        // No account (login) or no name (sign-up): both attempts fail.
        await page.fill(`#${emailId}`, 'nobody@example.com')
        await page.fill(`#${passwordId}`, 'correct horse battery')
        await page.press(`#${passwordId}`, 'Enter')
        await expect.poll(() => page.locator(`#${buttonId}`).innerText()).toBe(failure)
        await page.click(`#${buttonId}`)
        await expect.poll(() => page.getByRole('alert').isVisible()).toBe(true)
        expect(page.url()).toBe(site.url + path)
        expect(
          await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
        ).toBe(true)
        expect(await page.inputValue(`#${emailId}`)).toBe('nobody@example.com')
      } finally {
        await context.close()
      }
    },
  )
})

describe('unknown URLs', () => {
  // A 404 document is itself reported by Chromium as a failed resource; nothing else may be.
  const only404Document = (problems: string[]) =>
    problems.filter(
      (problem) =>
        problem !==
        'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    )

  it.each(['/no/such/page', '/dashboard/nothing-here', '/docs/no-such-page'])(
    '%s answers 404 with the error screen and hydrates cleanly',
    async (path) => {
      const { page, context, problems } = await openPage(browser, desktop)
      try {
        const response = await page.goto(site.url + path)
        expect(response?.status()).toBe(404)
        await waitForHydration(page)
        await page.waitForLoadState('networkidle')
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
          'Unexpected Application Error!',
        )
        expect(
          await page.getByRole('heading', { level: 2, name: '404 Not Found' }).isVisible(),
        ).toBe(true)
        expect(await page.title()).toBe('404 Not Found · Snipwire')
        expect(await page.locator('header').isVisible()).toBe(true)
        expect(await page.locator('footer').isVisible()).toBe(true)
        expect(only404Document(problems)).toEqual([])
        expect(problems).toHaveLength(1)

        await page.getByRole('link', { name: 'Back to home' }).click()
        await expect.poll(() => pathOf(page)).toBe('/')
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).innerText())
          .toContain('Develop Faster.')
      } finally {
        await context.close()
      }
    },
  )
})

describe('documentation', () => {
  it("leads from 'View Documentation' to the docs", async () => {
    const { page, context, problems } = await visit('/')
    try {
      await page.getByRole('link', { name: 'View Documentation' }).click()
      await expect.poll(() => pathOf(page)).toBe('/docs')
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe('Quick start')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
