/**
 * The environment, validated once at start-up: every wrong value is reported together, with
 * what is wrong and what is allowed.
 */
import { resolve } from 'node:path'
import { DEFAULT_LIMITS, type Limits } from '../core/context.js'
import type { LogLevel } from '../http/app.js'
import { readNotificationsConfig } from '../notifications/notifications-config.js'
import { readPaymentsConfig } from '../payments/payments-config.js'

export interface Environment {
  port: number
  host: string
  dataDir: string
  /** PostgreSQL instead of SQLite in `dataDir` (`SNIPWIRE_DATABASE_URL`). */
  databaseUrl: string | null
  publicUrl: string | null
  sdkDir: string | null
  webDir: string | null
  synchronous: 'full' | 'normal'
  logLevel: LogLevel
  logRequests: boolean
  trustProxy: boolean
  limits: Limits
}

export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The environment is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
    this.name = 'EnvironmentError'
  }
}

const LOG_LEVELS: readonly LogLevel[] = [
  'silent',
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
]

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:'
  } catch {
    return false
  }
}

/** A URL as it may appear in a message: its password replaced. */
function withoutPassword(value: string): string {
  try {
    const url = new URL(value)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return value.replace(/:[^:@/]*@/, ':***@')
  }
}

/**
 * Reads and checks the variables `snipwire` uses; throws an `EnvironmentError` listing every
 * problem.
 * @example const env = readEnvironment(process.env)
 */
export function readEnvironment(source: NodeJS.ProcessEnv): Environment {
  const problems: string[] = []
  const text = (name: string): string | undefined => {
    const value = source[name]
    return value === undefined || value.trim() === '' ? undefined : value.trim()
  }
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = text(name)
    if (value === undefined) return fallback
    const number = Number(value)
    if (!/^\d+$/.test(value) || number < min || number > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}").`)
      return fallback
    }
    return number
  }
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = text(name)?.toLowerCase()
    if (value === undefined) return fallback
    if (!allowed.includes(value as T)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}").`)
      return fallback
    }
    return value as T
  }
  const flag = (name: string): boolean => {
    const value = choice(name, ['true', 'false', '1', '0'], 'false')
    return value === 'true' || value === '1'
  }

  const databaseUrl = text('SNIPWIRE_DATABASE_URL') ?? null
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    problems.push(
      `SNIPWIRE_DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/snipwire (got "${withoutPassword(databaseUrl)}"); unset it to store in SQLite in SNIPWIRE_DATA_DIR.`,
    )
  }
  let publicUrl = text('SNIPWIRE_PUBLIC_URL') ?? null
  if (publicUrl !== null) {
    try {
      const url = new URL(publicUrl)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(url.protocol)
      publicUrl = publicUrl.replace(/\/+$/, '')
    } catch {
      problems.push(
        `SNIPWIRE_PUBLIC_URL must be an absolute http(s) URL such as https://snipwire.example (got "${publicUrl}").`,
      )
      publicUrl = null
    }
  }
  const env: Environment = {
    port: integer('PORT', 3000, 0, 65_535),
    host: text('HOST') ?? 'localhost',
    dataDir: resolve(text('SNIPWIRE_DATA_DIR') ?? '.snipwire'),
    databaseUrl,
    publicUrl,
    sdkDir: text('SNIPWIRE_SDK_DIR') ? resolve(text('SNIPWIRE_SDK_DIR')!) : null,
    webDir: text('SNIPWIRE_WEB_DIR') ? resolve(text('SNIPWIRE_WEB_DIR')!) : null,
    synchronous: choice('SNIPWIRE_SQLITE_SYNCHRONOUS', ['full', 'normal'], 'full'),
    logLevel: choice('SNIPWIRE_LOG_LEVEL', LOG_LEVELS, 'info'),
    logRequests: flag('SNIPWIRE_LOG_REQUESTS'),
    trustProxy: flag('SNIPWIRE_TRUST_PROXY'),
    limits: {
      ...DEFAULT_LIMITS,
      authAttemptsPerIp: integer(
        'SNIPWIRE_AUTH_ATTEMPTS_PER_IP',
        DEFAULT_LIMITS.authAttemptsPerIp,
        0,
        1_000_000_000,
      ),
      authAttemptsPerEmail: integer(
        'SNIPWIRE_AUTH_ATTEMPTS_PER_EMAIL',
        DEFAULT_LIMITS.authAttemptsPerEmail,
        0,
        1_000_000_000,
      ),
      authWindowMs:
        integer('SNIPWIRE_AUTH_WINDOW_SECONDS', DEFAULT_LIMITS.authWindowMs / 1000, 1, 86_400) *
        1000,
      maxStreams: integer('SNIPWIRE_MAX_STREAMS', DEFAULT_LIMITS.maxStreams, 1, 1_000_000),
      subscriptionsPerStream: integer(
        'SNIPWIRE_SUBSCRIPTIONS_PER_STREAM',
        DEFAULT_LIMITS.subscriptionsPerStream,
        1,
        10_000,
      ),
    },
  }
  // Stripe and SMTP settings are used by `serve`, but checked with the rest, so every command
  // points out a mistake in them at once.
  problems.push(...readPaymentsConfig(source).problems, ...readNotificationsConfig(source).problems)
  if (problems.length > 0) throw new EnvironmentError(problems)
  return env
}
