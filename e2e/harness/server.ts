/**
 * Starts the real Snipwire server (`snipwire serve`, built `dist/`) as a child process on a free
 * port, with its own data directory, and drives the `snipwire` CLI on the same directory.
 *
 * Data directories the harness creates are removed by `stop()`. `kill()` (SIGKILL) keeps the
 * directory so a test can restart on it with `startServer({ dataDir })`; the restarted server
 * then owns it. Directories still left when the process exits are removed then.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface RunningServer {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string
  dataDir: string
  /** Runs `snipwire <args> --json` on the same data directory; the parsed stdout. */
  cli(args: string[]): Promise<unknown>
  /** SIGTERM, waits for the exit; removes the data directory if the harness made it. */
  stop(): Promise<void>
  /** SIGKILL, waits for the exit; keeps the data directory. */
  kill(): Promise<void>
}

export interface StartServerOptions {
  /** Reuse a data directory (e.g. after `kill()`); a fresh temporary one by default. */
  dataDir?: string
  /** Extra environment variables for the server and the CLI. */
  env?: Record<string, string>
}

const root = fileURLToPath(new URL('../..', import.meta.url))
/** The `snipwire` command of the repository. */
export const SNIPWIRE_BIN = join(root, 'packages/server/bin/snipwire.js')
const START_TIMEOUT_MS = 20_000
const STOP_TIMEOUT_MS = 10_000

const ownedDirs = new Set<string>()
process.once('exit', () => {
  for (const dir of ownedDirs) rmSync(dir, { recursive: true, force: true })
})

function childEnv(dataDir: string, extra: Record<string, string> | undefined): NodeJS.ProcessEnv {
  return { ...process.env, SNIPWIRE_DATA_DIR: dataDir, SNIPWIRE_LOG_LEVEL: 'warn', ...extra }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/**
 * Runs `snipwire <args> --json` with these settings; rejects with the CLI's stderr on failure.
 * @example await runCli(dataDir, ['workspace', 'list'])
 */
export function runCli(
  dataDir: string,
  args: string[],
  env?: Record<string, string>,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SNIPWIRE_BIN, ...args, '--json'], {
      env: childEnv(dataDir, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (code) => {
      if (code !== 0) {
        reject(new Error(`snipwire ${args.join(' ')} failed (exit ${code}): ${stderr.trim()}`))
        return
      }
      try {
        resolve(JSON.parse(stdout) as unknown)
      } catch {
        reject(
          new Error(
            `snipwire ${args.join(' ')} printed no JSON: ${stdout.trim()} ${stderr.trim()}`,
          ),
        )
      }
    })
  })
}

/**
 * Starts `snipwire serve --port 0 --host 127.0.0.1` and resolves once it prints its URL.
 * @example const server = await startServer(); … await server.stop()
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'snipwire-e2e-'))
  if (!options.dataDir) ownedDirs.add(dataDir)
  const child = spawn(
    process.execPath,
    [SNIPWIRE_BIN, 'serve', '--port', '0', '--host', '127.0.0.1'],
    { env: childEnv(dataDir, options.env), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`snipwire serve printed no URL within ${START_TIMEOUT_MS} ms:\n${output}`))
    }, START_TIMEOUT_MS)
    const onData = (chunk: string) => {
      output += chunk
      const match = /snipwire: listening on (http:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout.setEncoding('utf8').on('data', onData)
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`snipwire serve exited (${code ?? signal}) before listening:\n${output}`))
    })
  })
  // Keep draining the pipes so a chatty server never blocks on a full buffer.
  child.stdout.resume()
  child.stderr.resume()

  return {
    url,
    dataDir,
    cli: (args) => runCli(dataDir, args, options.env),
    async stop() {
      child.kill('SIGTERM')
      await waitForExit(child, STOP_TIMEOUT_MS)
      if (ownedDirs.delete(dataDir)) rmSync(dataDir, { recursive: true, force: true })
    },
    async kill() {
      child.kill('SIGKILL')
      await waitForExit(child, STOP_TIMEOUT_MS)
    },
  }
}
