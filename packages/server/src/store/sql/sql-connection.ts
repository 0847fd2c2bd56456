/**
 * What the operations shared by the SQLite and the PostgreSQL store need from a connection: raw
 * SQL with `?` placeholders (the PostgreSQL connection numbers them), and the few things that
 * differ between the two databases.
 */
import type { Change, Mode, Query } from '../../core/model.js'
import type { SqlExecutor, SqlParameter } from '../../core/store.js'

/** A SELECT with `?` placeholders and its parameters, in order. */
export interface CompiledSql {
  sql: string
  parameters: SqlParameter[]
}

export interface SqlDialect {
  readonly name: 'sqlite' | 'postgres'
  /** The statement broke a UNIQUE or PRIMARY KEY constraint. */
  isUniqueViolation(error: unknown): boolean
  /**
   * The compact JSON text of a document's `data` column as the driver returns it (SQLite keeps
   * the text as written; PostgreSQL's JSONB text has spaces and its own key order).
   */
  documentJson(value: unknown): string
  /** The SELECT of `id` and `data` for a query in a workspace and mode. */
  compileQuery(query: Query, workspaceId: string, mode: Mode): CompiledSql
}

export interface SqlConnection extends SqlExecutor {
  readonly sqlDialect: SqlDialect
  /**
   * Runs `statement` so that, when it throws, the transaction stays usable (PostgreSQL ends a
   * transaction at its first failing statement unless a savepoint catches it; SQLite undoes only
   * the statement).
   */
  guarded<T>(statement: () => Promise<T>): Promise<T>
  /** Told about every change row written through this connection, as it is written. */
  onChange?: ((change: Change) => void) | undefined
}
