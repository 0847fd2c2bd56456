/**
 * The store port: everything the server keeps, behind one interface with two implementations
 * (embedded SQLite by default; PostgreSQL can pass the same contract suite,
 * `src/store/store-contract.case.ts`). Every method is async so either can implement it.
 *
 * Reads may run on the store; every write runs inside `transaction`, so an operation and the
 * counters that count it (and an outbox row that announces it) commit together or not at all.
 */
import type {
  Change,
  DocumentRecord,
  JsonValue,
  NewWorkspace,
  Query,
  QueryRecords,
  RefreshTokenRecord,
  Scope,
  StoredSnippet,
  Usage,
  UsageReport,
  User,
  Workspace,
  WorkspacePatch,
} from './model.js'

/** Bound parameters of raw SQL: `?` placeholders, in order. */
export type SqlParameter = string | number | bigint | null | Buffer

/**
 * Raw SQL on the store's connection, for areas that keep their own tables (outbox, payments).
 * `?` placeholders (outside quotes and comments; on PostgreSQL they are numbered, so its `?`
 * JSONB operators are not available: use `jsonb_exists`). Inside a transaction it runs in that
 * transaction; on PostgreSQL a failing statement ends the transaction, so prefer
 * `ON CONFLICT …` to catching an error and going on. Rows come back alike from both: BIGINT
 * and NUMERIC as numbers, JSON and JSONB as their text.
 */
export interface SqlExecutor {
  /** Which SQL the store speaks, for the few statements that differ (`FOR UPDATE SKIP LOCKED`). */
  readonly dialect: 'sqlite' | 'postgres'
  run(sql: string, parameters?: readonly SqlParameter[]): Promise<{ changes: number }>
  get<T = Record<string, unknown>>(
    sql: string,
    parameters?: readonly SqlParameter[],
  ): Promise<T | undefined>
  all<T = Record<string, unknown>>(sql: string, parameters?: readonly SqlParameter[]): Promise<T[]>
}

export interface StoreReader {
  getWorkspace(id: string): Promise<Workspace | null>
  listWorkspaces(): Promise<Workspace[]>
  /** The workspace whose test or live publishable key this is, and that key's mode. */
  findWorkspaceByApiKey(
    apiKey: string,
  ): Promise<{ workspace: Workspace; mode: Scope['mode'] } | null>
  /** The workspace whose test or live secret key has this SHA-256 digest. */
  findWorkspaceBySecretKeyHash(
    secretKeyHash: string,
  ): Promise<{ workspace: Workspace; mode: Scope['mode'] } | null>
  getSnippet(workspaceId: string, snippetId: string): Promise<StoredSnippet | null>
  listSnippets(workspaceId: string): Promise<StoredSnippet[]>
  getDocument(scope: Scope, collectionPath: string, id: string): Promise<DocumentRecord | null>
  runQuery(scope: Scope, query: Query): Promise<QueryRecords>
  findUserByEmail(scope: Scope, email: string): Promise<User | null>
  getUser(scope: Scope, userId: string): Promise<User | null>
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null>
  getUsage(workspaceId: string): Promise<UsageReport>
  readonly sql: SqlExecutor
}

export interface Transaction extends StoreReader {
  /** Throws `ConflictError` when the id or a key is taken. */
  insertWorkspace(workspace: NewWorkspace): Promise<Workspace>
  /** Throws `ConflictError` when a new key is taken; null when no such workspace. */
  updateWorkspace(id: string, patch: WorkspacePatch): Promise<Workspace | null>
  /** Creates or replaces; the snippet's `calls` are kept. */
  putSnippet(workspaceId: string, snippet: StoredSnippet): Promise<void>
  deleteSnippet(workspaceId: string, snippetId: string): Promise<boolean>
  /** Throws `ConflictError` when a document with this id exists. */
  insertDocument(
    scope: Scope,
    collectionPath: string,
    id: string,
    data: Record<string, JsonValue>,
  ): Promise<DocumentRecord>
  /** Creates or replaces. */
  setDocument(
    scope: Scope,
    collectionPath: string,
    id: string,
    data: Record<string, JsonValue>,
  ): Promise<DocumentRecord>
  deleteDocument(scope: Scope, collectionPath: string, id: string): Promise<boolean>
  /** Throws `ConflictError` when the e-mail is taken in this workspace and mode. */
  insertUser(user: User): Promise<void>
  insertRefreshToken(token: RefreshTokenRecord): Promise<void>
  /** Marks an unused token used; false when it was used already (a replay). */
  markRefreshTokenUsed(tokenHash: string, at: number): Promise<boolean>
  revokeRefreshTokenFamily(family: string, at: number): Promise<void>
  incrementUsage(scope: Scope, delta: Partial<Usage>): Promise<void>
  incrementSnippetCalls(scope: Scope, snippetId: string, by: number): Promise<void>
}

export interface TransactionOptions {
  /**
   * `full` (default): the commit is on disk before the promise resolves, where the store is
   * configured for it. `relaxed`: for transactions that only count reads; they become durable
   * with the next full commit.
   */
  durability?: 'full' | 'relaxed'
}

export interface Store extends StoreReader {
  /**
   * Runs `fn` in one transaction: it commits when `fn` resolves and rolls back when it throws.
   * Transactions run one at a time; keep network calls out of them.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>
  /**
   * Calls `listener` with every batch of committed changes, in commit order, including changes
   * written by other processes on the same database. Returns the unsubscribe.
   */
  watch(listener: (changes: Change[]) => void): () => void
  /** Delivers changes committed elsewhere now, if any (cheap; called on hot paths). */
  pollChanges(): void
  /** Forgets changes older than `olderThanMs` milliseconds; returns how many. */
  pruneChanges(olderThanMs: number): Promise<number>
  close(): Promise<void>
}
