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
import { randomToken } from './lib/crypto.js'

/** Every area's migrations, in the order they were released. Append new areas' lists here. */
export const MIGRATIONS: readonly Migration[] = [
  ...CORE_MIGRATIONS,
  ...PAYMENTS_MIGRATIONS,
  ...NOTIFICATIONS_MIGRATIONS,
]

/** What other areas add to a workspace entry of `snipwire apply` (`prices`, `notifications`). */
export const APPLY_SECTIONS: readonly ApplySection[] = [
  PRICES_APPLY_SECTION as ApplySection,
  NOTIFICATIONS_APPLY_SECTION as ApplySection,
]

export const DATABASE_FILE = 'snipwire.db'
const SIGNING_KEY_FILE = 'signing-key'

export interface StoreSettings {
  dataDir: string
  synchronous: 'full' | 'normal'
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
