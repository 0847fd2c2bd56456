#!/usr/bin/env node
/**
 * Website benchmark (`npm run bench:site`): builds apps/web, serves the built site with the
 * same static server the browser tests use, and runs Lighthouse 12 (its default mobile profile:
 * emulated Moto G Power, simulated slow 4G, 4× CPU slowdown) on every route of sitemap.xml.
 *
 * Prints one table row per route: the performance, accessibility, best-practices and SEO
 * scores, and the gzip bytes of the JavaScript and CSS the route loads. Goals: performance
 * ≥ 0.95 and 1.00 for the other three everywhere; under 100 KB of gzip JavaScript on the landing
 * page. It reports figures and never fails on them; it exits non-zero only when it cannot
 * measure (build error, Chromium missing). Full results go to bench/results/site.json.
 *
 * `npm run bench:site -- / /pricing` measures only the routes named.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
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
          stop: () => {
            child.kill('SIGKILL')
            rmSync(profile, { recursive: true, force: true })
          },
        })
      }
    })
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)))
  })
}

function gzipBytesOf(siteDirectory, url) {
  const file = join(siteDirectory, decodeURIComponent(new URL(url).pathname))
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const score = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2))

async function main() {
  if (!chromiumPath) fail('Chromium is not installed (apt-get install -y chromium).')

  console.log('Building apps/web …')
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (build.status !== 0) fail(`the build failed:\n${build.stdout}\n${build.stderr}`)

  const { startStaticSite, builtSiteDirectory } = await tsImport(
    '../e2e/harness/static-site.ts',
    import.meta.url,
  )
  const sitemap = readFileSync(join(builtSiteDirectory, 'sitemap.xml'), 'utf8')
  const allRoutes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
    (m) => m[1],
  )
  // `npm run bench:site -- / /pricing` measures only the routes named.
  const wanted = process.argv.slice(2)
  const routes = wanted.length ? allRoutes.filter((route) => wanted.includes(route)) : allRoutes
  if (routes.length === 0) fail(`no route to measure (sitemap.xml lists ${allRoutes.join(' ')}).`)

  const site = await startStaticSite()
  const chromium = await startChromium()
  const results = []
  try {
    for (const route of routes) {
      const runnerResult = await lighthouse(`${site.url}${route}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      })
      const lhr = runnerResult?.lhr
      if (!lhr) fail(`Lighthouse returned no result for ${route}.`)
      const requests = lhr.audits['network-requests']?.details?.items ?? []
      const bytesOf = (type) =>
        requests
          .filter((request) => request.resourceType === type && request.url.startsWith(site.url))
          .reduce((sum, request) => sum + gzipBytesOf(builtSiteDirectory, request.url), 0)
      const row = {
        route,
        performance: lhr.categories.performance?.score ?? null,
        accessibility: lhr.categories.accessibility?.score ?? null,
        bestPractices: lhr.categories['best-practices']?.score ?? null,
        seo: lhr.categories.seo?.score ?? null,
        jsGzipBytes: bytesOf('Script'),
        cssGzipBytes: bytesOf('Stylesheet'),
        firstContentfulPaintMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
        largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        totalBlockingTimeMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
        cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
        failedAudits: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
      }
      results.push(row)
      console.log(
        `  ${route}: perf ${score(row.performance)}, a11y ${score(row.accessibility)}, ` +
          `best ${score(row.bestPractices)}, SEO ${score(row.seo)}, JS ${kb(row.jsGzipBytes)}, ` +
          `CSS ${kb(row.cssGzipBytes)}, LCP ${Math.round(row.largestContentfulPaintMs ?? 0)} ms, ` +
          `TBT ${Math.round(row.totalBlockingTimeMs ?? 0)} ms, FCP ${Math.round(row.firstContentfulPaintMs ?? 0)} ms` +
          (row.failedAudits.length ? ` (below 1: ${row.failedAudits.join(', ')})` : ''),
      )
    }
  } finally {
    chromium.stop()
    await site.close()
  }

  const lines = [
    '| route | performance | accessibility | best practices | SEO | JS (gzip) | CSS (gzip) |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (row) =>
        `| \`${row.route}\` | ${score(row.performance)} | ${score(row.accessibility)} | ` +
        `${score(row.bestPractices)} | ${score(row.seo)} | ${kb(row.jsGzipBytes)} | ${kb(row.cssGzipBytes)} |`,
    ),
  ]
  console.log(`\nLighthouse ${lighthouse.version ?? '12'} (mobile profile), built site:\n`)
  console.log(lines.join('\n'))

  const goals = {
    performance: results.every((row) => (row.performance ?? 0) >= 0.95),
    accessibility: results.every((row) => row.accessibility === 1),
    bestPractices: results.every((row) => row.bestPractices === 1),
    seo: results.every((row) => row.seo === 1),
    landingJsUnder100KB: (results.find((row) => row.route === '/')?.jsGzipBytes ?? 0) < 100 * 1024,
  }
  console.log(
    `\nGoals: ${Object.entries(goals)
      .map(([goal, met]) => `${goal} ${met ? 'met' : 'not met'}`)
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
