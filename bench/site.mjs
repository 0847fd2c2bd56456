#!/usr/bin/env node
/**
 * Website benchmark (`npm run bench:site`): builds the client, the server and apps/web, serves
 * the built site the way the product does (`snipwire serve` with seed/snipwire.json applied, as
 * the site's browser tests do, so the pages that run snippets reach their API), and runs
 * Lighthouse 12 (its default mobile profile: emulated Moto G Power, simulated slow 4G, 4× CPU
 * slowdown) on every route of sitemap.xml.
 *
 * Prints one table row per route: the performance, accessibility, best-practices and SEO
 * scores, and the gzip bytes of the JavaScript and CSS the route loads. Goals: performance
 * ≥ 0.95 and 1.00 for the other three everywhere; under 100 KB of gzip JavaScript on the landing
 * page. It reports figures and never fails on them; it exits non-zero only when it cannot
 * measure (build error, Chromium missing). Full results go to bench/results/site.json.
 *
 * `npm run bench:site -- / /pricing` measures only the routes named; `--runs=N` sets how many
 * Lighthouse runs each route gets (default 3; the median by performance score is reported).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { createRequire } from 'node:module'
import lighthouse from 'lighthouse'
import { tsImport } from 'tsx/esm/api'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
)
// The flags of e2e/harness/browser.ts: no sandbox as root, no calls home on a closed network.
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
// Lighthouse's own advice: take the median of several runs. `--runs=N` changes it.
const runsPerRoute = Number(
  process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3,
)

function fail(message) {
  console.error(`bench:site: ${message}`)
  process.exit(1)
}

/** Starts Chromium with a DevTools port for Lighthouse and resolves with that port. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'snipwire-lighthouse-'))
  const child = spawn(
    chromiumPath,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000)
    child.stderr.on('data', (chunk) => {
      output += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({
          port: Number(match[1]),
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) {
              const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
              child.kill('SIGKILL')
              await exited
            }
            rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
          },
        })
      }
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)))
  })
}

function gzipBytesOf(siteDirectory, url) {
  const file = join(siteDirectory, decodeURIComponent(new URL(url).pathname))
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0
}

/** One Lighthouse run on one URL, reduced to the figures the table shows. */
async function measure(url, port, origin, siteDirectory) {
  const runnerResult = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  })
  const lhr = runnerResult?.lhr
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}.`)
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) =>
    request.url.startsWith(origin),
  )
  const bytesOf = (type) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((sum, request) => sum + gzipBytesOf(siteDirectory, request.url), 0)
  const documentFile = htmlFileOf(siteDirectory, url)
  const html = readFileSync(documentFile, 'utf8')
  // The stylesheet is inlined into each page: count it as CSS, and the rest as HTML.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const inlineCssBytes = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    bestPractices: lhr.categories['best-practices']?.score ?? null,
    seo: lhr.categories.seo?.score ?? null,
    jsGzipBytes: bytesOf('Script'),
    cssGzipBytes: bytesOf('Stylesheet') + inlineCssBytes,
    cssInlined: inlineCssBytes > 0,
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    firstContentfulPaintMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    totalBlockingTimeMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id),
  }
}

function htmlFileOf(siteDirectory, url) {
  const path = decodeURIComponent(new URL(url).pathname)
  return join(siteDirectory, path, 'index.html')
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`)
const score = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2))

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version

