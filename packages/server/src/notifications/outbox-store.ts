/**
 * The outbox's rows in SQL (`notifications-migrations.ts`), written and read through the store's
 * `SqlExecutor`, so the same statements run on SQLite and PostgreSQL: the insert a login, sign-up
 * or add makes in its own transaction, and the listing `snipwire outbox` shows.
 */
import type { SqlExecutor } from '../core/store.js'
import { placeholders, sqlJson, sqlNumber } from '../lib/sql-values.js'
import type {
  DeliveryChannel,
  NotificationKind,
  NotificationMode,
  NotificationPayload,
  OutboxMessageData,
} from './notification-payload.js'

export type OutboxStatus = 'pending' | 'delivered' | 'dead'

/** An outbox row as stored. */
export interface OutboxRow {
  id: string
  notification_id: string
  workspace_id: string
  workspace_name: string
  mode: NotificationMode
  kind: NotificationKind
  channel: DeliveryChannel
  target: string
  payload: unknown
  status: OutboxStatus
  attempts: unknown
  next_attempt_at: unknown
  lease_until: unknown
  last_error: string | null
  created_at: unknown
  delivered_at: unknown
}

/**
 * The message data of a row, on either store.
 * @example toMessageData(row).payload.email // 'ada@example.com'
 */
export function toMessageData(row: OutboxRow): OutboxMessageData {
  return {
    id: row.id,
    notificationId: row.notification_id,
    workspaceId: row.workspace_id,
    workspaceName: row.workspace_name,
    mode: row.mode,
    kind: row.kind,
    channel: row.channel,
    target: row.target,
    payload: sqlJson<NotificationPayload>(row.payload),
    createdAt: sqlNumber(row.created_at) ?? 0,
  }
}

/**
 * Queues messages, pending and due at once; run it inside the operation's transaction.
 * @example await insertOutboxMessages(tx.sql, planNotifications(event, settings))
 */
export async function insertOutboxMessages(
  sql: SqlExecutor,
  messages: readonly OutboxMessageData[],
): Promise<void> {
  for (const message of messages) {
    await sql.run(
      `INSERT INTO outbox (id, notification_id, workspace_id, workspace_name, mode, kind, channel,
         target, payload, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        message.id,
        message.notificationId,
        message.workspaceId,
        message.workspaceName,
        message.mode,
        message.kind,
        message.channel,
        message.target,
        JSON.stringify(message.payload),
        message.createdAt,
        message.createdAt,
      ],
    )
  }
}

/** One queued, sent or dead-lettered message with its delivery log, as `snipwire outbox` shows it. */
export interface OutboxEntry extends OutboxMessageData {
  status: OutboxStatus
  /** Failed attempts so far. */
  attempts: number
  /** When a pending message is tried next. */
  nextAttemptAt: number | null
  lastError: string | null
  deliveredAt: number | null
  log: { attempt: number; at: number; outcome: 'delivered' | 'failed'; detail: string }[]
}

export interface OutboxQuery {
  workspaceId: string
  status?: OutboxStatus
  /** Newest first; 100 by default, at most 1,000. */
  limit?: number
}

/**
 * A workspace's outbox, newest first, each message with its attempts.
 * @example await listOutbox(store.sql, { workspaceId: 'w1', status: 'pending' })
 */
export async function listOutbox(sql: SqlExecutor, query: OutboxQuery): Promise<OutboxEntry[]> {
  const rows = await sql.all<OutboxRow>(
    `SELECT * FROM outbox WHERE workspace_id = ?${query.status === undefined ? '' : ' AND status = ?'}
      ORDER BY created_at DESC, id DESC LIMIT ?`,
    [
      query.workspaceId,
      ...(query.status === undefined ? [] : [query.status]),
      Math.min(query.limit ?? 100, 1000),
    ],
  )
  if (rows.length === 0) return []
  const attempts = await sql.all<{
    outbox_id: string
    attempt: unknown
    finished_at: unknown
    outcome: 'delivered' | 'failed'
    detail: string
  }>(
    `SELECT outbox_id, attempt, finished_at, outcome, detail FROM outbox_attempts
      WHERE outbox_id IN (${placeholders(rows.length)}) ORDER BY id`,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    ...toMessageData(row),
    status: row.status,
    attempts: sqlNumber(row.attempts) ?? 0,
    nextAttemptAt: row.status === 'pending' ? sqlNumber(row.next_attempt_at) : null,
    lastError: row.last_error,
    deliveredAt: sqlNumber(row.delivered_at),
    log: attempts
      .filter((attempt) => attempt.outbox_id === row.id)
      .map((attempt) => ({
        attempt: sqlNumber(attempt.attempt) ?? 0,
        at: sqlNumber(attempt.finished_at) ?? 0,
        outcome: attempt.outcome,
        detail: attempt.detail,
      })),
  }))
}

/**
 * Deletes delivered and dead-lettered messages (and their delivery log) older than `olderThan`;
 * pending ones are never deleted. Returns how many messages went.
 * @example await pruneOutbox(tx.sql, Date.now() - 30 * 24 * 60 * 60 * 1000)
 */
export async function pruneOutbox(sql: SqlExecutor, olderThan: number): Promise<number> {
  const old = `SELECT id FROM outbox WHERE status <> 'pending' AND created_at < ?`
  await sql.run(`DELETE FROM outbox_attempts WHERE outbox_id IN (${old})`, [olderThan])
  const result = await sql.run(`DELETE FROM outbox WHERE id IN (${old})`, [olderThan])
  return result.changes
}
