#!/usr/bin/env node
/**
 * `npm run bench:server`: starts the built server (`snipwire serve`) on a fresh data directory,
 * seeds a workspace, and drives it over loopback with autocannon:
 *   - the snippet config (GET, cached, ETag),
 *   - a 20-document display query,
 *   - add (acknowledged writes per second; with synchronous=full, then =normal),
 *   - login (bound by argon2id hashing, reported apart),
 * then live-query fan-out: N subscribers on one list, one write, the time until every
 * subscriber has its snapshot (p50, p99), and the server's memory per open stream.
 * Prints the figures (and writes bench/results/server.json); never fails on time.
 *
 * Options (environment): BENCH_DURATION (seconds per run, 10), BENCH_CONNECTIONS (50),
 * BENCH_SUBSCRIBERS (1000), BENCH_ROUNDS (fan-out writes, 5), BENCH_ONLY (a comma-separated
 * subset of config, display, add, login, fanout), BENCH_STORE (`sqlite`, the default, or
 * `postgres`: a throwaway PostgreSQL cluster with its durable defaults, fsync on, through
 * SNIPWIRE_DATABASE_URL; writes bench/results/server-postgres.json).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { tsImport } from 'tsx/esm/api'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = join(root, 'packages/server/bin/snipwire.js')
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const API_KEY = 'pk_test_bench_0123456789abcdef'
const ONLY = new Set((process.env.BENCH_ONLY ?? 'config,display,add,login,fanout').split(','))
const STORE = (process.env.BENCH_STORE ?? 'sqlite').toLowerCase()
if (STORE !== 'sqlite' && STORE !== 'postgres') {
  throw new TypeError(`BENCH_STORE must be sqlite or postgres (got "${STORE}")`)
}
/** The PostgreSQL database of the run (BENCH_STORE=postgres), for the server and the CLI. */
let databaseUrl = null

function storeEnv() {
  return databaseUrl ? { SNIPWIRE_DATABASE_URL: databaseUrl } : {}
}

function log(line) {
  process.stdout.write(`${line}\n`)
}

function runCli(dataDir, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args, '--json'], {
      env: { ...process.env, SNIPWIRE_DATA_DIR: dataDir, ...storeEnv() },
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(err))))
  })
}

async function startServer(dataDir, env = {}) {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--host', '127.0.0.1'], {
    env: {
      ...process.env,
      SNIPWIRE_DATA_DIR: dataDir,
      SNIPWIRE_LOG_LEVEL: 'warn',
      // Off, so the login run measures password hashing, not the rate limiter.
      SNIPWIRE_AUTH_ATTEMPTS_PER_IP: '0',
      SNIPWIRE_AUTH_ATTEMPTS_PER_EMAIL: '0',
      SNIPWIRE_MAX_STREAMS: String(SUBSCRIBERS + 100),
      ...storeEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      output += chunk
      const match = /snipwire: listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)))
  })
  child.stdout.resume()
  child.stderr.resume()
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

/** The server process's resident memory, in bytes (Linux). */
function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb * 1024
}

function seed(dataDir) {
  const file = join(dataDir, 'bench.json')
  const documents = Array.from({ length: 20 }, (_, index) => ({
    path: `posts/post-${String(index).padStart(2, '0')}`,
    data: {
      title: `Post ${index}`,
      body: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
      n: index,
    },
  }))
  writeFileSync(
    file,
    JSON.stringify({
      workspaces: [
        {
          id: 'bench',
          name: 'Bench',
          apiKey: API_KEY,
          snippets: {
            config: {
              type: 'login',
              emailElementId: 'email',
              passwordElementId: 'password',
              buttonElementId: 'go',
            },
            login: {
              type: 'login',
              emailElementId: 'email',
              passwordElementId: 'password',
              buttonElementId: 'go',
            },
            signup: {
              type: 'signUp',
              emailElementId: 'email',
              passwordElementId: 'password',
              buttonElementId: 'go',
              usersCollectionName: 'users',
            },
            postsExcept: {
              type: 'staticDisplay',
              pathSegments: [{ type: 'collection', value: 'posts' }],
              fieldMappings: [{ field: 'title', elementId: 'title' }],
              queryConditions: [{ field: 'title', operator: '!=', value: '$nonce' }],
              queryOrders: [{ field: 'n', direction: 'asc' }],
              queryLimit: 20,
            },
            posts: {
              type: 'dynamicDisplay',
              pathSegments: [{ type: 'collection', value: 'posts' }],
              fieldMappings: [{ field: 'title', elementId: 'title' }],
              dynamicSnippetItemCode: '<li>#title</li>',
              containerElementId: 'list',
              queryOrders: [{ field: 'n', direction: 'asc' }],
              queryLimit: 20,
            },
            write: {
              type: 'add',
              buttonElementId: 'send',
              pathSegments: [{ type: 'collection', value: 'writes' }],
              fieldMappings: [
                { field: 'text', elementId: 'text' },
                { field: 'author', elementId: 'author' },
              ],
            },
            feed: {
              type: 'dynamicDisplay',
              pathSegments: [{ type: 'collection', value: 'feed' }],
              fieldMappings: [{ field: 'text', elementId: 'text' }],
              dynamicSnippetItemCode: '<li>#text</li>',
              containerElementId: 'feed',
              realTimeUpdatesOn: true,
            },
            post: {
              type: 'add',
              buttonElementId: 'send',
              pathSegments: [{ type: 'collection', value: 'feed' }],
              fieldMappings: [{ field: 'text', elementId: 'text' }],
            },
          },
          documents,
        },
      ],
    }),
  )
  return runCli(dataDir, ['apply', file])
}

