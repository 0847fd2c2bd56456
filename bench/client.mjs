#!/usr/bin/env node
/**
 * `npm run bench:client` — what the Snipwire client costs a page. Prints figures, never fails.
 *
 * 1. Size: the IIFE bundle (`packages/client/dist/snipwire.js`), minified, gzip and brotli,
 *    next to what a page would otherwise load for this job, bundled and measured in the same
 *    run: PocketBase's JavaScript SDK and htmx (development dependencies of this package).
 *    Firebase's compat SDK (app + auth + firestore), which the original product loaded, does not
 *    install whole from this registry: its gzip size is quoted (227,029 bytes, measured before).
 * 2. Time, in Chromium with 100 ms of added round-trip latency (CDP
 *    `Network.emulateNetworkConditions`) against the real server (`snipwire serve`): from the
 *    start of the page's script (the SDK already loaded) until each snippet type is wired —
 *    a button listens, or a display shows its data.
 * 3. The time to render 1,000 template items (`client-render.mjs`).
 */
/* global window */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { tsImport } from 'tsx/esm/api'
import { measureRendering, RENDER_SNIPPETS } from './client-render.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const LATENCY_MS = 100
const RUNS = 5
const FIREBASE_COMPAT_GZIP = 227_029

const sizes = (bytes) => ({
  minified: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length,
})

async function bundle(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: join(root, 'bench'), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    write: false,
    logLevel: 'error',
  })
  return Buffer.from(result.outputFiles[0].contents)
}

const number = (n) => n.toLocaleString('en-US')
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function printSizes() {
  const sdk = join(root, 'packages/client/dist/snipwire.js')
  if (!existsSync(sdk))
    execFileSync('npm', ['run', 'build', '-w', 'packages/client'], { cwd: root, stdio: 'inherit' })
  return Promise.all([
    bundle(`import PocketBase from 'pocketbase'; window.PocketBase = PocketBase`),
    bundle(`import htmx from 'htmx.org'; window.htmx = htmx`),
  ]).then(([pocketbase, htmx]) => {
    const rows = [
      ['Snipwire client (IIFE)', sizes(readFileSync(sdk))],
      ['PocketBase JS SDK 0.28', sizes(pocketbase)],
      ['htmx 2', sizes(htmx)],
    ]
    console.log('\nBundle size (bytes)')
    console.log('| bundle | minified | gzip | brotli |')
    console.log('|---|---:|---:|---:|')
    for (const [name, size] of rows)
      console.log(
        `| ${name} | ${number(size.minified)} | ${number(size.gzip)} | ${number(size.brotli)} |`,
      )
    console.log(
      `| Firebase compat SDK (app + auth + firestore), quoted | — | ${number(FIREBASE_COMPAT_GZIP)} | — |`,
    )
    const ours = rows[0][1].gzip
    console.log(
      `\nGoal ≤ 6 KB (6,144 B) gzip: ${number(ours)} B — ${ours <= 6144 ? 'met' : 'NOT met'}; ` +
        `${(FIREBASE_COMPAT_GZIP / ours).toFixed(0)}× smaller than Firebase compat`,
    )
  })
}

const path = (...parts) =>
  parts.map((value, i) => ({ type: i % 2 ? 'document' : 'collection', value }))

/** One workspace with a snippet of every type, a profile document and 1,000 list items. */
function declaration() {
  const documents = [{ path: 'profiles/ada', data: { name: 'Ada Lovelace', city: 'London' } }]
  for (let i = 0; i < 1000; i++)
    documents.push({
      path: `items/item-${String(i).padStart(4, '0')}`,
      data: { n: i, title: `Item ${i}`, done: i % 3 == 0, tags: ['a', 'b'] },
    })
  const auth = { emailElementId: 'email', passwordElementId: 'password' }
  return {
    workspaces: [
      {
        id: 'bench',
        name: 'Client benchmark',
        snippets: {
          login: { type: 'login', ...auth, buttonElementId: 'login' },
          signUp: {
            type: 'signUp',
            ...auth,
            buttonElementId: 'join',
            usersCollectionName: 'people',
          },
          add: {
            type: 'add',
            pathSegments: path('notes'),
            fieldMappings: [{ field: 'text', elementId: 'note' }],
            buttonElementId: 'save',
          },
          payment: {
            type: 'payment',
            priceID: 'price_pro_month',
            buttonElementId: 'buy',
            successUrl: 'http://localhost/thanks',
          },
          staticDisplay: {
            type: 'staticDisplay',
            pathSegments: path('profiles', 'ada'),
            fieldMappings: [
              { field: 'name', elementId: 'name' },
              { field: 'city', elementId: 'city' },
            ],
          },
          staticDisplayLive: {
            type: 'staticDisplay',
            pathSegments: path('profiles', 'ada'),
            fieldMappings: [{ field: 'name', elementId: 'live-name' }],
            realTimeUpdatesOn: true,
          },
          dynamicDisplay: {
            type: 'dynamicDisplay',
            pathSegments: path('items'),
            queryOrders: [{ field: 'n', direction: 'asc' }],
            queryLimit: 20,
            fieldMappings: [{ field: 'title', elementId: 'title' }],
            dynamicSnippetItemCode: '<li>#title</li>',
            containerElementId: 'few',
          },
          dynamicDisplayLive: {
            type: 'dynamicDisplay',
            pathSegments: path('items'),
            queryOrders: [{ field: 'n', direction: 'asc' }],
            queryLimit: 20,
            fieldMappings: [{ field: 'title', elementId: 'title' }],
            dynamicSnippetItemCode: '<li>#title</li>',
            containerElementId: 'few-live',
            realTimeUpdatesOn: true,
          },
          ...RENDER_SNIPPETS,
          addItem: {
            type: 'add',
            pathSegments: path('items'),
            fieldMappings: [{ field: 'title', elementId: 'title' }],
            buttonElementId: 'add-item',
          },
        },
        documents,
      },
    ],
  }
}

