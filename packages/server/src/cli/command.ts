/**
 * What a CLI command is: its words, options and a `run` that returns the `--json` result (and
 * optionally a human-readable rendering of it). Usage mistakes throw a `UsageError` (exit 2).
 */
import { readFileSync } from 'node:fs'
import type { ParseArgsConfig } from 'node:util'
import type { Store } from '../core/store.js'
import type { Mode } from '../core/model.js'
import type { Environment } from './env.js'

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>

export interface CommandContext {
  options: OptionValues
  positionals: string[]
  env: Environment
  /** The store on the data directory, opened on first use and closed after the command. */
  store(): Store
  /** Where human-readable progress goes (stderr with --json, stdout otherwise). */
  log(line: string): void
  json: boolean
  /** Resolves when the process is asked to stop (SIGINT, SIGTERM); for long-running commands. */
  stopped: Promise<string>
}

export interface Command {
  /** The command's words, e.g. `['workspace', 'create']`. */
  words: string[]
  usage: string
  summary: string
  options: NonNullable<ParseArgsConfig['options']>
  /** Takes positional arguments (e.g. `apply FILE`). */
  positionals?: number
  run(context: CommandContext): Promise<unknown>
  /** The result for people; JSON when absent. */
  human?(result: never): string
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

/**
 * A required string option, or a `UsageError` naming it.
 * @example requireOption(context, 'workspace') // 'w1'
 */
export function requireOption(context: CommandContext, name: string): string {
  const value = context.options[name]
  if (typeof value !== 'string' || value === '') {
    throw new UsageError(`The --${name} option is required.`)
  }
  return value
}

/**
 * An optional string option.
 * @example optionalOption(context, 'owner-email') // undefined
 */
export function optionalOption(context: CommandContext, name: string): string | undefined {
  const value = context.options[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * The values of a repeatable option.
 * @example listOption(context, 'origin') // ['https://a.example']
 */
export function listOption(context: CommandContext, name: string): string[] | undefined {
  const value = context.options[name]
  return Array.isArray(value) ? value.map(String) : undefined
}

/**
 * `--mode test|live` (default test).
 * @example modeOption(context) // 'test'
 */
export function modeOption(context: CommandContext): Mode {
  const value = optionalOption(context, 'mode') ?? 'test'
  if (value !== 'test' && value !== 'live') {
    throw new UsageError(`--mode must be test or live (got "${value}").`)
  }
  return value
}

/**
 * Parses a JSON option value; `@path` reads the JSON from a file.
 * @example jsonOption(context, 'doc') // { text: 'hi' }
 */
export function jsonOption(context: CommandContext, name: string): unknown {
  const raw = requireOption(context, name)
  let text = raw
  if (raw.startsWith('@')) {
    try {
      text = readFileSync(raw.slice(1), 'utf8')
    } catch (error) {
      throw new UsageError(`Cannot read ${raw.slice(1)} for --${name}: ${(error as Error).message}`)
    }
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new UsageError(`--${name} is not valid JSON: ${(error as Error).message}`)
  }
}

/**
 * Reads and parses a JSON file, with errors that name the file.
 * @example readJsonFile('snippet.json')
 */
export function readJsonFile(path: string): unknown {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new UsageError(
      `Cannot read ${path}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
    )
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`)
  }
}
