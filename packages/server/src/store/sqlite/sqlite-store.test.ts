import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { CORE_MIGRATIONS } from '../migrations.js'
import { runStoreContract } from '../store-contract.case.js'
import { openSqliteStore } from './sqlite-store.js'

function tempPath(): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'snipwire-sqlite-'))
  return { dir, path: join(dir, 'snipwire.db') }
}

runStoreContract({
  name: 'SQLite',
  createStore() {
    const { dir, path } = tempPath()
    const store = openSqliteStore({ path, migrations: CORE_MIGRATIONS })
    return Promise.resolve({
      store,
      openAnother: () => Promise.resolve(openSqliteStore({ path, migrations: CORE_MIGRATIONS })),
      async cleanup() {
        await store.close()
        rmSync(dir, { recursive: true, force: true })
      },
    })
  },
})

describe('openSqliteStore', () => {
  it('uses the write-ahead log and applies each migration once', async () => {
    const { dir, path } = tempPath()
    const extra = { id: 'extra-001', sqlite: 'CREATE TABLE extra (id TEXT PRIMARY KEY);' }
    try {
      await openSqliteStore({ path, migrations: [...CORE_MIGRATIONS, extra] }).close()
      await openSqliteStore({ path, migrations: [...CORE_MIGRATIONS, extra] }).close()
      const db = new Database(path, { readonly: true })
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.prepare('SELECT id FROM _migrations ORDER BY id').pluck().all()).toEqual([
        ...CORE_MIGRATIONS.map((migration) => migration.id),
        'extra-001',
      ])
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a migration list with an id twice and an in-memory path', () => {
    const { dir, path } = tempPath()
    try {
      expect(() =>
        openSqliteStore({ path, migrations: [...CORE_MIGRATIONS, ...CORE_MIGRATIONS] }),
      ).toThrow(/used twice/)
      expect(() => openSqliteStore({ path: ':memory:', migrations: CORE_MIGRATIONS })).toThrow(
        TypeError,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('keeps committed writes when the process never closes the database', async () => {
    const { dir, path } = tempPath()
    try {
      const first = openSqliteStore({ path, migrations: CORE_MIGRATIONS })
      await first.transaction((tx) =>
        tx.insertWorkspace({
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
        }),
      )
      const second = openSqliteStore({ path, migrations: CORE_MIGRATIONS })
      expect((await second.getWorkspace('w1'))?.name).toBe('W')
      await second.close()
      await first.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
