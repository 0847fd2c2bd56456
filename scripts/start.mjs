#!/usr/bin/env node
/**
 * `npm start`: the whole product on one origin, from a fresh clone.
 *
 * 1. Builds every package whose output is missing or older than its sources (a cheap check of
 *    file times; nothing is rebuilt when nothing changed).
 * 2. Applies the declarative seed file `seed/snipwire.json` with `snipwire apply` — the house
 *    workspace (the website's own login, sign-up and pricing snippets and its price catalogue)
 *    and the demo workspace the docs' live examples run on. Applying is idempotent: a second
 *    start changes nothing.
 * 3. Runs `snipwire serve` (website, client bundle, API and test checkout) on
 *    `http://localhost:3000` (`PORT` respected; data in `SNIPWIRE_DATA_DIR`, `./.snipwire` by
 *    default, or in PostgreSQL with `SNIPWIRE_DATABASE_URL`) and prints the URLs and the demo
 *    keys once it listens.
 *
 * Ctrl+C (or SIGTERM) stops the server cleanly; the exit status is the server's.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const snipwireBin = join(root, 'packages/server/bin/snipwire.js')
const seedFile = join(root, 'seed/snipwire.json')

/**
 * What each package builds from: its sources (folders or files) and the file its build writes
 * last. A package is rebuilt when that file is missing or older than any source.
 */
const packages = [
  {
    workspace: 'packages/protocol',
    sources: ['packages/protocol/src', 'packages/protocol/tsconfig.build.json'],
    output: 'packages/protocol/dist/index.js',
  },
  {
    workspace: 'packages/client',
    sources: ['packages/client/src', 'packages/client/scripts', 'packages/protocol/src'],
    output: 'packages/client/dist/snipwire.js',
  },
  {
    workspace: 'packages/server',
    sources: [
      'packages/server/src',
      'packages/server/tsconfig.build.json',
      'packages/protocol/src',
    ],
    output: 'packages/server/dist/cli/main.js',
  },
  {
    workspace: 'apps/web',
    // The site bundles the client and bakes the seed's publishable keys in.
    sources: [
      'apps/web/app',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/site-env.ts',
      'packages/client/dist/snipwire.mjs',
      'seed/snipwire.json',
    ],
    output: 'apps/web/build/client/index.html',
  },
]

function fail(message) {
  console.error(`\nnpm start: ${message}`)
  process.exit(1)
}

/** The newest modification time under `path` (tests and generated folders do not count). */
function newestSource(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    if (/\.test\.tsx?$/.test(entry.name)) continue
    newest = Math.max(newest, newestSource(join(path, entry.name)))
  }
  return newest
}

function isStale({ sources, output }) {
  const target = join(root, output)
  if (!existsSync(target)) return true
  const built = statSync(target).mtimeMs
  return sources.some((source) => newestSource(join(root, source)) > built)
}

function buildWhatChanged() {
  if (!existsSync(join(root, 'node_modules'))) {
    fail('the dependencies are not installed. Run `npm ci` first, then `npm start`.')
  }
  // In order: each package's output is a source of the next (protocol → client → server → web).
  for (const entry of packages) {
    if (!isStale(entry)) continue
    console.log(`npm start: building ${entry.workspace} …`)
    const result = spawnSync('npm', ['run', 'build', '--workspace', entry.workspace], {
      cwd: root,
      stdio: 'inherit',
    })
    if (result.status !== 0) {
      fail(`building ${entry.workspace} failed (see above). Fix it, then run \`npm start\` again.`)
    }
  }
}

/** Applies the seed file through `snipwire apply`, as a user would; resolves its JSON answer. */
function applySeed(env) {
  const result = spawnSync(process.execPath, [snipwireBin, 'apply', seedFile, '--json'], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    fail(`applying ${relative(root, seedFile)} failed:\n${result.stderr.trim()}`)
  }
  return JSON.parse(result.stdout)
}

/** Where the data lives, as the banner says it (a database URL without its password). */
function dataLocation(env, dataDir) {
  const database = env.SNIPWIRE_DATABASE_URL?.trim()
  if (!database) return `${dataDir} (SQLite)`
  try {
    const url = new URL(database)
    return `PostgreSQL at ${url.host}${url.pathname}`
  } catch {
    return 'PostgreSQL (SNIPWIRE_DATABASE_URL)'
  }
}

function banner(url, location, applied) {
  const pad = (text, width) => text.padEnd(width)
  const keys = applied.workspaces.map(
    (workspace) =>
      `    ${pad(workspace.id, 7)}${pad(workspace.apiKey, 34)}${
        {
          house: 'the website’s own login, sign-up and pricing',
          demo: 'the live examples of the docs',
        }[workspace.id] ?? workspace.name
      }`,
  )
  const created = applied.workspaces.filter((workspace) => workspace.created)
  return [
    '',
    `Snipwire is running on ${url}`,
    '',
    `  Website         ${url}/`,
    `  Documentation   ${url}/docs`,
    `  Client (SDK)    ${url}/sdk/snipwire.js   (ESM: ${url}/sdk/snipwire.mjs)`,
    `  API             ${url}/v1/…              (health: ${url}/v1/health)`,
    `  Test checkout   ${url}/checkout/…        (the pricing page opens it)`,
    '',
    '  Publishable keys (test mode; publishable keys are public):',
    ...keys,
    '',
    `  Data: ${location}. ${
      created.length > 0
        ? `Created the workspaces ${created.map((workspace) => workspace.id).join(' and ')} from seed/snipwire.json.`
        : 'Workspaces already up to date with seed/snipwire.json.'
    }`,
    '  Stop with Ctrl+C.',
    '',
  ].join('\n')
}

function serve(env, dataDir, applied) {
  const child = spawn(process.execPath, [snipwireBin, 'serve'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let announced = false
  let listening = null
  let output = ''
  const announce = () => {
    if (announced || !listening) return
    announced = true
    process.stdout.write(
      banner(env.SNIPWIRE_PUBLIC_URL ?? listening, dataLocation(env, dataDir), applied),
    )
  }
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    process.stdout.write(chunk)
    if (announced) return
    output += chunk
    listening ??= /snipwire: listening on (http:\/\/\S+)/.exec(output)?.[1] ?? null
    // After the server's own start-up lines (its last one names the data directory).
    if (/snipwire: data in /.test(output)) announce()
    else if (listening) setTimeout(announce, 500)
  })
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    process.stderr.write(chunk)
    if (/EADDRINUSE/.test(chunk)) {
      process.stderr.write(
        `\nnpm start: port ${env.PORT} is taken. Stop what uses it, or choose another: PORT=3001 npm start\n`,
      )
    }
  })
  const stop = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1))
  })
}

buildWhatChanged()

const port = process.env.PORT?.trim() || '3000'
const dataDir = resolve(root, process.env.SNIPWIRE_DATA_DIR?.trim() || '.snipwire')
// Warnings and errors only: the server's JSON request logs would bury the banner (set
// SNIPWIRE_LOG_LEVEL=info to see them).
const env = {
  SNIPWIRE_LOG_LEVEL: 'warn',
  ...process.env,
  PORT: port,
  SNIPWIRE_DATA_DIR: dataDir,
}
// The site, the API and the checkout's return links all on the address the browser uses:
// `localhost`, not the IP address the server happens to bind.
if (!env.SNIPWIRE_PUBLIC_URL?.trim() && port !== '0') {
  env.SNIPWIRE_PUBLIC_URL = `http://localhost:${port}`
}
serve(env, dataDir, applySeed(env))
