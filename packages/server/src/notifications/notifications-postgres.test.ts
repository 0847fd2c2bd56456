/**
 * The notifications area's SQL on PostgreSQL (JSONB payloads and webhook lists): settings, the
 * outbox a sign-up fills in its transaction, the listing and the pruning.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../runtime.js'
import { openPostgresStore } from '../store/postgres/postgres-store.js'
import { integrationApp, type IntegrationApp } from '../test-support/integration-app.js'
import { POSTGRES_MISSING, startPostgres, type PostgresCluster } from '../test-support/postgres.js'
import {
  readNotificationSettings,
  saveNotificationSettings,
} from './notification-settings-store.js'
import { listOutbox, pruneOutbox } from './outbox-store.js'

const reason = POSTGRES_MISSING ? ` (skipped: ${POSTGRES_MISSING})` : ''

describe.skipIf(POSTGRES_MISSING !== null)(`notifications on PostgreSQL${reason}`, () => {
  let cluster: PostgresCluster
  let t: IntegrationApp
  beforeAll(async () => {
    cluster = await startPostgres()
  })
  afterAll(() => cluster.stop())
  beforeEach(async () => {
    const store = await openPostgresStore({
      url: await cluster.createSchema(),
      migrations: MIGRATIONS,
    })
    // No SMTP and a webhook nobody answers: the messages stay for the test to read.
    t = await integrationApp({ store, notifications: { pollIntervalMs: 60_000 } })
  })
  afterEach(() => t.cleanup())

  it('saves settings, queues a sign-up in its transaction, lists it and keeps pending messages from pruning', async () => {
    const id = t.workspace.workspace.id
    const saved = await t.store.transaction((tx) =>
      saveNotificationSettings(
        tx,
        id,
        { notify: ['signUp'], webhookUrls: ['http://127.0.0.1:9/none'] },
        1,
      ),
    )
    expect(await readNotificationSettings(t.store.sql, id)).toEqual(saved)
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/snippets/signup/sign-up?key=${t.workspace.workspace.apiKey}`,
      payload: { email: 'ada@example.com', password: 'lovelace-1815', fields: { name: 'Ada' } },
    })
    expect(response.statusCode).toBe(200)
    const entries = await listOutbox(t.store.sql, { workspaceId: id })
    expect(entries.map((entry) => [entry.channel, entry.target, entry.status])).toEqual([
      ['webhook', 'http://127.0.0.1:9/none', 'pending'],
      ['email', 'owner@shop.example', 'pending'],
    ])
    expect(entries[0]?.payload).toMatchObject({
      email: 'ada@example.com',
      metadata: { name: 'Ada' },
    })
    expect(typeof entries[0]?.createdAt).toBe('number')
    expect(await t.store.transaction((tx) => pruneOutbox(tx.sql, Date.now() + 1000))).toBe(0)
  })
})
