/**
 * The composition root shared by `snipwire serve` and every other CLI command: the store on the
 * data directory with every area's migrations, the signing key kept in the data directory, and
 * the parts other areas plug in (payment provider, notification hook, extra routes).
 */
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { ApplySection } from './core/apply.js'
import type { NotifyHook } from './core/events.js'
import type { PaymentProvider } from './core/payments.js'
import type { Store } from './core/store.js'
import type { ServerExtension } from './http/server-context.js'
import { NOTIFICATIONS_APPLY_SECTION } from './notifications/notifications-apply-section.js'
import { NOTIFICATIONS_MIGRATIONS } from './notifications/notifications-migrations.js'
import { readNotificationsConfig } from './notifications/notifications-config.js'
import { createNotificationsPart } from './notifications/notifications-part.js'
import { PAYMENTS_MIGRATIONS } from './payments/payments-migrations.js'
import { readPaymentsConfig } from './payments/payments-config.js'
import { createPaymentsPart } from './payments/payments-part.js'
import { PRICES_APPLY_SECTION } from './payments/prices-apply-section.js'
import { CORE_MIGRATIONS, type Migration } from './store/migrations.js'
import { openSqliteStore } from './store/sqlite/sqlite-store.js'
import { describeDatabase } from './store/postgres/database-url.js'
import { SnipwireServerError, UnavailableError } from './core/errors.js'
import { randomToken } from './lib/crypto.js'

/** Every area's migrations, in the order they were released. Append new areas' lists here. */
export const MIGRATIONS: readonly Migration[] = [
  ...CORE_MIGRATIONS,
  ...PAYMENTS_MIGRATIONS,
  ...NOTIFICATIONS_MIGRATIONS,
]

/** What other areas add to a workspace entry of `snipwire apply` (`prices`, `notifications`). */
export const APPLY_SECTIONS: readonly ApplySection[] = [
  PRICES_APPLY_SECTION,
  NOTIFICATIONS_APPLY_SECTION,
]

export const DATABASE_FILE = 'snipwire.db'
const SIGNING_KEY_FILE = 'signing-key'

export interface StoreSettings {
  dataDir: string
  synchronous: 'full' | 'normal'
  /** PostgreSQL at this URL instead of SQLite in `dataDir` (`SNIPWIRE_DATABASE_URL`). */
  databaseUrl?: string | null
  onError?: (error: unknown) => void
}

/**
 * Opens (creating and migrating as needed) the store in the data directory.
 * @example const store = openDataStore({ dataDir: '.snipwire', synchronous: 'full' })
 */
export function openDataStore(settings: StoreSettings): Store {
  return openSqliteStore({
    path: join(settings.dataDir, DATABASE_FILE),
    migrations: MIGRATIONS,
    synchronous: settings.synchronous,
    ...(settings.onError ? { onError: settings.onError } : {}),
  })
}

/**
 * The store the settings ask for: PostgreSQL at `databaseUrl` (connected and migrated, so an
 * unreachable database fails here, naming it), else SQLite in the data directory.
 * @example const store = await openConfiguredStore({ dataDir: '.snipwire', synchronous: 'full', databaseUrl: process.env.SNIPWIRE_DATABASE_URL })
 */
export async function openConfiguredStore(settings: StoreSettings): Promise<Store> {
  if (!settings.databaseUrl) return openDataStore(settings)
  // Loaded only here, so commands on SQLite start without `pg`.
  const { openPostgresStore } = await import('./store/postgres/postgres-store.js')
  try {
    return await openPostgresStore({
      url: settings.databaseUrl,
      migrations: MIGRATIONS,
      ...(settings.onError ? { onError: settings.onError } : {}),
    })
  } catch (error) {
    if (!(error instanceof SnipwireServerError)) throw error
    throw new UnavailableError(
      error.code,
      `${error.message}. Check SNIPWIRE_DATABASE_URL (host, port, database, user and password) and that PostgreSQL runs and accepts connections from here; unset it to store in SQLite in SNIPWIRE_DATA_DIR.`,
      503,
      { cause: error },
    )
  }
}

/**
 * Where the data lives, for the start-up log (never the database password).
 * @example describeStorage({ dataDir: '/srv/snipwire', synchronous: 'full', databaseUrl: null }) // 'data in /srv/snipwire (SQLite, synchronous=full)'
 */
export function describeStorage(settings: StoreSettings): string {
  return settings.databaseUrl
    ? `data in PostgreSQL at ${describeDatabase(settings.databaseUrl)} (changes shared by every node through LISTEN/NOTIFY)`
    : `data in ${settings.dataDir} (SQLite, synchronous=${settings.synchronous})`
}

/**
 * The access-token signing key: in the data directory for SQLite (`loadSigningKey`), in the
 * database for PostgreSQL, so every node on it signs and accepts the same tokens. The first
 * node to start makes it.
 * @example const key = await loadSigningKeyFor(settings, store)
 */
export async function loadSigningKeyFor(settings: StoreSettings, store: Store): Promise<Buffer> {
  if (!settings.databaseUrl) return loadSigningKey(settings.dataDir)
  await store.transaction((tx) =>
    tx.sql.run(
      'INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
      [SIGNING_KEY_FILE, randomToken(48), Date.now()],
    ),
  )
  const row = await store.sql.get<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = ?',
    [SIGNING_KEY_FILE],
  )
  const key = Buffer.from(row?.value ?? '', 'base64url')
  if (key.length < 32) {
    throw new Error(
      'The signing key in the database (server_secrets) is damaged. Delete its row to make a new one (every session ends).',
    )
  }
  return key
}

/**
 * The access-token signing key of this data directory, generated on first use (readable by the
 * owner only). Two processes starting at once agree on one key.
 * @example const key = loadSigningKey('.snipwire')
 */
export function loadSigningKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, SIGNING_KEY_FILE)
  try {
    const descriptor = openSync(path, 'wx', 0o600)
    try {
      writeSync(descriptor, `${randomToken(48)}\n`)
    } finally {
      closeSync(descriptor)
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url')
  if (key.length < 32) {
    throw new Error(
      `The signing key in ${path} is damaged. Delete the file to make a new one (every session ends).`,
    )
  }
  return key
}

/** What other areas add to a running server. */
export interface ServerParts {
  payments?: PaymentProvider
  notify?: NotifyHook
  extensions?: ServerExtension[]
  /** Stops background work these parts started (e.g. a delivery worker). */
  close?: () => Promise<void>
}

/**
 * The payment provider, notification hook and extra routes for `snipwire serve`, from the
 * environment. Areas that plug into the server add themselves here.
 * @example const parts = await serverParts({ store, env: process.env, publicUrl: () => url })
 */
export function serverParts(options: {
  store: Store
  env: NodeJS.ProcessEnv
  /** The server's public base URL (known once it listens, when not configured). */
  publicUrl: () => string
}): Promise<ServerParts> {
  const { store, env } = options
  const payments = readPaymentsConfig(env)
  const notifications = readNotificationsConfig(env)
  const problems = [...payments.problems, ...notifications.problems]
  if (problems.length > 0) return Promise.reject(new TypeError(problems.join(' ')))
  const paymentsPart = createPaymentsPart({
    store,
    config: payments.config,
    publicUrl: options.publicUrl,
  })
  const notificationsPart = createNotificationsPart({ store, config: notifications.config })
  return Promise.resolve({
    payments: paymentsPart.payments,
    notify: notificationsPart.notify,
    extensions: [paymentsPart.extension, notificationsPart.extension],
    close: () => notificationsPart.close(),
  })
}
