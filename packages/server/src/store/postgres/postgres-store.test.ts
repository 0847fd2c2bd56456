import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Change } from '../../core/model.js'
import {
  POSTGRES_MISSING,
  startPostgres,
  type PostgresCluster,
} from '../../test-support/postgres.js'
import { CORE_MIGRATIONS, type Migration } from '../migrations.js'
import { runStoreContract } from '../store-contract.case.js'
import { openPostgresStore } from './postgres-store.js'

const title = `PostgreSQL${POSTGRES_MISSING ? ` (skipped: ${POSTGRES_MISSING})` : ''}`

const workspace = {
  id: 'w1',
  name: 'W',
  ownerEmail: null,
  origins: [],
  apiKey: 'pk_test_0000000000000000',
  liveApiKey: 'pk_live_0000000000000000',
  secretKeyHash: 'a',
  liveSecretKeyHash: 'b',
  sAcc: null,
  sAccLive: null,
}

describe.skipIf(POSTGRES_MISSING !== null)(title, () => {
  let cluster: PostgresCluster

  beforeAll(async () => {
    cluster = await startPostgres()
  })

  afterAll(async () => {
    await cluster.stop()
  })

  runStoreContract({
    name: 'PostgreSQL',
    async createStore() {
      const url = await cluster.createSchema()
      const store = await openPostgresStore({ url, migrations: CORE_MIGRATIONS })
      return {
        store,
        openAnother: () => openPostgresStore({ url, migrations: CORE_MIGRATIONS }),
        cleanup: () => store.close(),
      }
    },
  })

  describe('openPostgresStore', () => {
    it('applies each migration once, also when two nodes start at the same time', async () => {
      const url = await cluster.createSchema()
      const extra: Migration = {
        id: 'extra-001',
        sqlite: 'CREATE TABLE extra (id TEXT PRIMARY KEY);',
        postgres: 'CREATE TABLE extra (id TEXT PRIMARY KEY);',
      }
      const migrations = [...CORE_MIGRATIONS, extra]
      const stores = await Promise.all([
        openPostgresStore({ url, migrations }),
        openPostgresStore({ url, migrations }),
      ])
      await Promise.all(stores.map((store) => store.close()))
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const { rows } = await client.query<{ id: string }>('SELECT id FROM _migrations ORDER BY id')
      await client.end()
      expect(rows.map((row) => row.id)).toEqual([...CORE_MIGRATIONS.map((m) => m.id), 'extra-001'])
    })

    it('refuses migrations without a PostgreSQL version, naming them', async () => {
      const url = await cluster.createSchema()
      const sqliteOnly: Migration = { id: 'sqlite-only-001', sqlite: 'SELECT 1;' }
      await expect(
        openPostgresStore({ url, migrations: [...CORE_MIGRATIONS, sqliteOnly] }),
      ).rejects.toThrow('The migration sqlite-only-001 has no PostgreSQL version')
    })

    it('says which database it cannot reach, without the password', async () => {
      const url = new URL(cluster.url)
      url.port = String(Number(url.port) + 1)
      url.password = 'hunter2'
      url.pathname = '/missing'
      const error = (await openPostgresStore({
        url: url.toString(),
        migrations: CORE_MIGRATIONS,
        connectTimeoutMs: 2000,
      }).catch((reason: unknown) => reason)) as Error
      expect(error.message).toContain(
        `Cannot connect to the PostgreSQL database at 127.0.0.1:${url.port}/missing`,
      )
      expect(error.message).not.toContain('hunter2')
    })

    it('returns numbers for BIGINT and NUMERIC and JSON text for JSONB through raw SQL', async () => {
      const store = await openPostgresStore({
        url: await cluster.createSchema(),
        migrations: CORE_MIGRATIONS,
      })
      try {
        const row = await store.sql.get(
          `SELECT ?::bigint AS big, 2.5::numeric AS decimal, '{"a": [1]}'::jsonb AS json, '?' AS mark`,
          [1_700_000_000_000],
        )
        expect(row).toEqual({ big: 1_700_000_000_000, decimal: 2.5, json: '{"a": [1]}', mark: '?' })
        expect(store.sql.dialect).toBe('postgres')
      } finally {
        await store.close()
      }
    })

    it('keeps a transaction usable after a refused insert and a refused key change', async () => {
      const store = await openPostgresStore({
        url: await cluster.createSchema(),
        migrations: CORE_MIGRATIONS,
      })
      try {
        const scope = { workspaceId: 'w1', mode: 'test' as const }
        const outcome = await store.transaction(async (tx) => {
          await tx.insertWorkspace(workspace)
          await tx.insertWorkspace({
            ...workspace,
            id: 'w2',
            apiKey: 'pk_test_1111111111111111',
            liveApiKey: 'pk_live_1111111111111111',
            secretKeyHash: 'c',
            liveSecretKeyHash: 'd',
          })
          await tx.insertDocument(scope, 'rooms', 'r1', { a: 1 })
          const refused = await tx
            .insertDocument(scope, 'rooms', 'r1', { a: 2 })
            .catch((error: Error) => error.name)
          const keyTaken = await tx
            .updateWorkspace('w2', { apiKey: workspace.apiKey })
            .catch((error: Error) => error.name)
          await tx.setDocument(scope, 'rooms', 'r2', { b: 2 })
          return { refused, keyTaken }
        })
        expect(outcome).toEqual({ refused: 'ConflictError', keyTaken: 'ConflictError' })
        expect((await store.getDocument(scope, 'rooms', 'r2'))?.json).toBe('{"b":2}')
      } finally {
        await store.close()
      }
    })

    it('keeps counting right when two nodes count the same counters at the same time', async () => {
      const url = await cluster.createSchema()
      const nodes = await Promise.all([
        openPostgresStore({ url, migrations: CORE_MIGRATIONS }),
        openPostgresStore({ url, migrations: CORE_MIGRATIONS }),
      ])
      try {
        await nodes[0].transaction((tx) => tx.insertWorkspace(workspace))
        const scope = { workspaceId: 'w1', mode: 'test' as const }
        await Promise.all(
          nodes.flatMap((node) =>
            Array.from({ length: 40 }, () =>
              node.transaction(async (tx) => {
                await tx.incrementUsage(scope, { currentReads: 1 })
                await tx.incrementSnippetCalls(scope, 'list', 1)
              }),
            ),
          ),
        )
        expect(await nodes[1].getUsage('w1')).toMatchObject({
          test: { currentReads: 80 },
          snippets: { list: { test: 80 } },
        })
      } finally {
        await Promise.all(nodes.map((node) => node.close()))
      }
    })

    it('runs a transaction again when PostgreSQL breaks a deadlock between two nodes', async () => {
      const url = await cluster.createSchema()
      const [a, b] = await Promise.all([
        openPostgresStore({ url, migrations: CORE_MIGRATIONS }),
        openPostgresStore({ url, migrations: CORE_MIGRATIONS }),
      ])
      try {
        await a.transaction((tx) => tx.insertWorkspace(workspace))
        const scope = { workspaceId: 'w1', mode: 'test' as const }
        let arrived = 0
        let bothHoldOneRow!: () => void
        const barrier = new Promise<void>((resolve) => (bothHoldOneRow = resolve))
        const meet = async () => {
          if (++arrived === 2) bothHoldOneRow()
          await barrier
        }
        const runs = { a: 0, b: 0 }
        // Each node locks one row, then wants the other's: a deadlock PostgreSQL breaks by
        // failing one of them, whose group then runs again.
        const crossing = (node: 'a' | 'b', first: string, second: string) =>
          (node === 'a' ? a : b).transaction(async (tx) => {
            runs[node] += 1
            await tx.setDocument(scope, 'rows', first, { by: node })
            if (runs[node] === 1) await meet()
            await tx.setDocument(scope, 'rows', second, { by: node })
          })
        await Promise.all([crossing('a', 'x', 'y'), crossing('b', 'y', 'x')])
        expect(runs.a + runs.b).toBe(3)
        const x = JSON.parse((await a.getDocument(scope, 'rows', 'x'))!.json) as { by: string }
        const y = JSON.parse((await a.getDocument(scope, 'rows', 'y'))!.json) as { by: string }
        // The node that ran again wrote last, both rows.
        expect(x.by).toBe(y.by)
      } finally {
        await Promise.all([a.close(), b.close()])
      }
    })

    it('goes on after the database closed all its connections, missing no change', async () => {
      const url = await cluster.createSchema()
      const lost: unknown[] = []
      const onError = (error: unknown) => lost.push(error)
      const [a, b] = await Promise.all([
        openPostgresStore({ url, migrations: CORE_MIGRATIONS, onError }),
        openPostgresStore({ url, migrations: CORE_MIGRATIONS, onError }),
      ])
      const admin = new pg.Client({ connectionString: cluster.url })
      await admin.connect()
      try {
        const seenByA: Change[] = []
        a.watch((changes) => seenByA.push(...changes))
        await b.transaction((tx) => tx.insertWorkspace(workspace))
        const scope = { workspaceId: 'w1', mode: 'test' as const }
        // As when PostgreSQL restarts or a proxy drops idle connections: every connection of
        // both nodes ends, A's listener first, then B writes while A is not listening.
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = 'snipwire' AND pid <> pg_backend_pid()`,
        )
        await b.transaction((tx) => tx.setDocument(scope, 'rooms', 'while-away', { a: 1 }))
        await a.transaction((tx) => tx.setDocument(scope, 'rooms', 'after', { b: 2 }))
        expect((await a.getDocument(scope, 'rooms', 'while-away'))?.json).toBe('{"a":1}')
        const ids = () =>
          seenByA.flatMap((change) => (change.kind === 'document' ? [change.id] : []))
        for (let waited = 0; !ids().includes('while-away') && waited < 5000; waited += 25) {
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
        expect(ids()).toEqual(expect.arrayContaining(['while-away', 'after']))
        // Reported to the node's log, not thrown at a caller.
        expect(lost.length).toBeGreaterThan(0)
      } finally {
        await admin.end()
        await Promise.all([a.close(), b.close()])
      }
    })

    it('tells a node about changes committed by another node, and not its own twice', async () => {
      const url = await cluster.createSchema()
      const [a, b] = await Promise.all([
        openPostgresStore({ url, migrations: CORE_MIGRATIONS }),
        openPostgresStore({ url, migrations: CORE_MIGRATIONS }),
      ])
      try {
        const seenByA: Change[] = []
        a.watch((changes) => seenByA.push(...changes))
        await a.transaction((tx) => tx.insertWorkspace(workspace))
        const scope = { workspaceId: 'w1', mode: 'live' as const }
        const longPath = `rooms/${'x'.repeat(7000)}/messages`
        await b.transaction(async (tx) => {
          await tx.setDocument(scope, 'rooms', 'from-b', { a: 1 })
          await tx.setDocument(scope, longPath, 'long', { a: 2 })
        })
        for (let waited = 0; seenByA.length < 3 && waited < 5000; waited += 20) {
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
        // Long enough for a repeat of A's own change to arrive, were it not skipped.
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(seenByA).toEqual([
          { kind: 'workspace', workspaceId: 'w1' },
          {
            kind: 'document',
            workspaceId: 'w1',
            mode: 'live',
            collectionPath: 'rooms',
            id: 'from-b',
          },
          {
            kind: 'document',
            workspaceId: 'w1',
            mode: 'live',
            collectionPath: longPath,
            id: 'long',
          },
        ])
      } finally {
        await Promise.all([a.close(), b.close()])
      }
    })
  })
})
