/**
 * The embedded SQLite store (better-sqlite3, WAL). Two connections: a writer that runs the
 * transactions (group commit: `sqlite-writer.ts`), and a reader for reads outside transactions
 * (it never sees a transaction in progress). Other processes (the `snipwire` CLI)
 * may write to the same file; the change feed (`sqlite-change-feed.ts`) tells watchers about
 * changes from anywhere.
 */
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Change } from '../../core/model.js'
import type { Store, Transaction, TransactionOptions } from '../../core/store.js'
import type { Migration } from '../migrations.js'
import { GroupCommit } from '../sql/group-commit.js'
import { SqlOperations } from '../sql/sql-operations.js'
import { SqliteChangeFeed } from './sqlite-change-feed.js'
import { connect, migrate, SqliteConnection, type Connection } from './sqlite-connection.js'
import { SqliteWriter } from './sqlite-writer.js'

export interface SqliteStoreOptions {
  /** The database file; its folder is created when missing. */
  path: string
  migrations: readonly Migration[]
  /**
   * `full` (default): a transaction's commit is flushed to disk (fsync) before it resolves, so
   * it survives a power loss; transactions that only count reads are flushed with the next one.
   * `normal`: commits are flushed at checkpoints only: still safe against a killed process, but
   * a power loss may undo the last commits (the database stays consistent).
   */
  synchronous?: 'full' | 'normal'
  /** How long a write waits for another process's write lock before failing (ms). */
  busyTimeoutMs?: number
  /** Receives errors thrown by watchers (they never reach the writer). */
  onError?: (error: unknown) => void
  /**
   * While someone watches, how often to look for changes committed by other processes (ms,
   * default 100). A look is one `PRAGMA data_version` unless something changed.
   */
  pollIntervalMs?: number
}

class SqliteStore extends SqlOperations implements Store {
  readonly #writer: SqliteWriter
  readonly #reader: Connection
  readonly #feed: SqliteChangeFeed
  readonly #commits: GroupCommit
  #closed = false

  constructor(writer: Connection, reader: Connection, options: SqliteStoreOptions) {
    super(new SqliteConnection(reader))
    const onError = options.onError ?? ((error: unknown) => console.error(error))
    this.#reader = reader
    this.#feed = new SqliteChangeFeed(reader, onError, options.pollIntervalMs ?? 100)
    this.#writer = new SqliteWriter(writer, (options.synchronous ?? 'full') === 'full', () =>
      this.#feed.poll(),
    )
    this.#commits = new GroupCommit(this.#writer, onError)
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
    if (this.#closed) return Promise.reject(new TypeError('The store is closed'))
    return this.#commits.run(fn, options)
  }

  watch(listener: (changes: Change[]) => void): () => void {
    return this.#feed.watch(listener)
  }

  pollChanges(): void {
    this.#feed.poll()
  }

  pruneChanges(olderThanMs: number): Promise<number> {
    // Keeps the newest change so AUTOINCREMENT never hands out a sequence number twice.
    return this.transaction(
      (tx) =>
        tx.sql
          .run('DELETE FROM changes WHERE at < ? AND seq < (SELECT max(seq) FROM changes)', [
            Date.now() - olderThanMs,
          ])
          .then((result) => result.changes),
      { durability: 'relaxed' },
    )
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await this.#commits.idle()
    this.#feed.close()
    this.#reader.close()
    this.#writer.close()
  }
}

/**
 * Opens (and creates, and migrates) the SQLite database at `options.path`.
 * @example const store = openSqliteStore({ path: '.snipwire/snipwire.db', migrations: CORE_MIGRATIONS })
 */
export function openSqliteStore(options: SqliteStoreOptions): Store {
  if (typeof options.path !== 'string' || options.path === '' || options.path === ':memory:') {
    throw new TypeError('The `path` option must be the path of a database file')
  }
  mkdirSync(dirname(options.path), { recursive: true })
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000
  const writer = connect(options.path, busyTimeoutMs)
  try {
    migrate(writer, options.migrations)
    const reader = connect(options.path, busyTimeoutMs)
    return new SqliteStore(writer, reader, options)
  } catch (error) {
    writer.close()
    throw error
  }
}
