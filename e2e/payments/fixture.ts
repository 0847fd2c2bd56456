/**
 * What the payments and notifications browser tests share: the real Snipwire server (`snipwire
 * serve` as a child process, its CLI for setup and read-back), Chromium, and a shop origin of our
 * own (`http://localhost:PORT`) that serves each test's pages, whatever query string the checkout
 * appends (`?session_id=…`), and loads the SDK from the Snipwire server's `/sdk/snipwire.js`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../harness/browser.js'
import { startServer, type RunningServer, type StartServerOptions } from '../harness/server.js'

export interface Shop {
  /** `http://localhost:PORT`. */
  origin: string
  /** Serves `html` at `path` (query strings are ignored); returns its URL. */
  page(path: string, html: string): string
  close(): Promise<void>
}

/**
 * @example const shop = await startShop(); const url = shop.page('/pricing', html)
 */
export async function startShop(): Promise<Shop> {
  const pages = new Map<string, string>()
  const server = createServer((request, response) => {
    const html = pages.get((request.url ?? '').split('?')[0] ?? '')
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html ?? 'Not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  return {
    origin,
    page(path, html) {
      pages.set(path, html)
      return origin + path
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A page's full HTML: the SDK from the Snipwire server, then `body`. */
export const html = (server: RunningServer, title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>
<script src="${server.url}/sdk/snipwire.js"></script></head><body>${body}</body></html>`

export interface Setup {
  server: RunningServer
  shop: Shop
  browser: Browser
  workspace: { id: string; apiKey: string }
  /** Stores a snippet through the CLI. */
  snippet(id: string, config: Record<string, unknown>): Promise<void>
  close(): Promise<void>
}

/**
 * Starts the server, a workspace owned by `owner@shop.example`, the shop origin and Chromium.
 * @example const setup = await startSetup(); afterAll(() => setup.close())
 */
export async function startSetup(options: StartServerOptions = {}): Promise<Setup> {
  const server = await startServer(options)
  const files = mkdtempSync(join(tmpdir(), 'snipwire-payments-e2e-'))
  const workspace = (await server.cli([
    'workspace',
    'create',
    '--name',
    'Browser Shop',
    '--owner-email',
    'owner@shop.example',
  ])) as { id: string; apiKey: string }
  const [shop, browser] = await Promise.all([startShop(), launchBrowser()])
  return {
    server,
    shop,
    browser,
    workspace,
    async snippet(id, config) {
      const file = join(files, `${id}.json`)
      writeFileSync(file, JSON.stringify(config))
      await server.cli(['snippet', 'put', '--workspace', workspace.id, '--file', file, '--id', id])
    },
    async close() {
      await browser.close()
      await shop.close()
      await server.stop()
      rmSync(files, { recursive: true, force: true })
    },
  }
}
