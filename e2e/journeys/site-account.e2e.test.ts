/**
 * The website's own sign-up, login and sign-out, run by the house workspace's snippets through
 * the Snipwire client, in Chromium against the product started with `npm start`.
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

const pathOf = (page: Page) => new URL(page.url()).pathname

async function topBarLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link')
    .allInnerTexts()
}

async function buttonState(page: Page, id: string) {
  return page.locator(`#${id}`).evaluate((button: HTMLButtonElement) => ({
    text: button.textContent,
    disabled: button.disabled,
  }))
}

let accounts = 0
const newEmail = () => `journey-${Date.now()}-${++accounts}@example.com`

async function signUp(page: Page, email: string, password = 'correct horse battery') {
  await page.goto(`${product.url}/signup`)
  await waitForHydration(page)
  await page.fill('#signup-name', 'Ada Lovelace')
  await page.fill('#signup-email', email)
  await page.fill('#signup-password', password)
  await page.click('#signup-button')
}

describe('the website on its own toolkit', () => {
  it('signs up on /signup, lands on /dashboard signed in, signs out and logs in again', async () => {
    const { page, context, problems } = await openPage(browser)
    const email = newEmail()
    try {
      await signUp(page, email)
      await page.waitForURL(`${product.url}/dashboard`)
      await expect
        .poll(() => topBarLinks(page))
        .toEqual(['Home', 'Pricing', 'Dashboard', 'Sign out'])
      const users = (await product.cli([
        'data',
        'list',
        '--workspace',
        'house',
        '--path',
        'users',
      ])) as {
        data: { email: string; name: string }
      }[]
      expect(users.map((user) => user.data)).toContainEqual({ email, name: 'Ada Lovelace' })

      await page.getByRole('link', { name: 'Sign out' }).click()
      await expect.poll(() => pathOf(page)).toBe('/')
      await expect.poll(() => topBarLinks(page)).toEqual(['Home', 'Pricing', 'Login', 'Sign Up'])

      await page.getByRole('link', { name: 'Login', exact: true }).click()
      await expect.poll(() => pathOf(page)).toBe('/login')
      await page.fill('#login-email', email)
      await page.fill('#login-password', 'correct horse battery')
      await page.click('#login-button')
      await expect
        .poll(() => buttonState(page, 'login-button'))
        .toEqual({
          text: "You're Done!",
          disabled: true,
        })
      await page.waitForURL(`${product.url}/dashboard`)
      await expect
        .poll(() => topBarLinks(page))
        .toEqual(['Home', 'Pricing', 'Dashboard', 'Sign out'])
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('knows a signed-in visitor on every page after a reload, and in another tab', async () => {
    const { page, context } = await openPage(browser)
    try {
      await signUp(page, newEmail())
      await page.waitForURL(`${product.url}/dashboard`)
      const other = await context.newPage()
      await other.goto(`${product.url}/pricing`)
      await waitForHydration(other)
      await expect.poll(() => topBarLinks(other)).toContain('Sign out')
      await page.getByRole('link', { name: 'Sign out' }).click()
      // The other tab follows the sign-out without a reload.
      await expect.poll(() => topBarLinks(other)).toEqual(['Home', 'Pricing', 'Login', 'Sign Up'])
    } finally {
      await context.close()
    }
  })

  it("shows 'Try Again' and says why after a wrong password, staying on /login", async () => {
    const email = newEmail()
    const setup = await openPage(browser)
    await signUp(setup.page, email)
    await setup.page.waitForURL(`${product.url}/dashboard`)
    await setup.context.close()

    const { page, context, problems } = await openPage(browser)
    try {
      await page.goto(`${product.url}/login`)
      await waitForHydration(page)
      await page.fill('#login-email', email)
      await page.fill('#login-password', 'not the password')
      await page.click('#login-button')
      await expect
        .poll(() => buttonState(page, 'login-button'))
        .toEqual({
          text: 'Try Again',
          disabled: false,
        })
      expect(await page.getByRole('alert').innerText()).toBe(
        'Wrong email or password. Check both and try again.',
      )
      expect(pathOf(page)).toBe('/login')
      // The client logs the failure (spec section 8); the browser logs the refused request.
      expect(problems.filter((problem) => !problem.includes('400'))).toEqual([
        'console.error: The email or password is incorrect.',
      ])
    } finally {
      await context.close()
    }
  })

  it('says the e-mail address is in use when it already has an account', async () => {
    const email = newEmail()
    const { page, context } = await openPage(browser)
    try {
      await signUp(page, email)
      await page.waitForURL(`${product.url}/dashboard`)
      await signUp(page, email)
      await expect
        .poll(() => buttonState(page, 'signup-button'))
        .toEqual({
          text: 'Try again',
          disabled: false,
        })
      expect(await page.getByRole('alert').innerText()).toContain(
        'An account with this email address already exists.',
      )
      await page.getByRole('alert').getByRole('link', { name: 'Log in' }).click()
      await expect.poll(() => pathOf(page)).toBe('/login')
    } finally {
      await context.close()
    }
  })

  it('keeps the spec’s page validation: required marks, the email type, the client’s messages', async () => {
    const { page, context } = await openPage(browser)
    try {
      await page.goto(`${product.url}/signup`)
      await waitForHydration(page)
      for (const id of ['signup-name', 'signup-email', 'signup-password']) {
        expect(
          await page.locator(`#${id}`).evaluate((input: HTMLInputElement) => input.required),
        ).toBe(true)
      }
      expect(await page.getAttribute('#signup-email', 'type')).toBe('email')
      await page.fill('#signup-email', 'ada@example.com')
      await page.fill('#signup-password', 'correct horse battery')
      await page.click('#signup-button')
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toBe('Fill in every field: your full name, email address and password.')
      expect(pathOf(page)).toBe('/signup')
    } finally {
      await context.close()
    }
  })

  it('runs a sign-in clicked before the client had wired the button', async () => {
    const email = newEmail()
    const { page, context } = await openPage(browser)
    try {
      await signUp(page, email)
      await page.waitForURL(`${product.url}/dashboard`)
      await page.evaluate(() => localStorage.clear())
      // Hold the snippet's configuration, so the click comes before the wiring.
      const held: (() => Promise<void>)[] = []
      await page.route(
        (url) =>
          url.pathname == '/v1/snippets' &&
          !!url.searchParams.get('ids')?.split(',').includes('login'),
        (route) => {
          held.push(() => route.continue())
        },
      )
      await page.goto(`${product.url}/login`)
      await waitForHydration(page)
      await page.fill('#login-email', email)
      await page.fill('#login-password', 'correct horse battery')
      await expect.poll(() => held.length).toBe(1)
      await page.click('#login-button')
      expect(await page.getAttribute('#login-button', 'aria-busy')).toBe('true')
      await held[0]!()
      await page.waitForURL(`${product.url}/dashboard`)
    } finally {
      await context.close()
    }
  })
})
