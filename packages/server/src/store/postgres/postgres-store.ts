/**
 * The PostgreSQL store (`pg`), for running several server nodes on one database. Three kinds of
 * connection: a pool for reads outside transactions, one writer that runs this node's
 * transactions (group commit with savepoints, like the SQLite store: `postgres-writer.ts`), and
 * one that listens for the changes of every node (`postgres-change-feed.ts`).
 *
 * Isolation is PostgreSQL's READ COMMITTED, with every rule that must hold across nodes written
 * as one atomic statement: counters are `n = n + excluded.n` upserts, unique e-mails, ids and
 * keys are unique indexes met with `ON CONFLICT DO NOTHING`, and a refresh token is used by an
 * `UPDATE … WHERE used_at IS NULL`. A deadlock between nodes rolls the group back and runs it
 * again.
 */
import pg from 'pg'
import { ERROR_CODES } from '@snipwire/protocol'
import { UnavailableError } from '../../core/errors.js'
import type { Change } from '../../core/model.js'
import type { Store, Transaction, TransactionOptions } from '../../core/store.js'
import type { Migration } from '../migrations.js'
import { GroupCommit } from '../sql/group-commit.js'
import { SqlOperations } from '../sql/sql-operations.js'
import { describeDatabase } from './database-url.js'
import { PostgresChangeFeed } from './postgres-change-feed.js'
import { migratePostgres, PostgresConnection, TYPES } from './postgres-connection.js'
import { PostgresWriter } from './postgres-writer.js'

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:5432/database` (any `pg` connection string). */
  url: string
  migrations: readonly Migration[]
  /** Connections for reads outside transactions (default 10). */
  poolSize?: number
  /** How long to wait for a connection before failing (ms, default 10 000). */
  connectTimeoutMs?: number
  /** Receives errors of watchers and of connections lost in the background. */
  onError?: (error: unknown) => void
}

class PostgresStore extends SqlOperations implements Store {
  readonly #pool: pg.Pool
  readonly #writer: PostgresWriter
  readonly #feed: PostgresChangeFeed
  readonly #commits: GroupCommit
  #closed = false

  constructor(parts: {
    pool: pg.Pool
    writer: pg.Client
    writerProcessId: number
    clientConfig: pg.ClientConfig
    onError: (error: unknown) => void
  }) {
    const reader = new PostgresConnection(() => parts.pool)
    super(reader)
    this.#pool = parts.pool
    this.#feed = new PostgresChangeFeed({
      client: parts.clientConfig,
      reader,
      ownProcessId: () => this.#writer.processId,
      onError: parts.onError,
    })
    this.#writer = new PostgresWriter(
      parts.writer,
      parts.writerProcessId,
      parts.clientConfig,
      (changes) => this.#feed.deliver(changes),
    )
    this.#commits = new GroupCommit(this.#writer, parts.onError)
  }

  /** Listens on the channel of the `changes` table's schema. */
  async start(): Promise<void> {
    const row = await this.sql.get<{ channel: string }>(
      `SELECT left('snipwire:' || n.nspname, 63) AS channel FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = 'changes'::regclass`,
    )
    await this.#feed.start(row!.channel)
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
    if (this.#closed) return Promise.reject(new TypeError('The store is closed'))
    return this.#commits.run(fn, options)
  }

  watch(listener: (changes: Change[]) => void): () => void {
    return this.#feed.watch(listener)
  }

  /** Changes of other nodes arrive by notification as they commit: nothing to look for. */
  pollChanges(): void {}

  pruneChanges(olderThanMs: number): Promise<number> {
    return this.transaction(
      async (tx) =>
        (await tx.sql.run('DELETE FROM changes WHERE at < ?', [Date.now() - olderThanMs])).changes,
      { durability: 'relaxed' },
    )
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await this.#commits.idle()
    await this.#feed.close()
    await this.#writer.close()
    await this.#pool.end()
  }
}

/**
 * Connects to PostgreSQL, applies the migrations not applied yet and starts listening for
 * changes. Throws an `UnavailableError` that names the database (never the password) when it
 * cannot be reached.
 * @example const store = await openPostgresStore({ url: 'postgres://snipwire@localhost/snipwire', migrations: CORE_MIGRATIONS })
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  if (typeof options.url !== 'string' || !/^postgres(ql)?:\/\//.test(options.url)) {
    throw new TypeError('The `url` option must be a postgres:// connection URL')
  }
  const onError = options.onError ?? ((error: unknown) => console.error(error))
  const clientConfig: pg.ClientConfig = {
    connectionString: options.url,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    application_name: 'snipwire',
    types: TYPES,
  }
  const writer = new pg.Client(clientConfig)
  // Until the store watches it: an error before then is reported by the failing call.
  writer.on('error', () => undefined)
  try {
    await writer.connect()
  } catch (error) {
    await writer.end().catch(() => undefined)
    throw new UnavailableError(
      ERROR_CODES.internal,
      `Cannot connect to the PostgreSQL database at ${describeDatabase(options.url)}: ${(error as Error).message}`,
      503,
      { cause: error },
    )
  }
  const pool = new pg.Pool({ ...clientConfig, max: options.poolSize ?? 10 })
  pool.on('error', onError)
  try {
    await migratePostgres(writer, options.migrations)
    const { rows } = await writer.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    const store = new PostgresStore({
      pool,
      writer,
      writerProcessId: rows[0]!.pid,
      clientConfig,
      onError,
    })
    await store.start()
    return store
  } catch (error) {
    await writer.end().catch(() => undefined)
    await pool.end().catch(() => undefined)
    throw error
  }
}
