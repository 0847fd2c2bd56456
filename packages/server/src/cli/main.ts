/**
 * The `snipwire` command line: finds the command, parses its options, runs it on the data
 * directory (`SNIPWIRE_DATA_DIR`, or `--data-dir`) and prints the result — one JSON document
 * with `--json`, readable text otherwise. Errors go to stderr: exit 1 for a failed command,
 * 2 for a usage mistake.
 */
import { parseArgs } from 'node:util'
import { SnipwireServerError } from '../core/errors.js'
import type { Store } from '../core/store.js'
import { openConfiguredStore, openDataStore } from '../runtime.js'
import { UsageError, type Command, type CommandContext } from './command.js'
import { COMMANDS } from './commands/index.js'
import { EnvironmentError, readEnvironment } from './env.js'

export interface CliIo {
  stdout: { write(text: string): unknown }
  stderr: { write(text: string): unknown }
  env: NodeJS.ProcessEnv
}

function help(): string {
  const width = Math.max(...COMMANDS.map((command) => command.words.join(' ').length))
  return [
    'Usage: snipwire <command> [options] [--json] [--data-dir DIR]',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.words.join(' ').padEnd(width)}  ${command.summary}`),
    '',
    'Every command works on SNIPWIRE_DATA_DIR (default ./.snipwire), or on PostgreSQL with',
    'SNIPWIRE_DATABASE_URL, also while a server runs on it.',
    'Run `snipwire <command> --help` for its options.',
  ].join('\n')
}

function findCommand(argv: string[]): { command: Command; rest: string[] } | null {
  let best: Command | null = null
  for (const command of COMMANDS) {
    const matches = command.words.every((word, index) => argv[index] === word)
    if (matches && (!best || command.words.length > best.words.length)) best = command
  }
  return best ? { command: best, rest: argv.slice(best.words.length) } : null
}

function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      resolve(signal)
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
}

/**
 * Runs one command line; resolves with the exit status.
 * @example process.exitCode = await main(['workspace', 'list', '--json'])
 */
export async function main(
  argv: string[],
  io: CliIo = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    io.stdout.write(`${help()}\n`)
    return 0
  }
  const found = findCommand(argv)
  if (!found) {
    io.stderr.write(`snipwire: unknown command "${argv.slice(0, 2).join(' ')}".\n\n${help()}\n`)
    return 2
  }
  const { command, rest } = found
  let store: Store | null = null
  try {
    let parsed: ReturnType<typeof parseArgs>
    try {
      parsed = parseArgs({
        args: rest,
        options: {
          ...command.options,
          json: { type: 'boolean' },
          help: { type: 'boolean', short: 'h' },
          'data-dir': { type: 'string' },
        },
        allowPositionals: (command.positionals ?? 0) > 0,
        strict: true,
      })
    } catch (error) {
      throw new UsageError((error as Error).message)
    }
    if (parsed.values.help === true) {
      io.stdout.write(`${command.summary}\n\nUsage: ${command.usage}\n`)
      return 0
    }
    if (parsed.positionals.length > (command.positionals ?? 0)) {
      throw new UsageError(`Unexpected argument "${parsed.positionals[command.positionals ?? 0]}".`)
    }
    const dataDir = parsed.values['data-dir']
    const env = readEnvironment(
      typeof dataDir === 'string' ? { ...io.env, SNIPWIRE_DATA_DIR: dataDir } : io.env,
    )
    const json = parsed.values.json === true
    // PostgreSQL is connected and migrated before the command runs, so an unreachable database
    // is reported first; SQLite opens on first use (a usage mistake creates no data directory).
    if (env.databaseUrl !== null) {
      store = await openConfiguredStore({
        dataDir: env.dataDir,
        synchronous: env.synchronous,
        databaseUrl: env.databaseUrl,
      })
    }
    const context: CommandContext = {
      options: parsed.values,
      positionals: parsed.positionals,
      env,
      json,
      store() {
        store ??= openDataStore({ dataDir: env.dataDir, synchronous: env.synchronous })
        return store
      },
      log(line) {
        ;(json ? io.stderr : io.stdout).write(`${line}\n`)
      },
      stopped: command.words[0] === 'serve' ? stopSignal() : new Promise(() => undefined),
    }
    const result = await command.run(context)
    if (result !== undefined) {
      if (json || !command.human) io.stdout.write(`${JSON.stringify(result, null, json ? 0 : 2)}\n`)
      else io.stdout.write(`${command.human(result as never)}\n`)
    }
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`snipwire: ${error.message}\nUsage: ${command.usage}\n`)
      return 2
    }
    if (error instanceof SnipwireServerError || error instanceof EnvironmentError) {
      io.stderr.write(`snipwire: ${error.message}\n`)
      return 1
    }
    const message = error instanceof Error ? error.message : String(error)
    io.stderr.write(`snipwire: ${message}\n`)
    if (io.env.SNIPWIRE_DEBUG && error instanceof Error) io.stderr.write(`${error.stack ?? ''}\n`)
    return 1
  } finally {
    if (store) await store.close()
  }
}