async function main() {
  if (!chromiumPath) fail('Chromium is not installed (apt-get install -y chromium).')
  if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
    fail('--runs must be a whole number of at least 1, e.g. --runs=5.')
  }

  // The site bundles the client; the server serves it.
  for (const workspace of ['packages/client', 'packages/server', 'apps/web']) {
    console.log(`Building ${workspace} …`)
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      encoding: 'utf8',
    })
    if (build.status !== 0) fail(`the build failed:\n${build.stdout}\n${build.stderr}`)
  }

  const { builtSiteDirectory } = await tsImport('../e2e/harness/static-site.ts', import.meta.url)
  const { startSiteServer } = await tsImport('../e2e/site/site-server.ts', import.meta.url)
  const sitemap = readFileSync(join(builtSiteDirectory, 'sitemap.xml'), 'utf8')
  const allRoutes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
    (m) => m[1],
  )
  // `npm run bench:site -- / /pricing` measures only the routes named.
  const wanted = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
  const routes = wanted.length ? allRoutes.filter((route) => wanted.includes(route)) : allRoutes
  if (routes.length === 0) fail(`no route to measure (sitemap.xml lists ${allRoutes.join(' ')}).`)

  const site = await startSiteServer()
  const chromium = await startChromium()
  const results = []
  try {
    for (const route of routes) {
      const runs = []
      for (let run = 0; run < runsPerRoute; run += 1) {
        runs.push(await measure(`${site.url}${route}`, chromium.port, site.url, builtSiteDirectory))
      }
      // The median run by performance score: one noisy run (another process taking the CPU)
      // neither sinks nor lifts a route.
      runs.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0))
      const row = { route, runs: runs.length, ...runs[Math.floor(runs.length / 2)] }
      results.push(row)
      console.log(
        `  ${route}: perf ${score(row.performance)} (runs: ${runs.map((r) => score(r.performance)).join(' ')}), ` +
          `a11y ${score(row.accessibility)}, best ${score(row.bestPractices)}, SEO ${score(row.seo)}, ` +
          `JS ${kb(row.jsGzipBytes)}, CSS ${kb(row.cssGzipBytes)}, HTML ${kb(row.htmlGzipBytes)}, ` +
          `FCP ${ms(row.firstContentfulPaintMs)}, LCP ${ms(row.largestContentfulPaintMs)}, ` +
          `TBT ${ms(row.totalBlockingTimeMs)}, CLS ${row.cumulativeLayoutShift?.toFixed(3) ?? 'n/a'}` +
          (row.failedAudits.length ? ` (below 1: ${row.failedAudits.join(', ')})` : ''),
      )
    }
  } finally {
    await chromium.stop()
    await site.close()
  }

  const lines = [
    '| route | performance | accessibility | best practices | SEO | JS (gzip) | CSS (gzip, inlined) | HTML (gzip, with CSS) |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (row) =>
        `| \`${row.route}\` | ${score(row.performance)} | ${score(row.accessibility)} | ` +
        `${score(row.bestPractices)} | ${score(row.seo)} | ${kb(row.jsGzipBytes)} | ` +
        `${kb(row.cssGzipBytes)} | ${kb(row.htmlGzipBytes)} |`,
    ),
  ]
  console.log(
    `\nLighthouse ${lighthouseVersion}, default mobile profile, median of ${runsPerRoute} run(s) per route:\n`,
  )
  console.log(lines.join('\n'))

  const landing = results.find((row) => row.route === '/')
  const goals = {
    performance: results.every((row) => (row.performance ?? 0) >= 0.95),
    accessibility: results.every((row) => row.accessibility === 1),
    bestPractices: results.every((row) => row.bestPractices === 1),
    seo: results.every((row) => row.seo === 1),
    landingJsUnder100KB: landing ? landing.jsGzipBytes < 100 * 1024 : null,
  }
  console.log(
    `\nGoals: ${Object.entries(goals)
      .map(([goal, met]) => `${goal} ${met === null ? 'not measured' : met ? 'met' : 'not met'}`)
      .join(', ')}`,
  )

  const resultsDirectory = join(root, 'bench', 'results')
  mkdirSync(resultsDirectory, { recursive: true })
  writeFileSync(
    join(resultsDirectory, 'site.json'),
    `${JSON.stringify({ date: new Date().toISOString(), goals, results }, null, 2)}\n`,
  )
}

main().catch((error) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
)
