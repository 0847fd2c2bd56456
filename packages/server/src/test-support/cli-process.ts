/**
 * The built `snipwire` command as real processes: one-shot commands with their exit status and
 * output, and `snipwire serve` on a free port until the test stops (SIGTERM) or kills (SIGKILL)
 * it.
 */
import { execFile, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const SNIPWIRE_BIN = fileURLToPath(new URL('../../bin/snipwire.js', import.meta.url))
const run = promisify(execFile)

export interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/**
 * @example const { code, stdout } = await snipwire(['price', 'list', '--workspace', id], { SNIPWIRE_DATA_DIR: dir })
 */
export async function snipwire(args: string[], env: Record<string, string>): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SNIPWIRE_BIN, ...args], {
      env: { ...process.env, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

export interface ServeProcess {
  url: string
  /** Everything the server printed so far. */
  output(): string
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>
  /** SIGKILL, then waits for the exit. */
  kill(): Promise<void>
}

/**
 * Starts `snipwire serve --port 0 --host 127.0.0.1` and resolves once it listens.
 * @example const server = await startServe({ SNIPWIRE_DATA_DIR: dir, SMTP_URL: smtp.url })
 */
export function startServe(env: Record<string, string>): Promise<ServeProcess> {
  const child = spawn(
    process.execPath,
    [SNIPWIRE_BIN, 'serve', '--port', '0', '--host', '127.0.0.1'],
    {
      env: { ...process.env, SNIPWIRE_LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`snipwire serve did not listen within 20 s:\n${output}`))
    }, 20_000)
    const look = () => {
      const match = /snipwire: listening on (http:\/\/\S+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout.off('data', look)
      resolve({
        url: match[1]!,
        output: () => output,
        async stop() {
          child.kill('SIGTERM')
          return exited
        },
        async kill() {
          child.kill('SIGKILL')
          await exited
        },
      })
    }
    child.stdout.on('data', look)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`snipwire serve exited (${code}) before listening:\n${output}`))
    })
  })
}
