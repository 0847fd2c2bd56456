/**
 * What the client's browser tests share: the real Snipwire server (its CLI for setup and read
 * back), a workspace, Chromium, and a small loopback server of our own that serves each test's
 * page from another origin (`http://localhost:PORT`), so every page loads the SDK from the
 * Snipwire server's `/sdk/snipwire.js` across origins, as a customer's page does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect, createServer as createTcpServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { QueryResult, Snippet } from '@snipwire/protocol'
import type { Browser, Page, Route } from 'playwright-core'
import { launchBrowser, openPage, type WatchedPage } from '../harness/browser.js'
import { startServer, type RunningServer } from '../harness/server.js'

export interface Workspace {
  id: string
  apiKey: string
  liveApiKey: string
}

export interface Usage {
  currentAuth: number
  currentWrites: number
  currentReads: number
  snippets: Record<string, { calls: number }>
}

export interface ClientFixture {
  server: RunningServer
  browser: Browser
  workspace: Workspace
  /** Stores a snippet (create or replace) through the CLI. */
  snippet(id: string, config: Omit<Snippet, 'id'>): Promise<void>
  /** Adds a document through the CLI (test mode); `{ id, path }`. */
  addDocument(path: string, doc: Record<string, unknown>): Promise<{ id: string; path: string }>
  /** Reads a display snippet's result through the public API, as no page would see it. */
  query(snippetId: string, variables?: Record<string, string>): Promise<QueryResult>
  usage(): Promise<Usage>
  /** Serves `html` from the fixture origin and opens it in a fresh browser context. */
  open(html: string): Promise<WatchedPage>
  /** A page's full HTML: the SDK from the Snipwire server, then `body`. */
  page(body: string): string
  /** The fixture origin's URL of `html`, for pages opened by hand. */
  serve(html: string): string
  close(): Promise<void>
}

/**
 * Starts the server, a workspace, Chromium and the page origin.
 * @example const fixture = await startClientFixture(); afterAll(() => fixture.close())
 */
export async function startClientFixture(): Promise<ClientFixture> {
  const server = await startServer()
  const files = mkdtempSync(join(tmpdir(), 'snipwire-client-e2e-'))
  const workspace = (await server.cli([
    'workspace',
    'create',
    '--name',
    'Client tests',
  ])) as Workspace
  const browser = await launchBrowser()

  const pages = new Map<string, string>()
  const origin = createServer((request, response) => {
    const html = pages.get((request.url ?? '').split('?')[0]!)
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html ?? 'Not found')
  })
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
  const pageOrigin = `http://localhost:${(origin.address() as AddressInfo).port}`
  let pageCount = 0

  const fixture: ClientFixture = {
    server,
    browser,
    workspace,
    async snippet(id, config) {
      const file = join(files, `${id}.json`)
      writeFileSync(file, JSON.stringify(config))
      await server.cli(['snippet', 'put', '--workspace', workspace.id, '--file', file, '--id', id])
    },
    async addDocument(path, doc) {
      return (await server.cli([
        'data',
        'add',
        '--workspace',
        workspace.id,
        '--path',
        path,
        '--doc',
        JSON.stringify(doc),
      ])) as { id: string; path: string }
    },
    async query(snippetId, variables) {
      const response = await fetch(
        `${server.url}/v1/snippets/${snippetId}/query?key=${workspace.apiKey}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(variables ? { variables } : {}),
        },
      )
      if (!response.ok) throw new Error(`query ${snippetId}: ${await response.text()}`)
      return (await response.json()) as QueryResult
    },
    async usage() {
      return (await server.cli(['usage', '--workspace', workspace.id])) as Usage
    },
    serve(html) {
      const path = `/page-${++pageCount}.html`
      pages.set(path, html)
      return pageOrigin + path
    },
    page(body) {
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Snipwire test page</title>
<script src="${server.url}/sdk/snipwire.js"></script></head><body>${body}</body></html>`
    },
    async open(html) {
      const watched = await openPage(browser)
      await watched.page.goto(fixture.serve(html))
      return watched
    },
    async close() {
      await browser.close()
      await new Promise((resolve) => origin.close(resolve))
      await server.stop()
      rmSync(files, { recursive: true, force: true })
    },
  }
  return fixture
}

