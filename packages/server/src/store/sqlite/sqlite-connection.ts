/**
 * better-sqlite3 connections for the SQLite store: opening a database file in WAL mode, applying
 * migrations once, and the `SqlConnection` the shared operations run on (prepared statements
 * cached by SQL text).
 */
import Database from 'better-sqlite3'
import type { SqlParameter } from '../../core/store.js'
import { BoundedMap } from '../../lib/bounded-map.js'
import { checkMigrationIds, type Migration } from '../migrations.js'
import type { SqlConnection, SqlDialect } from '../sql/sql-connection.js'
import { compileQuery } from './query-sql.js'

export type Connection = Database.Database
type Statement = Database.Statement<SqlParameter[], unknown>

/** SQLite's side of the shared operations. */
export const SQLITE_DIALECT: SqlDialect = {
  name: 'sqlite',
  isUniqueViolation(error) {
    const code = (error as { code?: unknown }).code
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  },
  documentJson: (value) => value as string,
  compileQuery,
}

/** The result of a synchronous call as a promise (rejected when it throws). */
function settle<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()))
}

/**
 * Raw SQL on one better-sqlite3 connection. The calls run synchronously; their promises only
 * carry the result.
 */
export class SqliteConnection implements SqlConnection {
  readonly dialect = 'sqlite'
  readonly sqlDialect = SQLITE_DIALECT
  readonly db: Connection
  readonly #statements = new BoundedMap<string, Statement>(512)

  constructor(db: Connection) {
    this.db = db
  }

  /** The prepared statement for `sql`, from the cache when it was prepared before. */
  statement(sql: string): Statement {
    let statement = this.#statements.get(sql)
    if (!statement) {
      statement = this.db.prepare<SqlParameter[], unknown>(sql)
      this.#statements.set(sql, statement)
    }
    return statement
  }

  run(sql: string, parameters: readonly SqlParameter[] = []): Promise<{ changes: number }> {
    return settle(() => ({ changes: this.statement(sql).run(...parameters).changes }))
  }

  get<T = Record<string, unknown>>(
    sql: string,
    parameters: readonly SqlParameter[] = [],
  ): Promise<T | undefined> {
    return settle(() => this.statement(sql).get(...parameters) as T | undefined)
  }

  all<T = Record<string, unknown>>(
    sql: string,
    parameters: readonly SqlParameter[] = [],
  ): Promise<T[]> {
    return settle(() => this.statement(sql).all(...parameters) as T[])
  }

  /** A failing SQLite statement undoes only itself: nothing to guard. */
  guarded<T>(statement: () => Promise<T>): Promise<T> {
    return statement()
  }
}

/**
 * Opens a database file in WAL mode with foreign keys on.
 * @example const db = connect('.snipwire/snipwire.db', 5000)
 */
export function connect(path: string, busyTimeoutMs: number): Connection {
  const db = new Database(path, { timeout: busyTimeoutMs })
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  // Truncate the write-ahead log back to 64 MiB after checkpoints instead of letting it stay big.
  db.pragma('journal_size_limit = 67108864')
  return db
}

/**
 * Applies every migration not applied yet, in order, in one transaction.
 * @example migrate(db, CORE_MIGRATIONS)
 */
export function migrate(db: Connection, migrations: readonly Migration[]): void {
  checkMigrationIds(migrations)
  db.exec(
    'CREATE TABLE IF NOT EXISTS _migrations (id TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
  )
  const applied = db.prepare<[string], number>('SELECT 1 FROM _migrations WHERE id = ?').pluck()
  const record = db.prepare('INSERT INTO _migrations (id, applied_at) VALUES (?, ?)')
  // IMMEDIATE: a server and a CLI opening a new data directory at once apply each migration once.
  db.transaction(() => {
    for (const migration of migrations) {
      if (applied.get(migration.id) !== undefined) continue
      db.exec(migration.sqlite)
      record.run(migration.id, Date.now())
    }
  }).immediate()
}
