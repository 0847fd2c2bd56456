/**
 * The outbox on a real SQLite store (every migration) for the notification tests: the
 * repository the delivery worker uses, and ways to fill it and look inside.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Store } from '../core/store.js'
import { createWorkspace } from '../core/workspaces.js'
import type { OutboxMessageData } from '../notifications/notification-payload.js'
import type { OutboxRepository } from '../notifications/outbox-repository.js'
import { insertOutboxMessages } from '../notifications/outbox-store.js'
import { createSqlOutboxRepository } from '../notifications/sql-outbox-repository.js'
import { MIGRATIONS } from '../runtime.js'
import { openSqliteStore } from '../store/sqlite/sqlite-store.js'

export interface OutboxRowView {
  id: string
  channel: 'email' | 'webhook'
  status: 'pending' | 'delivered' | 'dead'
  attempts: number
  next_attempt_at: number
  lease_until: number | null
  last_error: string | null
  delivered_at: number | null
}

export interface SqliteOutbox {
  store: Store
  path: string
  repository: OutboxRepository
  enqueue(messages: OutboxMessageData[]): Promise<void>
  setWebhook(workspaceId: string, urls: string[], secret: string | null): Promise<void>
  row(id: string): Promise<OutboxRowView>
  attempts(
    id: string,
  ): Promise<{ attempt: number; started_at: number; outcome: string; detail: string }[]>
  close(): Promise<void>
}

/**
 * A fresh store in a temporary folder with the given workspaces.
 * @example const outbox = await sqliteOutbox(['ws_1'])
 */
export async function sqliteOutbox(workspaceIds: string[]): Promise<SqliteOutbox> {
  const dir = mkdtempSync(join(tmpdir(), 'snipwire-outbox-'))
  const path = join(dir, 'snipwire.db')
  const store = openSqliteStore({ path, migrations: MIGRATIONS })
  for (const id of workspaceIds) await createWorkspace(store, { id, name: id })
  return {
    store,
    path,
    repository: createSqlOutboxRepository({ store }),
    enqueue: (messages) => store.transaction((tx) => insertOutboxMessages(tx.sql, messages)),
    async setWebhook(workspaceId, urls, secret) {
      await store.transaction((tx) =>
        tx.sql.run(
          `INSERT INTO workspace_notification_settings (workspace_id, webhook_urls, webhook_secret, updated_at)
           VALUES (?, ?, ?, 0)
           ON CONFLICT (workspace_id) DO UPDATE SET webhook_urls = excluded.webhook_urls,
             webhook_secret = excluded.webhook_secret`,
          [workspaceId, JSON.stringify(urls), secret],
        ),
      )
    },
    async row(id) {
      const row = await store.sql.get<OutboxRowView>('SELECT * FROM outbox WHERE id = ?', [id])
      if (row === undefined) throw new Error(`no outbox row ${id}`)
      return row
    },
    attempts: (id) =>
      store.sql.all(
        'SELECT attempt, started_at, outcome, detail FROM outbox_attempts WHERE outbox_id = ? ORDER BY id',
        [id],
      ),
    async close() {
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
