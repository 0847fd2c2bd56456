/**
 * Launches Debian's Chromium through playwright-core for browser tests, and records what a
 * page logs so a test can assert that nothing went wrong in the console.
 */
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

// Without the background-networking flags Chromium keeps dialling Google on this machine's
// closed network; --no-sandbox because CI runs as root.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string {
  const found = CHROMIUM_PATHS.find((path) => existsSync(path))
  if (!found) {
    throw new Error(
      'Chromium is not installed. Install it with `apt-get install -y chromium` (.ci/run does this).',
    )
  }
  return found
}

/** @example const browser = await launchBrowser(); afterAll(() => browser.close()) */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
}

export interface WatchedPage {
  page: Page
  context: BrowserContext
  /** Console errors, page errors and failed requests, as text. */
  problems: string[]
}

/**
 * Opens a page in a fresh context (its own storage) and records every console error, uncaught
 * exception and failed request on it.
 * @example const { page, problems } = await openPage(browser, { width: 375, height: 812 })
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
  )
  return { page, context, problems }
}