/**
 * Holds the page's requests to a route until the test lets them go, so the button's working
 * state can be seen; `release()` lets every held and future request through.
 * @example const gate = await holdRequests(page, '/add'); …; gate.release()
 */
export async function holdRequests(page: Page, pathEnd: string) {
  const held: Route[] = []
  let open = false
  const matcher = (url: URL) => url.pathname.endsWith(pathEnd)
  await page.route(matcher, async (route) => {
    if (open || route.request().method() == 'OPTIONS') await route.continue()
    else held.push(route)
  })
  return {
    /** Resolves once a request is being held. */
    async held() {
      while (!held.length) await page.waitForTimeout(10)
    },
    async release() {
      open = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

/** The text and disabled state of a button, as the user sees it. */
export const buttonState = (page: Page, id: string) =>
  page.$eval(`#${id}`, (button) => ({
    text: button instanceof HTMLInputElement ? button.value : button.textContent,
    disabled: (button as HTMLButtonElement).disabled,
  }))

/** Every `snipwire:*` event on the page, recorded from the start (install before loading). */
export async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: { type: string; target: string; code?: string; message?: string }[] = []
    ;(window as unknown as { snipwireEvents: typeof seen }).snipwireEvents = seen
    for (const type of ['snipwire:success', 'snipwire:error'])
      document.addEventListener(type, (event) => {
        const detail = (event as CustomEvent).detail as { code?: string; message?: string } | null
        seen.push({
          type,
          target: (event.target as Element).id || (event.target as Element).tagName,
          ...(detail instanceof Error
            ? { code: (detail as Error & { code: string }).code, message: detail.message }
            : {}),
        })
      })
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { snipwireEvents: unknown[] }).snipwireEvents,
    ) as Promise<{ type: string; target: string; code?: string; message?: string }[]>
}

/**
 * Opens `html` and waits until the configs of `snippetIds` have arrived and the page had time
 * to wire them.
 * @example const { page } = await openWired(fixture, html, ['sign-in'])
 */
export async function openWired(
  fixture: ClientFixture,
  html: string,
  snippetIds: string[],
  before?: (page: Page) => Promise<unknown>,
): Promise<WatchedPage> {
  const watched = await openPage(fixture.browser)
  await before?.(watched.page)
  // The client asks for the configs of a page in one GET: `/v1/snippets?ids=a,b`.
  const configs = snippetIds.map((id) =>
    watched.page.waitForResponse((response) => {
      const url = new URL(response.url())
      return (
        url.pathname == '/v1/snippets' &&
        !!url.searchParams.get('ids')?.split(',').includes(id) &&
        response.request().method() == 'GET'
      )
    }),
  )
  await watched.page.goto(fixture.serve(html))
  await Promise.all(configs.map(async (response) => (await response).finished()))
  await watched.page.waitForTimeout(50)
  return watched
}

export interface Outcome {
  user?: { uid: string; email: string }
  code?: string
  message?: string
  [key: string]: unknown
}

/** Waits for the page script to put the operation's outcome in `window.outcome`. */
export const outcome = async (page: Page): Promise<Outcome> =>
  (await (
    await page.waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome)
  ).jsonValue()) as Outcome

/**
 * A TCP proxy in front of the Snipwire server whose connections the test can cut, as a flaky
 * network does: `drop()` resets every open connection (the page's event stream included).
 * @example const proxy = await startProxy(fixture.server.url); …; proxy.drop()
 */
export async function startProxy(target: string) {
  const { hostname, port } = new URL(target)
  const sockets = new Set<Socket>()
  const proxy = createTcpServer((client) => {
    const upstream = connect(Number(port), hostname)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => undefined)
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    drop() {
      for (const socket of sockets) socket.resetAndDestroy()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        proxy.close(() => resolve())
      }),
  }
}
