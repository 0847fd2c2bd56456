/**
 * Every route of the built, prerendered website, served by `snipwire serve` with the seed
 * applied: its HTML already holds the page, it hydrates without a console error, it has its
 * title and description, nothing is requested from another origin, and axe-core finds no
 * violation at desktop and phone widths.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../harness/axe.js'
import { launchBrowser, openPage } from '../harness/browser.js'
import { startSiteServer, type SiteServer } from './site-server.js'
import { desktop, phone, sitePages, waitForHydration } from './site-pages.js'

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

function decodeEntities(html: string): string {
  return html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
}

describe.each(sitePages)('$path', (sitePage) => {
  it('is prerendered: the HTML holds the heading, title and description before any script runs', async () => {
    const response = await fetch(site.url + sitePage.path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = decodeEntities(await response.text())
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(`<title>${sitePage.title}</title>`)
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/)
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
    expect(html).toContain(sitePage.heading.split(' ')[0])
  })

  it('renders its content and hydrates with no console error or outside request', async () => {
    const { page, context, problems } = await openPage(browser, desktop)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    try {
      const response = await page.goto(site.url + sitePage.path)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      expect(await page.title()).toBe(sitePage.title)
      const heading = await page.getByRole('heading', { level: 1 }).innerText()
      expect(heading.replace(/\s+/g, ' ')).toBe(sitePage.heading)
      const text = await page.locator('body').innerText()
      for (const shown of sitePage.shows) expect(text).toContain(shown)
      expect(problems).toEqual([])
      const outside = requests.filter(
        (url) => !url.startsWith(site.url) && !url.startsWith('data:'),
      )
      expect(outside).toEqual([])
    } finally {
      await context.close()
    }
  })

  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ])('has no axe-core violations at %s width', async (_name, viewport) => {
    const { page, context, problems } = await openPage(browser, viewport)
    try {
      await page.goto(site.url + sitePage.path)
      await waitForHydration(page)
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
  })
})

describe.each(sitePages)('$path at narrow widths', (sitePage) => {
  it.each([360, 375, 768])('fits %i px without scrolling sideways', async (width) => {
    const { page, context } = await openPage(browser, { width, height: 800 })
    try {
      await page.goto(site.url + sitePage.path)
      await waitForHydration(page)
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }))
      expect(overflow.page).toBe(overflow.viewport)
    } finally {
      await context.close()
    }
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt announcing the sitemap', async () => {
    const response = await fetch(`${site.url}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const body = await response.text()
    expect(body).toContain('User-agent: *')
    expect(body).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m)
  })

  it('lists every page in sitemap.xml', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml(; charset=utf-8)?$/)
    const body = await response.text()
    const paths = [...body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1])
    expect(paths).toEqual(sitePages.map((sitePage) => sitePage.path))
  })
})
