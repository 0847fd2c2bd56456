/**
 * The connection a SQLite store runs its transactions on, as the group-commit driver
 * (`../sql/group-commit.ts`): `BEGIN IMMEDIATE` (the write lock, waiting up to the busy timeout
 * for another process), a savepoint per queued transaction, and `synchronous = FULL` only for
 * groups holding a durable transaction. The statements run synchronously (better-sqlite3); the
 * promises only carry their outcome.
 */
import type { Transaction } from '../../core/store.js'
import type { GroupCommitDriver } from '../sql/group-commit.js'
import { SqlOperations } from '../sql/sql-operations.js'
import { SqliteConnection, type Connection } from './sqlite-connection.js'

/** How many transactions may share one commit. */
const MAX_BATCH = 256

export class SqliteWriter implements GroupCommitDriver {
  readonly operations: Transaction
  readonly maxBatch = MAX_BATCH
  readonly durableCommits: boolean
  readonly #connection: SqliteConnection
  readonly #afterGroup: () => void
  #synchronous: 'FULL' | 'NORMAL' = 'NORMAL'

  /** `durable`: `synchronous=full` configured; `afterGroup` looks for the group's changes. */
  constructor(db: Connection, durable: boolean, afterGroup: () => void) {
    this.#connection = new SqliteConnection(db)
    this.operations = new SqlOperations(this.#connection)
    this.durableCommits = durable
    this.#afterGroup = afterGroup
    db.pragma('synchronous = NORMAL')
  }

  #run(...statements: string[]): Promise<void> {
    for (const sql of statements) this.#connection.statement(sql).run()
    return Promise.resolve()
  }

  begin(durable: boolean): Promise<void> {
    const level = durable ? 'FULL' : 'NORMAL'
    if (this.#synchronous !== level) {
      this.#connection.db.pragma(`synchronous = ${level}`)
      this.#synchronous = level
    }
    return this.#run('BEGIN IMMEDIATE')
  }

  savepoint(): Promise<void> {
    return this.#run('SAVEPOINT tx')
  }

  release(): Promise<void> {
    return this.#run('RELEASE tx')
  }

  rollbackToSavepoint(): Promise<void> {
    return this.#run('ROLLBACK TO tx', 'RELEASE tx')
  }

  commit(): Promise<void> {
    return this.#run('COMMIT')
  }

  rollback(): Promise<void> {
    return this.#connection.db.inTransaction ? this.#run('ROLLBACK') : Promise.resolve()
  }

  /** SQLite never gives a transaction up for another to go on: nothing to run again. */
  isRetryable(): boolean {
    return false
  }

  afterGroup(): void {
    this.#afterGroup()
  }

  close(): void {
    this.#connection.db.close()
  }
}