function cannon(title, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, duration: DURATION, ...options, title },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

async function measure(title, options) {
  await cannon(`${title} (warm-up)`, { ...options, duration: 2 })
  const result = await cannon(title, options)
  const ok = result['2xx']
  const figures = {
    title,
    requestsPerSecond: Math.round(ok / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
  log(
    `${title.padEnd(34)} ${String(figures.requestsPerSecond).padStart(7)} req/s   p50 ${String(figures.p50Ms).padStart(4)} ms   p99 ${String(figures.p99Ms).padStart(4)} ms${figures.non2xx || figures.errors ? `   (non-2xx ${figures.non2xx}, errors ${figures.errors})` : ''}`,
  )
  return figures
}

/** A display whose variable changes on every request, so each one runs the SQL query. */
function measureUncached(base) {
  let nonce = 0
  return measure('display: 20 documents, uncached', {
    url: `${base}/v1/snippets/postsExcept/query?key=${API_KEY}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // A new variable value each time: every request runs the SQL query.
    requests: [
      {
        setupRequest(request) {
          nonce += 1
          return { ...request, body: JSON.stringify({ variables: { nonce: `n${nonce}` } }) }
        },
      },
    ],
  })
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return response.status === 204 ? null : response.json()
}

/**
 * Opens one event stream over a raw socket (no HTTP parser on the client, so the figures are the
 * server's, not the load generator's), subscribes it to `feed`, and watches for markers.
 */
function subscriber(base, marker, onMarker) {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) })
    let buffer = ''
    let subscribed = false
    socket.setEncoding('utf8')
    socket.on('connect', () => {
      socket.write(
        `GET /v1/realtime?key=${API_KEY} HTTP/1.1\r\nHost: ${hostname}\r\nAccept: text/event-stream\r\n\r\n`,
      )
    })
    socket.on('data', (chunk) => {
      if (!subscribed) {
        buffer += chunk
        const match = /"streamId":"(\w+)"/.exec(buffer)
        if (!match) return
        subscribed = true
        buffer = ''
        post(`${base}/v1/realtime/${match[1]}/subscriptions?key=${API_KEY}`, {
          subscriptionId: 'feed',
          snippetId: 'feed',
        }).then(() => resolve(() => socket.destroy()), reject)
        return
      }
      const needle = `"text":"${marker}`
      let at = chunk.indexOf(needle)
      while (at !== -1) {
        onMarker(Number.parseInt(chunk.slice(at + needle.length), 10))
        at = chunk.indexOf(needle, at + needle.length)
      }
    })
    socket.on('error', reject)
  })
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Subscribers on `server`; the writes go to `writer` (another node on the same database, or the same). */
let fanOutRuns = 0

async function fanOut(server, writer = server) {
  // Markers of this run only: a list's first snapshot still holds those of earlier runs.
  const marker = `mark${++fanOutRuns}-`
  const seen = Array.from({ length: ROUNDS }, () => new Map())
  const started = []
  const closers = []
  // A first batch warms the code paths up; memory is measured from there.
  const WARM = 50
  let before = 0
  for (let offset = 0; offset < SUBSCRIBERS; offset += 50) {
    if (offset === WARM) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      before = rss(server.pid)
    }
    const batch = Array.from({ length: Math.min(50, SUBSCRIBERS - offset) }, (_, index) => {
      const id = offset + index
      return subscriber(server.url, marker, (round) => {
        if (round < ROUNDS && !seen[round].has(id))
          seen[round].set(id, performance.now() - started[round])
      })
    })
    closers.push(...(await Promise.all(batch)))
  }
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const perStream = (rss(server.pid) - before) / (SUBSCRIBERS - WARM)
  const latencies = []
  for (let round = 0; round < ROUNDS; round += 1) {
    started[round] = performance.now()
    await post(`${writer.url}/v1/snippets/post/add?key=${API_KEY}`, {
      fields: { text: `${marker}${round}` },
    })
    const deadline = performance.now() + 10_000
    while (seen[round].size < SUBSCRIBERS && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    latencies.push(...seen[round].values())
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  for (const close of closers) close()
  latencies.sort((a, b) => a - b)
  const received = latencies.length
  const figures = {
    subscribers: SUBSCRIBERS,
    rounds: ROUNDS,
    delivered: `${received}/${SUBSCRIBERS * ROUNDS}`,
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    maxMs: Number(latencies[latencies.length - 1].toFixed(1)),
    memoryPerStreamKiB: Number((perStream / 1024).toFixed(1)),
  }
  const across = writer === server ? '' : ', written on another node'
  log(
    `fan-out ${SUBSCRIBERS} subscribers x ${ROUNDS} writes${across}   p50 ${figures.p50Ms} ms   p99 ${figures.p99Ms} ms   max ${figures.maxMs} ms   (${figures.delivered} snapshots)`,
  )
  // Only on a fresh process: the streams of an earlier run leave memory that is not given back.
  if (writer === server)
    log(`memory per open stream (server RSS)  ${figures.memoryPerStreamKiB} KiB`)
  else delete figures.memoryPerStreamKiB
  return figures
}

/** A throwaway PostgreSQL cluster (the server tests' harness), durable like SQLite's `full`. */
async function startPostgres() {
  const harness = await tsImport('../packages/server/src/test-support/postgres.ts', import.meta.url)
  if (harness.POSTGRES_MISSING) throw new Error(`BENCH_STORE=postgres: ${harness.POSTGRES_MISSING}`)
  const cluster = await harness.startPostgres({ durable: true })
  databaseUrl = await cluster.createDatabase()
  return cluster
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'snipwire-bench-'))
  const results = {
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    store: STORE === 'postgres' ? 'PostgreSQL (throwaway cluster, fsync on)' : 'SQLite',
    durationSeconds: DURATION,
    connections: CONNECTIONS,
  }
  let server
  const cluster = STORE === 'postgres' ? await startPostgres() : null
  try {
    await seed(dataDir)
    server = await startServer(dataDir)
    log(
      `Snipwire server benchmark — ${results.store}; ${results.machine}; autocannon ${CONNECTIONS} connections, ${DURATION} s per run, same machine`,
    )
    log('')
    const key = `key=${API_KEY}`
    if (ONLY.has('config'))
      results.config = await measure('config GET (cached, ETag)', {
        url: `${server.url}/v1/snippets/config?${key}`,
      })
    if (ONLY.has('display')) {
      results.display = await measure('display: 20 documents (cached)', {
        url: `${server.url}/v1/snippets/posts/query?${key}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      results.displayUncached = await measureUncached(server.url)
    }
    const addOptions = {
      url: `${server.url}/v1/snippets/write/add?${key}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { text: 'Benchmark message', author: 'bench' } }),
    }
    if (ONLY.has('add')) {
      const title = cluster ? 'add (synchronous_commit=on)' : 'add (synchronous=full)'
      results.add = await measure(title, addOptions)
    }
    if (ONLY.has('login')) {
      await post(`${server.url}/v1/snippets/signup/sign-up?${key}`, {
        email: 'bench@example.com',
        password: 'bench-password-1',
      })
      results.login = await measure('login (argon2id, apart)', {
        url: `${server.url}/v1/snippets/login/login?${key}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
        connections: 8,
      })
    }
    await server.stop()
    server = undefined
    if (ONLY.has('fanout')) {
      // A fresh process, so its memory before the streams is a clean baseline.
      server = await startServer(dataDir)
      results.fanOut = await fanOut(server)
      if (cluster) {
        // Two nodes on one database: the write reaches the subscribers' node by LISTEN/NOTIFY.
        const other = await startServer(dataDir)
        try {
          results.fanOutAcrossNodes = await fanOut(server, other)
        } finally {
          await other.stop()
        }
      }
      await server.stop()
      server = undefined
    }
    if (ONLY.has('add')) {
      // PostgreSQL's counterpart of SQLite's `normal`: commits acknowledged before the flush.
      const relaxed = cluster
        ? {
            SNIPWIRE_DATABASE_URL: `${databaseUrl}?options=${encodeURIComponent('-c synchronous_commit=off')}`,
          }
        : { SNIPWIRE_SQLITE_SYNCHRONOUS: 'normal' }
      server = await startServer(dataDir, relaxed)
      const title = cluster ? 'add (synchronous_commit=off)' : 'add (synchronous=normal)'
      results.addNormal = await measure(title, {
        ...addOptions,
        url: `${server.url}/v1/snippets/write/add?${key}`,
      })
    }
  } finally {
    await server?.stop()
    await cluster?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  log('')
  log(
    'Goals: config >= 15,000 req/s, display >= 5,000 req/s, add >= 3,000 writes/s, fan-out p99 <= 100 ms.',
  )
  mkdirSync(join(root, 'bench/results'), { recursive: true })
  const file = cluster ? 'server-postgres.json' : 'server.json'
  writeFileSync(join(root, 'bench/results', file), `${JSON.stringify(results, null, 2)}\n`)
}

await main()
