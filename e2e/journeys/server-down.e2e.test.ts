/**
 * The website while its Snipwire server is down: the built site is served as static files (a
 * CDN would do the same) and every request to the API is refused at the network. Every page
 * still renders and hydrates; every action shows its failure state and says why.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type WatchedPage } from '../harness/browser.js'
import { startStaticSite, type StaticSite } from '../harness/static-site.js'
import { desktop, sitePages, waitForHydration } from '../site/site-pages.js'

let site: StaticSite
let browser: Browser

beforeAll(async () => {
  site = await startStaticSite()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

const unreachable =
  'We could not reach the Snipwire server. Check your connection, or that the server is running, and try again.'

/** A page whose API requests all fail as they do when the server is down. */
async function visitWithServerDown(path: string): Promise<WatchedPage> {
  const watched = await openPage(browser, desktop)
  await watched.context.route('**/v1/**', (route) => route.abort('connectionrefused'))
  await watched.page.goto(site.url + path)
  await waitForHydration(watched.page)
  return watched
}

/** Problems other than the refused API requests and the client's own report of them. */
const unexpected = (problems: string[]) =>
  problems.filter(
    (problem) =>
      !problem.includes('/v1/') &&
      !problem.startsWith('console.error: Could not reach') &&
      !problem.startsWith('console.error: Failed to load resource'),
  )

async function buttonState(page: Page, id: string) {
  return page.locator(`#${id}`).evaluate((button: HTMLButtonElement) => ({
    text: button.textContent,
    disabled: button.disabled,
  }))
}

describe.each(sitePages)('$path with the server down', (sitePage) => {
  it('renders its content and hydrates', async () => {
    const { page, context, problems } = await visitWithServerDown(sitePage.path)
    try {
      expect(await page.title()).toBe(sitePage.title)
      const heading = await page.getByRole('heading', { level: 1 }).innerText()
      expect(heading.replace(/\s+/g, ' ')).toBe(sitePage.heading)
      const text = await page.locator('body').innerText()
      for (const shown of sitePage.shows) expect(text).toContain(shown)
      expect(unexpected(problems)).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('actions with the server down', () => {
  it.each([
    ['/login', ['login-email', 'login-password'], 'login-button', 'Try Again'],
    ['/signup', ['signup-name', 'signup-email', 'signup-password'], 'signup-button', 'Try again'],
  ])(
    '%s shows its failure state and says the server cannot be reached',
    async (path, fields, buttonId, failure) => {
      const { page, context, problems } = await visitWithServerDown(path)
      try {
        for (const id of fields) {
          await page.fill(`#${id}`, id.endsWith('email') ? 'ada@example.com' : 'Ada Lovelace 1815')
        }
        await page.click(`#${buttonId}`)
        await expect
          .poll(() => buttonState(page, buttonId))
          .toEqual({ text: failure, disabled: false })
        expect(await page.getByRole('alert').innerText()).toBe(unreachable)
        expect(new URL(page.url()).pathname).toBe(path)
        expect(unexpected(problems)).toEqual([])
      } finally {
        await context.close()
      }
    },
  )

  it("/pricing shows 'Try payment again' and says why", async () => {
    const { page, context } = await visitWithServerDown('/pricing')
    try {
      await page.getByRole('button', { name: 'Start 14-day free trial of Pro' }).click()
      const retry = page.getByRole('button', { name: 'Try payment again for Pro' })
      await retry.waitFor()
      expect(await retry.isEnabled()).toBe(true)
      expect(await page.getByRole('alert').innerText()).toBe(unreachable)
    } finally {
      await context.close()
    }
  })

  it('signs out on /logout all the same', async () => {
    const { page, context } = await visitWithServerDown('/')
    try {
      await page.evaluate(() =>
        localStorage.setItem(
          'snipwire:pk_test_snipwire_house_website',
          JSON.stringify({ user: { uid: 'u1', email: 'ada@example.com' }, session: {} }),
        ),
      )
      await page.reload()
      await waitForHydration(page)
      await page.getByRole('link', { name: 'Sign out' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/')
      await page.getByRole('link', { name: 'Sign Up' }).first().waitFor()
      expect(await page.evaluate(() => localStorage.length)).toBe(0)
    } finally {
      await context.close()
    }
  })

  it('the docs’ live list says it is not connected, and Send says why', async () => {
    const { page, context } = await visitWithServerDown('/docs/snippets/add')
    try {
      await expect.poll(() => page.getByTestId('lobby-status').innerText()).toBe('Not connected')
      expect(await page.getByRole('alert').first().innerText()).toBe(unreachable)
      await page.fill('#demo-message-text', 'Anyone there?')
      await page.click('#demo-message-send')
      await expect.poll(() => page.getByRole('alert').count()).toBe(2)
      expect(await page.getByRole('alert').last().innerText()).toContain('network/request-failed')
      expect(await buttonState(page, 'demo-message-send')).toEqual({
        text: 'Send',
        disabled: false,
      })
    } finally {
      await context.close()
    }
  })

  it('the docs’ static display and payment say why they cannot run', async () => {
    const shown = await visitWithServerDown('/docs/snippets/static-display')
    try {
      await expect.poll(() => shown.page.getByRole('alert').innerText()).toBe(unreachable)
    } finally {
      await shown.context.close()
    }
    const { page, context } = await visitWithServerDown('/docs/snippets/payment')
    try {
      await page.click('#demo-pay-button')
      await expect
        .poll(() => buttonState(page, 'demo-pay-button'))
        .toEqual({
          text: 'Try payment again',
          disabled: false,
        })
      expect(await page.getByRole('alert').innerText()).toContain('network/request-failed')
    } finally {
      await context.close()
    }
  })
})