const WIRING_PAGE = (server, apiKey) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>Wiring</title>
<script>
  // Records when a click listener lands on an element: that element is wired.
  window.wired = {}
  const listen = EventTarget.prototype.addEventListener
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (type == 'click' && this.id && window.t0 != null) window.wired[this.id] ??= performance.now() - window.t0
    return listen.call(this, type, ...rest)
  }
</script>
<script src="${server}/sdk/snipwire.js"></script></head><body>
<input id="email"><input id="password"><button id="login">In</button><button id="join">Join</button>
<input id="note"><button id="save">Save</button><button id="buy">Buy</button>
<h1 id="name"></h1><p id="city"></p><p id="live-name"></p><ul id="few"></ul><ul id="few-live"></ul>
<script>
  window.t0 = performance.now()
  const client = Snipwire.createClient({ apiKey: '${apiKey}' })
  const done = (name) => () => (window.wired[name] = performance.now() - window.t0)
  client.login('login'); client.signUp('signUp'); client.add('add'); client.payment('payment', {}, true)
  client.staticDisplay('staticDisplay').then(done('staticDisplay'))
  client.staticDisplay('staticDisplayLive').then(done('staticDisplayLive'))
  client.dynamicDisplay('dynamicDisplay').then(done('dynamicDisplay'))
  client.dynamicDisplay('dynamicDisplayLive').then(done('dynamicDisplayLive'))
</script></body></html>`

async function measureBrowser() {
  const { startServer } = await tsImport('../e2e/harness/server.ts', import.meta.url)
  const { launchBrowser } = await tsImport('../e2e/harness/browser.ts', import.meta.url)
  const server = await startServer()
  const files = mkdtempSync(join(tmpdir(), 'snipwire-bench-client-'))
  const pages = new Map()
  const origin = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(pages.get(request.url) ?? '')
  })
  await new Promise((resolve) => origin.listen(0, '127.0.0.1', resolve))
  const pageOrigin = `http://localhost:${origin.address().port}`
  const browser = await launchBrowser()
  try {
    writeFileSync(join(files, 'bench.json'), JSON.stringify(declaration()))
    const applied = await server.cli(['apply', join(files, 'bench.json')])
    const apiKey = applied.workspaces[0].apiKey
    pages.set('/wiring.html', WIRING_PAGE(server.url, apiKey))

    /** Loads `path` in a fresh context (cold) and, with `again`, once more in it (warm). */
    const visit = async (path, ready, arg, again = false) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      await page.goto(pageOrigin + path)
      const cold = await (await page.waitForFunction(ready, arg, { timeout: 60_000 })).jsonValue()
      let warm
      if (again) {
        await page.goto(pageOrigin + path)
        warm = await (await page.waitForFunction(ready, arg, { timeout: 60_000 })).jsonValue()
      }
      await context.close()
      return again ? { cold, warm } : cold
    }

    const names = [
      'login',
      'join',
      'save',
      'buy',
      'staticDisplay',
      'staticDisplayLive',
      'dynamicDisplay',
      'dynamicDisplayLive',
    ]
    const labels = {
      login: 'login (button listens)',
      join: 'signUp (button listens)',
      save: 'add (button listens)',
      buy: 'payment with button (button listens)',
      staticDisplay: 'staticDisplay, one read (data shown)',
      staticDisplayLive: 'staticDisplay, live (data shown)',
      dynamicDisplay: 'dynamicDisplay, one read (20 items shown)',
      dynamicDisplayLive: 'dynamicDisplay, live (20 items shown)',
    }
    const wiring = []
    for (let run = 0; run < RUNS; run++)
      wiring.push(
        await visit(
          '/wiring.html',
          (n) => {
            const wired = window.wired
            return n.every((name) => wired[name] != null) && wired
          },
          names,
          true,
        ),
      )
    console.log(
      `\nTime from the page's script start until wired, Chromium, +${LATENCY_MS} ms per request, median of ${RUNS}`,
    )
    console.log('cold: first visit; warm: the page loaded again (configs from the HTTP cache)')
    console.log('| snippet | cold ms | round trips | warm ms | round trips |')
    console.log('|---|---:|---:|---:|---:|')
    for (const name of names) {
      const cold = median(wiring.map((run) => run.cold[name]))
      const warm = median(wiring.map((run) => run.warm[name]))
      console.log(
        `| ${labels[name]} | ${cold.toFixed(0)} | ${(cold / LATENCY_MS).toFixed(1)} | ${warm.toFixed(0)} | ${(warm / LATENCY_MS).toFixed(1)} |`,
      )
    }

    await measureRendering({ browser, server, apiKey, pageOrigin, pages, runs: RUNS, median })
  } finally {
    await browser.close()
    await new Promise((resolve) => origin.close(resolve))
    await server.stop()
    rmSync(files, { recursive: true, force: true })
  }
}

try {
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (timings stretch with load)`,
  )
  await printSizes()
  await measureBrowser()
} catch (error) {
  // A benchmark prints what it could measure and never fails the build.
  console.log(`\nThe browser part could not run: ${error.message}`)
}
