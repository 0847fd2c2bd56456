/**
 * `pg` connections for the PostgreSQL store: how values come back (BIGINT and NUMERIC as
 * numbers, JSON as text, like SQLite), the `SqlConnection` the shared operations run on (on the
 * pool for reads, on the writer inside transactions), errors worth a retry, and migrations
 * applied once under an advisory lock (several nodes may start at once on a new database).
 */
import pg from 'pg'
import type { SqlParameter } from '../../core/store.js'
import { checkMigrationIds, type Migration } from '../migrations.js'
import type { SqlConnection, SqlDialect } from '../sql/sql-connection.js'
import { numberPlaceholders } from './placeholders.js'
import { compileQuery } from './query-sql.js'

/** What runs queries: the pool, or one client (the writer). */
export type Queryable = Pick<pg.ClientBase, 'query'>

const OID = { int8: 20, json: 114, numeric: 1700, jsonb: 3802 } as const

function parseInt8(text: string): number | bigint {
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : BigInt(text)
}

/** Type parsers for every connection the store opens (never `pg`'s global defaults). */
export const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === OID.int8) return parseInt8
      if (oid === OID.numeric) return Number
      if (oid === OID.json || oid === OID.jsonb) return (text: string) => text
    }
    return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown
  }) as pg.CustomTypesConfig['getTypeParser'],
}

/** PostgreSQL's side of the shared operations. */
export const POSTGRES_DIALECT: SqlDialect = {
  name: 'postgres',
  isUniqueViolation: (error) => (error as { code?: unknown }).code === '23505',
  // JSONB text has spaces and its own key order; answers embed the compact form.
  documentJson: (value) => JSON.stringify(JSON.parse(value as string)),
  compileQuery,
}

/**
 * The connection was found lost when a transaction was to begin: nothing of it reached the
 * database, so it can run again on a new connection.
 */
export class ConnectionLostError extends Error {
  constructor(options?: ErrorOptions) {
    super('The connection to PostgreSQL was lost before the transaction began', options)
    this.name = 'ConnectionLostError'
  }
}

/**
 * Whether the server sent `error` as it closed the connection: a connection exception (class
 * 08) or an operator intervention such as `pg_terminate_backend` or a shutdown (class 57P).
 * @example endsConnection({ code: '57P01' }) // true
 */
export function endsConnection(error: { code?: string | undefined }): boolean {
  return /^(08|57P)/.test(error.code ?? '')
}

/**
 * A deadlock or serialization failure (the database gave the transaction up), or a connection
 * lost before the transaction began: running it again will most likely succeed.
 * @example isRetryable({ code: '40P01' }) // true
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ConnectionLostError) return true
  const code = (error as { code?: unknown } | null)?.code
  return code === '40001' || code === '40P01'
}

/** How a connection takes part in the transactions its store runs (the writer only). */
export interface TransactionHooks {
  /** Whether a transaction is open. */
  active(): boolean
  /** Runs before each statement (to open the savepoint of the transaction that runs now). */
  beforeStatement(): Promise<void>
}

/** Raw SQL with `?` placeholders on a pool or a client. */
export class PostgresConnection implements SqlConnection {
  readonly dialect = 'postgres'
  readonly sqlDialect = POSTGRES_DIALECT
  readonly #target: () => Queryable
  readonly #transaction: TransactionHooks | undefined
  #guards = 0
  onChange: SqlConnection['onChange']

  /**
   * `target` is read for every statement (the writer may be replaced after a lost connection);
   * `transaction` is given for the connection transactions run on.
   */
  constructor(target: () => Queryable, transaction?: TransactionHooks) {
    this.#target = target
    this.#transaction = transaction
  }

  async #query(sql: string, parameters: readonly SqlParameter[] = []) {
    await this.#transaction?.beforeStatement()
    return this.#target().query(numberPlaceholders(sql), parameters as unknown[])
  }

  async run(sql: string, parameters: readonly SqlParameter[] = []): Promise<{ changes: number }> {
    const result = await this.#query(sql, parameters)
    return { changes: result.rowCount ?? 0 }
  }

  async get<T = Record<string, unknown>>(
    sql: string,
    parameters: readonly SqlParameter[] = [],
  ): Promise<T | undefined> {
    const result = await this.#query(sql, parameters)
    return result.rows[0] as T | undefined
  }

  async all<T = Record<string, unknown>>(
    sql: string,
    parameters: readonly SqlParameter[] = [],
  ): Promise<T[]> {
    const result = await this.#query(sql, parameters)
    return result.rows as T[]
  }

  async guarded<T>(statement: () => Promise<T>): Promise<T> {
    if (!this.#transaction?.active()) return statement()
    const name = `guard_${++this.#guards}`
    await this.#query(`SAVEPOINT ${name}`)
    try {
      const result = await statement()
      await this.#query(`RELEASE SAVEPOINT ${name}`)
      return result
    } catch (error) {
      // When even this fails the transaction is lost, and the commit reports it.
      await this.#target()
        .query(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`)
        .catch(() => undefined)
      throw error
    }
  }
}

/** Any fixed number: all Snipwire servers on a database take the same lock to migrate it. */
const MIGRATION_LOCK = 7_341_925_001

/**
 * Applies every migration not applied yet, in order, in one transaction; a second node starting
 * at the same time waits for the first and then finds them applied.
 * @example await migratePostgres(client, CORE_MIGRATIONS)
 */
export async function migratePostgres(
  client: pg.ClientBase,
  migrations: readonly Migration[],
): Promise<void> {
  checkMigrationIds(migrations)
  const missing = migrations.filter((migration) => !migration.postgres).map((m) => m.id)
  if (missing.length > 0) {
    throw new TypeError(
      `The migration${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ha${missing.length > 1 ? 've' : 's'} no PostgreSQL version; this server cannot use PostgreSQL until every migration has one`,
    )
  }
  await client.query('BEGIN')
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await client.query(
      'CREATE TABLE IF NOT EXISTS _migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
    )
    const applied = new Set(
      (await client.query<{ id: string }>('SELECT id FROM _migrations')).rows.map((row) => row.id),
    )
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue
      try {
        await client.query(migration.postgres!)
      } catch (error) {
        throw new Error(
          `The migration ${migration.id} failed on PostgreSQL: ${(error as Error).message}`,
          { cause: error },
        )
      }
      await client.query('INSERT INTO _migrations (id, applied_at) VALUES ($1, $2)', [
        migration.id,
        Date.now(),
      ])
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}
