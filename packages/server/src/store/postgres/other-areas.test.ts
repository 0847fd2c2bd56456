/**
 * The tables other areas keep through the raw `sql` executor (the notification outbox) on
 * PostgreSQL: their own contract suite, on a store with every area's migrations.
 */
import { afterAll, beforeAll, describe } from 'vitest'
import type { Store } from '../../core/store.js'
import { createWorkspace } from '../../core/workspaces.js'
import { runOutboxRepositoryContract } from '../../notifications/outbox-repository.case.js'
import { insertOutboxMessages } from '../../notifications/outbox-store.js'
import { createSqlOutboxRepository } from '../../notifications/sql-outbox-repository.js'
import { MIGRATIONS } from '../../runtime.js'
import {
  POSTGRES_MISSING,
  startPostgres,
  type PostgresCluster,
} from '../../test-support/postgres.js'
import { openPostgresStore } from './postgres-store.js'

const reason = POSTGRES_MISSING ? ` (skipped: ${POSTGRES_MISSING})` : ''

describe.skipIf(POSTGRES_MISSING !== null)(`other areas' tables on PostgreSQL${reason}`, () => {
  let cluster: PostgresCluster

  beforeAll(async () => {
    cluster = await startPostgres()
  })

  afterAll(async () => {
    await cluster.stop()
  })

  runOutboxRepositoryContract('PostgreSQL store', async () => {
    const store: Store = await openPostgresStore({
      url: await cluster.createSchema(),
      migrations: MIGRATIONS,
    })
    await createWorkspace(store, { id: 'ws_contract', name: 'Contract Shop' })
    return {
      repository: createSqlOutboxRepository({ store }),
      enqueue: (messages) => store.transaction((tx) => insertOutboxMessages(tx.sql, messages)),
      async setWebhookSecret(workspaceId, secret) {
        await store.transaction((tx) =>
          tx.sql.run(
            `INSERT INTO workspace_notification_settings (workspace_id, webhook_secret, updated_at)
             VALUES (?, ?, 0)
             ON CONFLICT (workspace_id) DO UPDATE SET webhook_secret = excluded.webhook_secret`,
            [workspaceId, secret],
          ),
        )
      },
      async state(id) {
        const row = await store.sql.get<{
          status: 'pending' | 'delivered' | 'dead'
          attempts: number
          next_attempt_at: number
          last_error: string | null
        }>('SELECT status, attempts, next_attempt_at, last_error FROM outbox WHERE id = ?', [id])
        if (!row) throw new Error(`no outbox row ${id}`)
        return {
          status: row.status,
          attempts: row.attempts,
          nextAttemptAt: row.next_attempt_at,
          lastError: row.last_error,
        }
      },
      log: (id) =>
        store.sql.all<{ attempt: number; outcome: string; detail: string }>(
          'SELECT attempt, outcome, detail FROM outbox_attempts WHERE outbox_id = ? ORDER BY id',
          [id],
        ),
      close: () => store.close(),
    }
  })
})
