import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../runtime.js'
import { openSqliteStore } from '../store/sqlite/sqlite-store.js'
import { sqliteOutbox } from '../test-support/outbox-harness.js'
import { buildNotificationPayload, planNotifications } from './notification-payload.js'
import { runOutboxRepositoryContract } from './outbox-repository.case.js'
import { listOutbox, pruneOutbox } from './outbox-store.js'
import { createSqlOutboxRepository } from './sql-outbox-repository.js'

const T0 = Date.UTC(2025, 10, 22, 9, 0, 0)

runOutboxRepositoryContract('SQLite store', async () => {
  const outbox = await sqliteOutbox(['ws_contract'])
  return {
    repository: outbox.repository,
    enqueue: outbox.enqueue,
    setWebhookSecret: (workspaceId, secret) => outbox.setWebhook(workspaceId, [], secret),
    async state(id) {
      const row = await outbox.row(id)
      return {
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: row.next_attempt_at,
        lastError: row.last_error,
      }
    },
    log: async (id) =>
      (await outbox.attempts(id)).map(({ attempt, outcome, detail }) => ({
        attempt,
        outcome,
        detail,
      })),
    close: outbox.close,
  }
})

function messages(id: string, createdAt: number) {
  const payload = buildNotificationPayload({
    workspace: { id: 'ws_1', sAcc: 'acct_1Secret' },
    apiKey: 'pk_test_abc',
    snippetId: 'guestbook',
    user: { uid: 'u_42', email: 'ada@example.com' },
    metadata: { message: 'Hello from Ada' },
  })
  return planNotifications(
    { id, kind: 'add', workspaceName: 'Acme Shop', mode: 'test', payload, createdAt },
    { notify: ['add'], ownerEmail: 'owner@acme.example', webhookUrls: ['https://h.example/1'] },
  )
}

describe('the SQL outbox', () => {
  it('keeps queued notifications in the database file, so a process opened on it after a crash finds them', async () => {
    const outbox = await sqliteOutbox(['ws_1'])
    try {
      await outbox.enqueue(messages('ntf_r', T0))
      // A second process on the same file, while the first never closed (as after kill -9).
      const reopened = openSqliteStore({ path: outbox.path, migrations: MIGRATIONS })
      try {
        const claimed = await createSqlOutboxRepository({ store: reopened }).claimDue({
          now: T0,
          channels: ['email', 'webhook'],
          limit: 10,
          leaseUntil: T0 + 1,
        })
        expect(claimed.map(({ id, channel, target }) => ({ id, channel, target }))).toEqual([
          { id: 'ntf_r.1', channel: 'email', target: 'owner@acme.example' },
          { id: 'ntf_r.2', channel: 'webhook', target: 'https://h.example/1' },
        ])
        expect(claimed[0]?.payload.metadata).toEqual({ message: 'Hello from Ada' })
      } finally {
        await reopened.close()
      }
    } finally {
      await outbox.close()
    }
  })

  it('lists a workspace outbox newest first with each attempt, and filters by status', async () => {
    const outbox = await sqliteOutbox(['ws_1'])
    try {
      await outbox.enqueue(messages('ntf_1', T0))
      await outbox.enqueue(messages('ntf_2', T0 + 1000))
      await outbox.repository.claimDue({
        now: T0,
        channels: ['webhook'],
        limit: 1,
        leaseUntil: T0 + 60_000,
      })
      await outbox.repository.recordFailedAttempt(
        {
          messageId: 'ntf_1.2',
          attempt: 1,
          startedAt: T0,
          finishedAt: T0 + 5,
          outcome: 'failed',
          detail: 'HTTP 503',
        },
        T0 + 30_000,
      )

      const all = await listOutbox(outbox.store.sql, { workspaceId: 'ws_1' })
      expect(all.map((entry) => entry.id)).toEqual(['ntf_2.2', 'ntf_2.1', 'ntf_1.2', 'ntf_1.1'])
      expect(all[2]).toMatchObject({
        status: 'pending',
        attempts: 1,
        nextAttemptAt: T0 + 30_000,
        lastError: 'HTTP 503',
        log: [{ attempt: 1, at: T0 + 5, outcome: 'failed', detail: 'HTTP 503' }],
      })
      expect(await listOutbox(outbox.store.sql, { workspaceId: 'ws_1', limit: 1 })).toHaveLength(1)
      expect(
        await listOutbox(outbox.store.sql, { workspaceId: 'ws_1', status: 'delivered' }),
      ).toEqual([])
      expect(await listOutbox(outbox.store.sql, { workspaceId: 'other' })).toEqual([])
    } finally {
      await outbox.close()
    }
  })

  it('prunes old delivered and dead messages with their log, never pending ones', async () => {
    const outbox = await sqliteOutbox(['ws_1'])
    try {
      await outbox.enqueue(messages('ntf_old', T0))
      await outbox.enqueue(messages('ntf_new', T0 + 10_000))
      const attempt = (messageId: string) => ({
        messageId,
        attempt: 1,
        startedAt: T0,
        finishedAt: T0,
        outcome: 'delivered' as const,
        detail: 'HTTP 204',
      })
      await outbox.repository.markDelivered(attempt('ntf_old.1'))
      await outbox.repository.deadLetter({ ...attempt('ntf_old.2'), outcome: 'failed' })
      await outbox.repository.markDelivered(attempt('ntf_new.1'))

      const pruned = await outbox.store.transaction((tx) => pruneOutbox(tx.sql, T0 + 5000))

      expect(pruned).toBe(2)
      const left = await listOutbox(outbox.store.sql, { workspaceId: 'ws_1' })
      expect(left.map((entry) => [entry.id, entry.status])).toEqual([
        ['ntf_new.2', 'pending'],
        ['ntf_new.1', 'delivered'],
      ])
      expect(await outbox.attempts('ntf_old.1')).toEqual([])
    } finally {
      await outbox.close()
    }
  })
})
