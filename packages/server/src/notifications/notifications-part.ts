/**
 * Owner notifications in a running server: the notify hook that queues them in the operation's
 * transaction, and the delivery worker that sends them (e-mail over `SMTP_URL` when set, signed
 * webhooks always), started when the server is ready, woken after each commit that queued
 * something, polling every second for retries, and stopped when the server closes. Delivered and
 * dead-lettered messages older than 30 days are pruned once an hour.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { NotifyHook } from '../core/events.js'
import type { Store } from '../core/store.js'
import type { ServerExtension } from '../http/server-context.js'
import type { Mailer } from '../mail/mailer.js'
import { createSmtpMailer } from '../mail/smtp-mailer.js'
import { createDeliveryWorker, type DeliveryWorker } from './delivery-worker.js'
import type { NotificationsConfig } from './notifications-config.js'
import { createNotifyHook } from './notify-hook.js'
import { pruneOutbox } from './outbox-store.js'
import type { RetrySchedule } from './retry-schedule.js'
import { createSqlOutboxRepository } from './sql-outbox-repository.js'
import { createWebhookSender } from './webhook-sender.js'

export interface NotificationsPartOptions {
  store: Store
  config: NotificationsConfig
  /** How often the worker looks for due retries (1 s). */
  pollIntervalMs?: number
  schedule?: RetrySchedule
  /** Per webhook request (10 s). */
  webhookTimeoutMs?: number
  now?: () => number
}

export interface NotificationsPart {
  notify: NotifyHook
  /** Starts the worker when the server is ready and stops it when the server closes. */
  extension: ServerExtension
  worker: DeliveryWorker
  /** Stops the worker (waiting for deliveries in flight) and closes the SMTP connection. */
  close(): Promise<void>
}

const PRUNE_EVERY_MS = 60 * 60 * 1000
const KEEP_SENT_MS = 30 * 24 * 60 * 60 * 1000

/**
 * @example
 * const part = createNotificationsPart({ store, config: { smtpUrl: process.env.SMTP_URL ?? null } })
 * const { app } = await buildApp({ store, signingKey, notify: part.notify, extensions: [part.extension] })
 */
export function createNotificationsPart(options: NotificationsPartOptions): NotificationsPart {
  const { store } = options
  const now = options.now ?? Date.now
  let log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> | null = null
  const mailer: Mailer | undefined =
    options.config.smtpUrl === null ? undefined : createSmtpMailer({ url: options.config.smtpUrl })
  const worker = createDeliveryWorker({
    outbox: createSqlOutboxRepository({ store }),
    transports: {
      webhook: createWebhookSender(
        options.webhookTimeoutMs === undefined ? {} : { timeoutMs: options.webhookTimeoutMs },
      ),
      ...(mailer === undefined ? {} : { email: mailer }),
    },
    now,
    ...(options.schedule === undefined ? {} : { schedule: options.schedule }),
    onError: (error) => log?.error({ err: error }, 'notification delivery failed'),
  })
  let pruner: NodeJS.Timeout | undefined
  let closed = false

  const stop = async (): Promise<void> => {
    clearInterval(pruner)
    await worker.stop()
  }

  return {
    // The transaction that queued the messages commits after the hook returns; a claim queued
    // behind it (on the next turn) sees them.
    notify: createNotifyHook({ onQueued: () => setImmediate(() => worker.wake()) }),
    worker,
    extension: {
      name: 'notifications',
      register(app) {
        log = app.log
        // eslint-disable-next-line @typescript-eslint/require-await -- Fastify waits on a promise or a callback
        app.addHook('onReady', async () => {
          if (closed) return
          if (mailer === undefined) {
            app.log.warn(
              'notifications: SMTP_URL is not set, so owner e-mails wait in the outbox (snipwire outbox) until it is',
            )
          }
          worker.start(options.pollIntervalMs ?? 1000)
          pruner = setInterval(() => {
            store
              .transaction((tx) => pruneOutbox(tx.sql, now() - KEEP_SENT_MS), {
                durability: 'relaxed',
              })
              .catch((error: unknown) => log?.error({ err: error }, 'pruning the outbox failed'))
          }, PRUNE_EVERY_MS)
          pruner.unref()
        })
        app.addHook('onClose', stop)
      },
    },
    async close() {
      closed = true
      await stop()
      mailer?.close()
    },
  }
}
