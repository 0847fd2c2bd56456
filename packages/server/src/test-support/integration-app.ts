/**
 * An in-process server wired as `snipwire serve` wires it: every area's migrations, the payments
 * part (test checkout, or Stripe at a stand-in) and the notifications part (outbox, delivery
 * worker), on a fresh SQLite store in a temporary folder (or the store given), with the
 * `SNIPPETS` workspace.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { NotifyHook } from '../core/events.js'
import type { Store } from '../core/store.js'
import { createWorkspace, saveSnippet, type CreatedWorkspace } from '../core/workspaces.js'
import { buildApp } from '../http/app.js'
import type { ServerContext } from '../http/server-context.js'
import {
  createNotificationsPart,
  type NotificationsPart,
  type NotificationsPartOptions,
} from '../notifications/notifications-part.js'
import { createPaymentsPart, type PaymentsPartOptions } from '../payments/payments-part.js'
import { MIGRATIONS } from '../runtime.js'
import { openSqliteStore } from '../store/sqlite/sqlite-store.js'
import { SIGNING_KEY, SNIPPETS } from './fixtures.js'

export const PUBLIC_URL = 'http://snipwire.test'

export interface IntegrationApp {
  app: FastifyInstance
  context: ServerContext
  store: Store
  dir: string
  workspace: CreatedWorkspace
  notifications: NotificationsPart
  cleanup(): Promise<void>
}

export interface IntegrationOptions {
  payments?: Partial<Omit<PaymentsPartOptions, 'store'>>
  notifications?: Partial<Omit<NotificationsPartOptions, 'store'>>
  now?: () => number
  /** The server's public URL (`PUBLIC_URL`); null: not configured. */
  publicUrl?: string | null
  /** Wraps the notify hook (e.g. to fail after it, as a transaction that rolls back). */
  wrapNotify?: (notify: NotifyHook) => NotifyHook
  /** Another store with every migration (PostgreSQL); a new SQLite store by default. */
  store?: Store
}

/**
 * @example const t = await integrationApp(); await t.app.inject({ … }); await t.cleanup()
 */
export async function integrationApp(options: IntegrationOptions = {}): Promise<IntegrationApp> {
  const dir = mkdtempSync(join(tmpdir(), 'snipwire-integration-'))
  const store =
    options.store ?? openSqliteStore({ path: join(dir, 'snipwire.db'), migrations: MIGRATIONS })
  const publicUrl = options.publicUrl === undefined ? PUBLIC_URL : options.publicUrl
  const now = options.now ?? Date.now
  const payments = createPaymentsPart({
    store,
    config: { stripe: null, webhookSecret: null },
    publicUrl: () => publicUrl ?? 'http://localhost',
    now,
    ...options.payments,
  })
  const notifications = createNotificationsPart({
    store,
    config: { smtpUrl: null },
    now,
    pollIntervalMs: 50,
    ...options.notifications,
  })
  const { app, context } = await buildApp({
    store,
    signingKey: SIGNING_KEY,
    publicUrl,
    payments: payments.payments,
    notify: options.wrapNotify ? options.wrapNotify(notifications.notify) : notifications.notify,
    extensions: [payments.extension, notifications.extension],
    now,
    limits: { authAttemptsPerIp: 0, authAttemptsPerEmail: 0 },
  })
  const workspace = await createWorkspace(store, {
    name: 'Shop',
    ownerEmail: 'owner@shop.example',
    origins: ['https://shop.example'],
    sAcc: 'acct_1ShopTest',
    sAccLive: 'acct_1ShopLive',
  })
  for (const [id, snippet] of Object.entries(SNIPPETS)) {
    await saveSnippet(store, workspace.workspace.id, id, snippet)
  }
  await app.ready()
  return {
    app,
    context,
    store,
    dir,
    workspace,
    notifications,
    async cleanup() {
      await app.close()
      await notifications.close()
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
