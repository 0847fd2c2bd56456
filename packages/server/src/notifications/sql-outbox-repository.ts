/**
 * The `OutboxRepository` on the server's store: each method is one store transaction, so the
 * delivery log row and the message's new state commit together. A claim is a lease written to
 * the row; on PostgreSQL the claim also locks with `FOR UPDATE SKIP LOCKED`, so several nodes
 * never take the same message; on SQLite transactions are serialised anyway.
 */
import type { Store, Transaction } from '../core/store.js'
import { placeholders } from '../lib/sql-values.js'
import type {
  ClaimRequest,
  DeliveryAttempt,
  OutboxMessage,
  OutboxRepository,
} from './outbox-repository.js'
import { toMessageData, type OutboxRow } from './outbox-store.js'

export interface SqlOutboxOptions {
  store: Store
}

const DUE = `status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)`

async function logAttempt(tx: Transaction, attempt: DeliveryAttempt): Promise<void> {
  await tx.sql.run(
    `INSERT INTO outbox_attempts (outbox_id, attempt, started_at, finished_at, outcome, detail)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [
      attempt.messageId,
      attempt.attempt,
      attempt.startedAt,
      attempt.finishedAt,
      attempt.outcome,
      attempt.detail,
    ],
  )
}

/**
 * @example
 * const outbox = createSqlOutboxRepository({ store })
 * const worker = createDeliveryWorker({ outbox, transports: { webhook: createWebhookSender() } })
 */
export function createSqlOutboxRepository(options: SqlOutboxOptions): OutboxRepository {
  const { store } = options
  // Only the claim's locking clause differs between the stores.
  const lock = store.sql.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''

  return {
    async claimDue(request: ClaimRequest): Promise<OutboxMessage[]> {
      const { now, channels, limit, leaseUntil } = request
      if (channels.length === 0 || limit <= 0) return []
      const channelList = `channel IN (${placeholders(channels.length)})`
      if (request.expectDue !== true) {
        // A cheap look without the write lock first: the worker polls an outbox that is
        // usually empty, and a CLI command may be writing to the same database.
        const due = await store.sql.get(
          `SELECT 1 AS due FROM outbox WHERE ${DUE} AND ${channelList} LIMIT 1`,
          [now, now, ...channels],
        )
        if (due === undefined) return []
      }
      return store.transaction(
        async (tx) => {
          const claimed = await tx.sql.all<{ id: string }>(
            `SELECT id FROM outbox WHERE ${DUE} AND ${channelList}
              ORDER BY next_attempt_at, id LIMIT ?${lock}`,
            [now, now, ...channels, limit],
          )
          if (claimed.length === 0) return []
          const ids = claimed.map((row) => row.id)
          await tx.sql.run(
            `UPDATE outbox SET lease_until = ? WHERE id IN (${placeholders(ids.length)})`,
            [leaseUntil, ...ids],
          )
          const rows = await tx.sql.all<OutboxRow & { webhook_secret: string | null }>(
            `SELECT o.*, s.webhook_secret FROM outbox o
               LEFT JOIN workspace_notification_settings s ON s.workspace_id = o.workspace_id
              WHERE o.id IN (${placeholders(ids.length)})
              ORDER BY o.next_attempt_at, o.id`,
            ids,
          )
          return rows.map((row) => ({
            ...toMessageData(row),
            attempts: Number(row.attempts),
            signingSecret: row.webhook_secret ?? null,
          }))
        },
        // A lost lease only means the message is claimed again: no flush needed.
        { durability: 'relaxed' },
      )
    },

    markDelivered(attempt: DeliveryAttempt): Promise<void> {
      return store.transaction(async (tx) => {
        await logAttempt(tx, attempt)
        await tx.sql.run(
          `UPDATE outbox SET status = 'delivered', delivered_at = ?, lease_until = NULL,
             last_error = NULL WHERE id = ?`,
          [attempt.finishedAt, attempt.messageId],
        )
      })
    },

    recordFailedAttempt(attempt: DeliveryAttempt, nextAttemptAt: number): Promise<void> {
      return store.transaction(async (tx) => {
        await logAttempt(tx, attempt)
        await tx.sql.run(
          `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, lease_until = NULL,
             last_error = ? WHERE id = ?`,
          [nextAttemptAt, attempt.detail, attempt.messageId],
        )
      })
    },

    deadLetter(attempt: DeliveryAttempt): Promise<void> {
      return store.transaction(async (tx) => {
        await logAttempt(tx, attempt)
        await tx.sql.run(
          `UPDATE outbox SET status = 'dead', attempts = attempts + 1, lease_until = NULL,
             last_error = ? WHERE id = ?`,
          [attempt.detail, attempt.messageId],
        )
      })
    },
  }
}
