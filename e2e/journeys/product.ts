/**
 * The whole product, started the way the README says: `npm start` in a checkout of the
 * repository, on a free port, with its own data directory. `stop()` ends every process it
 * started (its process group) and removes the data directory.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCli } from '../harness/server.js'

/** The repository this test runs in. */
export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url))
/** The declarative file `npm start` applies. */
export const seedFile = join(repositoryRoot, 'seed/snipwire.json')

export interface RunningProduct {
  /** `http://localhost:PORT`, the address `npm start` prints. */
  url: string
  dataDir: string
  /** Everything the command printed so far. */
  output(): string
  /** Runs `snipwire <args> --json` on the product's data directory. */
  cli(args: string[]): Promise<unknown>
  /**
   * SIGTERM to the whole process group, SIGKILL after a grace period; removes the data
   * directory unless the caller gave it.
   */
  stop(): Promise<void>
}

export interface StartProductOptions {
  /** The checkout to run in (this repository by default). */
  cwd?: string
  /** The shell command that starts the product; `npm start` by default. */
  command?: string
  /** Keep this data directory (the caller removes it); a fresh temporary one by default. */
  dataDir?: string
  /** Extra environment variables. */
  env?: Record<string, string>
  /** How long start-up may take (installs and builds included). */
  timeoutMs?: number
}

/**
 * A port nobody listens on right now.
 * @example const port = await freePort()
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Runs `npm start` (or `command`) and resolves once it prints its URL.
 * @example const product = await startProduct(); … await product.stop()
 */
export async function startProduct(options: StartProductOptions = {}): Promise<RunningProduct> {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'snipwire-start-'))
  const timeoutMs = options.timeoutMs ?? 120_000
  // Its own process group, so that stopping it reaches npm, the start script and the server.
  const child = spawn('sh', ['-c', options.command ?? 'npm start'], {
    cwd: options.cwd ?? repositoryRoot,
    env: { ...process.env, ...options.env, PORT: String(port), SNIPWIRE_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // The group is gone already.
    }
  }
  const stop = async () => {
    signalGroup('SIGTERM')
    const timer = setTimeout(() => signalGroup('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
    // The server may outlive npm by a moment: make sure nothing of the group is left.
    signalGroup('SIGKILL')
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start printed no URL within ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      )
      const poll = setInterval(() => {
        const match = /Snipwire is running on (http:\/\/\S+)/.exec(output)
        if (match) {
          clearTimeout(timer)
          clearInterval(poll)
          resolve(match[1]!)
        }
      }, 50)
      void exited.then(() => {
        clearTimeout(timer)
        clearInterval(poll)
        reject(new Error(`npm start exited before it was ready:\n${output}`))
      })
    })
    return {
      url,
      dataDir,
      output: () => output,
      cli: (args) => runCli(dataDir, args),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
