/**
 * The embedded SQLite store (better-sqlite3, WAL). Two connections: a writer that runs the
 * transactions one at a time, and a reader for reads outside transactions (it never sees a
 * transaction in progress). Other processes (the `snipwire` CLI) may write to the same file;
 * every write also appends to the `changes` table, which the store tails cheaply
 * (`PRAGMA data_version`) to tell watchers about changes from anywhere.
 */
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { ConflictError } from '../../core/errors.js'
import type {
  Change,
  DocumentRecord,
  JsonValue,
  Mode,
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
} from '../../core/model.js'
import type {
  SqlExecutor,
  SqlParameter,
  Store,
  Transaction,
  TransactionOptions,
} from '../../core/store.js'
import { BoundedMap } from '../../lib/bounded-map.js'
import type { Migration } from '../migrations.js'
import { compileQuery } from './query-sql.js'

type Connection = Database.Database
type Statement = Database.Statement<SqlParameter[], unknown>

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

interface WorkspaceRow {
  id: string
  name: string
  owner_email: string | null
  origins: string
  api_key: string
  live_api_key: string
  s_acc: string | null
  s_acc_live: string | null
  created_at: number
  updated_at: number
}

interface ChangeRow {
  seq: number
  kind: Change['kind']
  workspace_id: string
  mode: Mode | null
  collection_path: string | null
  item_id: string | null
}

function toWorkspace(row: WorkspaceRow): Workspace {
  return {
    id: row.id,
    name: row.name,
    ownerEmail: row.owner_email,
    origins: JSON.parse(row.origins) as string[],
    apiKey: row.api_key,
    liveApiKey: row.live_api_key,
    sAcc: row.s_acc,
    sAccLive: row.s_acc_live,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

function toChange(row: ChangeRow): Change {
  if (row.kind === 'document') {
    return {
      kind: 'document',
      workspaceId: row.workspace_id,
      mode: row.mode ?? 'test',
      collectionPath: row.collection_path ?? '',
      id: row.item_id ?? '',
    }
  }
  if (row.kind === 'snippet') {
    return { kind: 'snippet', workspaceId: row.workspace_id, snippetId: row.item_id ?? '' }
  }
  return { kind: 'workspace', workspaceId: row.workspace_id }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

function documentRecord(collectionPath: string, id: string, json: string): DocumentRecord {
  return { id, path: `${collectionPath}/${id}`, json }
}

function emptyUsage(): Usage {
  return { currentAuth: 0, currentWrites: 0, currentReads: 0 }
}

/**
 * Reads and writes on one connection, with prepared statements cached by SQL text.
 */
class Operations implements Transaction {
  readonly #db: Connection
  readonly #statements = new BoundedMap<string, Statement>(512)
  readonly sql: SqlExecutor

  constructor(db: Connection) {
    this.#db = db
    this.sql = {
      run: (sql, parameters = []) => {
        const result = this.statement(sql).run(...parameters)
        return Promise.resolve({ changes: result.changes })
      },
      get: <T>(sql: string, parameters: readonly SqlParameter[] = []) =>
        Promise.resolve(this.statement(sql).get(...parameters) as T | undefined),
      all: <T>(sql: string, parameters: readonly SqlParameter[] = []) =>
        Promise.resolve(this.statement(sql).all(...parameters) as T[]),
    }
  }

  statement(sql: string): Statement {
    let statement = this.#statements.get(sql)
    if (!statement) {
      statement = this.#db.prepare<SqlParameter[], unknown>(sql)
      this.#statements.set(sql, statement)
    }
    return statement
  }

  #get<T>(sql: string, ...parameters: SqlParameter[]): T | undefined {
    return this.statement(sql).get(...parameters) as T | undefined
  }

  #all<T>(sql: string, ...parameters: SqlParameter[]): T[] {
    return this.statement(sql).all(...parameters) as T[]
  }

  #run(sql: string, ...parameters: SqlParameter[]): number {
    return this.statement(sql).run(...parameters).changes
  }

  #change(
    kind: Change['kind'],
    workspaceId: string,
    mode: Mode | null,
    collectionPath: string | null,
    itemId: string | null,
  ): void {
    this.#run(
      'INSERT INTO changes (kind, workspace_id, mode, collection_path, item_id, at) VALUES (?, ?, ?, ?, ?, ?)',
      kind,
      workspaceId,
      mode,
      collectionPath,
      itemId,
      Date.now(),
    )
  }

  getWorkspace(id: string): Promise<Workspace | null> {
    const row = this.#get<WorkspaceRow>('SELECT * FROM workspaces WHERE id = ?', id)
    return Promise.resolve(row ? toWorkspace(row) : null)
  }

  listWorkspaces(): Promise<Workspace[]> {
    const rows = this.#all<WorkspaceRow>('SELECT * FROM workspaces ORDER BY created_at, id')
    return Promise.resolve(rows.map(toWorkspace))
  }

  findWorkspaceByApiKey(apiKey: string): Promise<{ workspace: Workspace; mode: Mode } | null> {
    const mode: Mode = apiKey.startsWith('pk_live_') ? 'live' : 'test'
    const column = mode === 'live' ? 'live_api_key' : 'api_key'
    const row = this.#get<WorkspaceRow>(`SELECT * FROM workspaces WHERE ${column} = ?`, apiKey)
    return Promise.resolve(row ? { workspace: toWorkspace(row), mode } : null)
  }

  findWorkspaceBySecretKeyHash(
    secretKeyHash: string,
  ): Promise<{ workspace: Workspace; mode: Mode } | null> {
    const test = this.#get<WorkspaceRow>(
      'SELECT * FROM workspaces WHERE secret_key_hash = ?',
      secretKeyHash,
    )
    if (test) return Promise.resolve({ workspace: toWorkspace(test), mode: 'test' })
    const live = this.#get<WorkspaceRow>(
      'SELECT * FROM workspaces WHERE live_secret_key_hash = ?',
      secretKeyHash,
    )
    return Promise.resolve(live ? { workspace: toWorkspace(live), mode: 'live' } : null)
  }

  getSnippet(workspaceId: string, snippetId: string): Promise<StoredSnippet | null> {
    const row = this.#get<{ body: string }>(
      'SELECT body FROM snippets WHERE workspace_id = ? AND id = ?',
      workspaceId,
      snippetId,
    )
    return Promise.resolve(row ? (JSON.parse(row.body) as StoredSnippet) : null)
  }

  listSnippets(workspaceId: string): Promise<StoredSnippet[]> {
    const rows = this.#all<{ body: string }>(
      'SELECT body FROM snippets WHERE workspace_id = ? ORDER BY id',
      workspaceId,
    )
    return Promise.resolve(rows.map((row) => JSON.parse(row.body) as StoredSnippet))
  }

  getDocument(scope: Scope, collectionPath: string, id: string): Promise<DocumentRecord | null> {
    const row = this.#get<{ data: string }>(
      'SELECT data FROM documents WHERE workspace_id = ? AND mode = ? AND collection_path = ? AND id = ?',
      scope.workspaceId,
      scope.mode,
      collectionPath,
      id,
    )
    return Promise.resolve(row ? documentRecord(collectionPath, id, row.data) : null)
  }

  runQuery(scope: Scope, query: Query): Promise<QueryRecords> {
    const compiled = compileQuery(query, scope.workspaceId, scope.mode)
    const rows = this.#all<{ id: string; data: string }>(compiled.sql, ...compiled.parameters)
    if (query.kind === 'document') {
      const row = rows[0]
      return Promise.resolve({
        kind: 'document',
        doc: row ? documentRecord(query.collectionPath, row.id, row.data) : null,
      })
    }
    return Promise.resolve({
      kind: 'collection',
      docs: rows.map((row) => documentRecord(query.collectionPath, row.id, row.data)),
    })
  }

  findUserByEmail(scope: Scope, email: string): Promise<User | null> {
    return Promise.resolve(
      this.#user(
        'SELECT * FROM users WHERE workspace_id = ? AND mode = ? AND email = ?',
        scope.workspaceId,
        scope.mode,
        email.toLowerCase(),
      ),
    )
  }

  getUser(scope: Scope, userId: string): Promise<User | null> {
    return Promise.resolve(
      this.#user(
        'SELECT * FROM users WHERE workspace_id = ? AND mode = ? AND id = ?',
        scope.workspaceId,
        scope.mode,
        userId,
      ),
    )
  }

  #user(sql: string, ...parameters: SqlParameter[]): User | null {
    const row = this.#get<{
      id: string
      workspace_id: string
      mode: Mode
      email: string
      password_hash: string
      created_at: number
    }>(sql, ...parameters)
    return row
      ? {
          id: row.id,
          workspaceId: row.workspace_id,
          mode: row.mode,
          email: row.email,
          passwordHash: row.password_hash,
          createdAt: row.created_at,
        }
      : null
  }

  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const row = this.#get<{
      token_hash: string
      family: string
      user_id: string
      workspace_id: string
      mode: Mode
      created_at: number
      expires_at: number
      used_at: number | null
      revoked_at: number | null
    }>('SELECT * FROM refresh_tokens WHERE token_hash = ?', tokenHash)
    return Promise.resolve(
      row
        ? {
            tokenHash: row.token_hash,
            family: row.family,
            userId: row.user_id,
            workspaceId: row.workspace_id,
            mode: row.mode,
            createdAt: row.created_at,
            expiresAt: row.expires_at,
            usedAt: row.used_at,
            revokedAt: row.revoked_at,
          }
        : null,
    )
  }

  getUsage(workspaceId: string): Promise<UsageReport> {
    const report: UsageReport = { test: emptyUsage(), live: emptyUsage(), snippets: {} }
    const usage = this.#all<{
      mode: Mode
      current_auth: number
      current_writes: number
      current_reads: number
    }>('SELECT * FROM usage WHERE workspace_id = ?', workspaceId)
    for (const row of usage) {
      report[row.mode] = {
        currentAuth: row.current_auth,
        currentWrites: row.current_writes,
        currentReads: row.current_reads,
      }
    }
    const calls = this.#all<{ snippet_id: string; mode: Mode; calls: number }>(
      'SELECT snippet_id, mode, calls FROM snippet_calls WHERE workspace_id = ? ORDER BY snippet_id',
      workspaceId,
    )
    for (const row of calls) {
      const entry = (report.snippets[row.snippet_id] ??= { test: 0, live: 0 })
      entry[row.mode] = row.calls
    }
    return Promise.resolve(report)
  }

  insertWorkspace(workspace: NewWorkspace): Promise<Workspace> {
    const now = Date.now()
    try {
      this.#run(
        `INSERT INTO workspaces (id, name, owner_email, origins, api_key, live_api_key, secret_key_hash,
           live_secret_key_hash, s_acc, s_acc_live, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        workspace.id,
        workspace.name,
        workspace.ownerEmail,
        JSON.stringify(workspace.origins),
        workspace.apiKey,
        workspace.liveApiKey,
        workspace.secretKeyHash,
        workspace.liveSecretKeyHash,
        workspace.sAcc,
        workspace.sAccLive,
        now,
        now,
      )
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictError(
          `A workspace with the id "${workspace.id}" or one of these keys exists already.`,
          undefined,
          { cause: error },
        )
      }
      throw error
    }
    this.#change('workspace', workspace.id, null, null, null)
    const { secretKeyHash: _secret, liveSecretKeyHash: _liveSecret, ...rest } = workspace
    return Promise.resolve({ ...rest, createdAt: now, updatedAt: now })
  }

  async updateWorkspace(id: string, patch: WorkspacePatch): Promise<Workspace | null> {
    const columns: Record<keyof WorkspacePatch, string> = {
      name: 'name',
      ownerEmail: 'owner_email',
      origins: 'origins',
      sAcc: 's_acc',
      sAccLive: 's_acc_live',
      apiKey: 'api_key',
      liveApiKey: 'live_api_key',
      secretKeyHash: 'secret_key_hash',
      liveSecretKeyHash: 'live_secret_key_hash',
    }
    const sets: string[] = []
    const parameters: SqlParameter[] = []
    for (const key of Object.keys(columns) as (keyof WorkspacePatch)[]) {
      const value = patch[key]
      if (value === undefined) continue
      sets.push(`${columns[key]} = ?`)
      parameters.push(Array.isArray(value) ? JSON.stringify(value) : value)
    }
    sets.push('updated_at = ?')
    parameters.push(Date.now(), id)
    try {
      const changed = this.#run(
        `UPDATE workspaces SET ${sets.join(', ')} WHERE id = ?`,
        ...parameters,
      )
      if (changed === 0) return null
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictError('Another workspace has this key already.', undefined, {
          cause: error,
        })
      }
      throw error
    }
    this.#change('workspace', id, null, null, null)
    return this.getWorkspace(id)
  }

  putSnippet(workspaceId: string, snippet: StoredSnippet): Promise<void> {
    this.#run(
      `INSERT INTO snippets (workspace_id, id, type, body, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (workspace_id, id) DO UPDATE SET type = excluded.type, body = excluded.body,
         updated_at = excluded.updated_at`,
      workspaceId,
      snippet.id,
      snippet.type,
      JSON.stringify(snippet),
      Date.now(),
    )
    this.#change('snippet', workspaceId, null, null, snippet.id)
    return Promise.resolve()
  }

  deleteSnippet(workspaceId: string, snippetId: string): Promise<boolean> {
    const deleted = this.#run(
      'DELETE FROM snippets WHERE workspace_id = ? AND id = ?',
      workspaceId,
      snippetId,
    )
    if (deleted > 0) this.#change('snippet', workspaceId, null, null, snippetId)
    return Promise.resolve(deleted > 0)
  }

  insertDocument(
    scope: Scope,
    collectionPath: string,
    id: string,
    data: Record<string, JsonValue>,
  ): Promise<DocumentRecord> {
    const json = JSON.stringify(data)
    const now = Date.now()
    try {
      this.#run(
        `INSERT INTO documents (workspace_id, mode, collection_path, id, data, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        scope.workspaceId,
        scope.mode,
        collectionPath,
        id,
        json,
        now,
        now,
      )
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictError(
          `A document exists already at ${collectionPath}/${id}.`,
          undefined,
          {
            cause: error,
          },
        )
      }
      throw error
    }
    this.#change('document', scope.workspaceId, scope.mode, collectionPath, id)
    return Promise.resolve(documentRecord(collectionPath, id, json))
  }

  setDocument(
    scope: Scope,
    collectionPath: string,
    id: string,
    data: Record<string, JsonValue>,
  ): Promise<DocumentRecord> {
    const json = JSON.stringify(data)
    const now = Date.now()
    this.#run(
      `INSERT INTO documents (workspace_id, mode, collection_path, id, data, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (workspace_id, mode, collection_path, id) DO UPDATE SET data = excluded.data,
         updated_at = excluded.updated_at`,
      scope.workspaceId,
      scope.mode,
      collectionPath,
      id,
      json,
      now,
      now,
    )
    this.#change('document', scope.workspaceId, scope.mode, collectionPath, id)
    return Promise.resolve(documentRecord(collectionPath, id, json))
  }

  deleteDocument(scope: Scope, collectionPath: string, id: string): Promise<boolean> {
    const deleted = this.#run(
      'DELETE FROM documents WHERE workspace_id = ? AND mode = ? AND collection_path = ? AND id = ?',
      scope.workspaceId,
      scope.mode,
      collectionPath,
      id,
    )
    if (deleted > 0) this.#change('document', scope.workspaceId, scope.mode, collectionPath, id)
    return Promise.resolve(deleted > 0)
  }

  insertUser(user: User): Promise<void> {
    try {
      this.#run(
        'INSERT INTO users (id, workspace_id, mode, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        user.id,
        user.workspaceId,
        user.mode,
        user.email.toLowerCase(),
        user.passwordHash,
        user.createdAt,
      )
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictError(
          'The email address is already in use by another account.',
          'auth/email-already-in-use',
          { cause: error },
        )
      }
      throw error
    }
    return Promise.resolve()
  }

  insertRefreshToken(token: RefreshTokenRecord): Promise<void> {
    this.#run(
      `INSERT INTO refresh_tokens (token_hash, family, user_id, workspace_id, mode, created_at,
         expires_at, used_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      token.tokenHash,
      token.family,
      token.userId,
      token.workspaceId,
      token.mode,
      token.createdAt,
      token.expiresAt,
      token.usedAt,
      token.revokedAt,
    )
    return Promise.resolve()
  }

  markRefreshTokenUsed(tokenHash: string, at: number): Promise<boolean> {
    const changed = this.#run(
      'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
      at,
      tokenHash,
    )
    return Promise.resolve(changed > 0)
  }

  revokeRefreshTokenFamily(family: string, at: number): Promise<void> {
    this.#run(
      'UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL',
      at,
      family,
    )
    return Promise.resolve()
  }

  incrementUsage(scope: Scope, delta: Partial<Usage>): Promise<void> {
    this.#run(
      `INSERT INTO usage (workspace_id, mode, current_auth, current_writes, current_reads)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (workspace_id, mode) DO UPDATE SET
         current_auth = current_auth + excluded.current_auth,
         current_writes = current_writes + excluded.current_writes,
         current_reads = current_reads + excluded.current_reads`,
      scope.workspaceId,
      scope.mode,
      delta.currentAuth ?? 0,
      delta.currentWrites ?? 0,
      delta.currentReads ?? 0,
    )
    return Promise.resolve()
  }

  incrementSnippetCalls(scope: Scope, snippetId: string, by: number): Promise<void> {
    this.#run(
      `INSERT INTO snippet_calls (workspace_id, snippet_id, mode, calls) VALUES (?, ?, ?, ?)
       ON CONFLICT (workspace_id, snippet_id, mode) DO UPDATE SET calls = calls + excluded.calls`,
      scope.workspaceId,
      snippetId,
      scope.mode,
      by,
    )
    return Promise.resolve()
  }
}

/**
 * The transaction handle given to `Store.transaction` callbacks: the writer's operations, usable
 * only while that transaction's callback runs (a late call would write into another one).
 */
function transactionHandle(operations: Operations, isOpen: () => boolean): Transaction {
  return new Proxy(operations, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver)
      if (!isOpen()) {
        throw new TypeError('The transaction has ended; use the store or a new transaction')
      }
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value
    },
  })
}

interface QueuedTransaction {
  fn: (tx: Transaction) => Promise<unknown>
  durable: boolean
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** How many transactions may share one commit. */
const MAX_BATCH = 256

class SqliteStore extends Operations implements Store {
  readonly #writer: Connection
  readonly #reader: Connection
  readonly #writes: Operations
  readonly #fullSync: boolean
  readonly #onError: (error: unknown) => void
  readonly #listeners = new Set<(changes: Change[]) => void>()
  readonly #dataVersion: Database.Statement<[], number>
  readonly #changesAfter: Database.Statement<[number], ChangeRow>
  readonly #queue: QueuedTransaction[] = []
  readonly #pollIntervalMs: number
  #pollTimer: NodeJS.Timeout | undefined
  #synchronous: 'FULL' | 'NORMAL' = 'NORMAL'
  #lastVersion = -1
  #lastSeq: number
  /** The transaction whose callback runs now; a handle of another one is refused. */
  #current: object | null = null
  #running = false
  #draining: Promise<void> = Promise.resolve()
  #closed = false

  constructor(writer: Connection, reader: Connection, options: SqliteStoreOptions) {
    super(reader)
    this.#writer = writer
    this.#reader = reader
    this.#writes = new Operations(writer)
    this.#fullSync = (options.synchronous ?? 'full') === 'full'
    this.#onError = options.onError ?? ((error) => console.error(error))
    this.#pollIntervalMs = options.pollIntervalMs ?? 100
    this.#dataVersion = reader.prepare<[], number>('PRAGMA data_version').pluck()
    this.#changesAfter = reader.prepare<[number], ChangeRow>(
      'SELECT seq, kind, workspace_id, mode, collection_path, item_id FROM changes WHERE seq > ? ORDER BY seq LIMIT 1000',
    )
    this.#lastSeq =
      reader.prepare<[], number | null>('SELECT max(seq) FROM changes').pluck().get() ?? 0
    this.#lastVersion = this.#dataVersion.get() ?? -1
  }

  #setSynchronous(level: 'FULL' | 'NORMAL'): void {
    if (this.#synchronous === level) return
    this.#writer.pragma(`synchronous = ${level}`)
    this.#synchronous = level
  }

  /**
   * Group commit: transactions queued while one commit is prepared share it. Each runs in its
   * own savepoint (a failure undoes only its own writes) and resolves only once the shared
   * COMMIT is on disk, so an acknowledged write is as durable as a lone one, with one fsync for
   * the whole group.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
    if (this.#closed) return Promise.reject(new TypeError('The store is closed'))
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        fn,
        durable: this.#fullSync && options?.durability !== 'relaxed',
        resolve: resolve as (value: unknown) => void,
        reject,
      })
      if (!this.#running) {
        this.#running = true
        // After the I/O callbacks of this turn, so requests that arrived together commit together.
        this.#draining = new Promise<void>((done) => setImmediate(done)).then(() => this.#drain())
      }
    })
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#queue.length === 0) {
        // In the same step as the queue is found empty: a transaction queued after this one
        // starts a new drain.
        this.#running = false
        return
      }
      const batch: { item: QueuedTransaction; result: unknown }[] = []
      try {
        await this.#commitBatch(batch)
        for (const { item, result } of batch) item.resolve(result)
      } catch (error) {
        // The group did not commit: none of its transactions happened.
        if (this.#writer.inTransaction) this.#rollback()
        for (const { item } of batch) item.reject(error)
      }
      try {
        this.pollChanges()
      } catch (error) {
        this.#onError(error)
      }
    }
  }

  #rollback(): void {
    try {
      this.#writes.statement('ROLLBACK').run()
    } catch (error) {
      this.#onError(error)
    }
  }

  /**
   * Runs queued transactions in one SQLite transaction, each in a savepoint, and commits them;
   * `batch` collects those that succeeded. Throws when the group as a whole is lost.
   */
  async #commitBatch(batch: { item: QueuedTransaction; result: unknown }[]): Promise<void> {
    const durable = this.#queue.some((item) => item.durable)
    this.#setSynchronous(durable ? 'FULL' : 'NORMAL')
    try {
      this.#writes.statement('BEGIN IMMEDIATE').run()
    } catch (error) {
      // Most likely another process held the write lock beyond the busy timeout.
      for (const item of this.#queue.splice(0)) item.reject(error)
      return
    }
    while (this.#queue.length > 0 && batch.length < MAX_BATCH) {
      // A durable transaction never joins a group that commits without a flush.
      if (this.#queue[0]!.durable && !durable) break
      const item = this.#queue.shift()!
      const token = {}
      try {
        this.#writes.statement('SAVEPOINT tx').run()
        this.#current = token
        const result = await item.fn(transactionHandle(this.#writes, () => this.#current === token))
        this.#current = null
        this.#writes.statement('RELEASE tx').run()
        batch.push({ item, result })
      } catch (error) {
        this.#current = null
        item.reject(error)
        // SQLite may have given up the whole transaction (e.g. disk full): then the group is lost.
        if (!this.#writer.inTransaction) throw error
        this.#writes.statement('ROLLBACK TO tx').run()
        this.#writes.statement('RELEASE tx').run()
      }
    }
    this.#writes.statement('COMMIT').run()
  }

  watch(listener: (changes: Change[]) => void): () => void {
    this.#listeners.add(listener)
    if (!this.#pollTimer) {
      this.#pollTimer = setInterval(() => {
        try {
          this.pollChanges()
        } catch (error) {
          this.#onError(error)
        }
      }, this.#pollIntervalMs)
      this.#pollTimer.unref()
    }
    return () => {
      this.#listeners.delete(listener)
      if (this.#listeners.size === 0) this.#stopPolling()
    }
  }

  #stopPolling(): void {
    clearInterval(this.#pollTimer)
    this.#pollTimer = undefined
  }

  pollChanges(): void {
    if (this.#closed) return
    const version = this.#dataVersion.get() ?? -1
    if (version === this.#lastVersion) return
    this.#lastVersion = version
    for (;;) {
      const rows = this.#changesAfter.all(this.#lastSeq)
      if (rows.length === 0) return
      this.#lastSeq = rows[rows.length - 1]!.seq
      if (this.#listeners.size > 0) {
        const changes = rows.map(toChange)
        for (const listener of this.#listeners) {
          try {
            listener(changes)
          } catch (error) {
            this.#onError(error)
          }
        }
      }
      if (rows.length < 1000) return
    }
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
    while (this.#running) await this.#draining
    this.#listeners.clear()
    this.#stopPolling()
    this.#reader.close()
    this.#writer.close()
  }
}

function migrate(db: Connection, migrations: readonly Migration[]): void {
  const ids = new Set<string>()
  for (const migration of migrations) {
    if (ids.has(migration.id)) throw new TypeError(`The migration id ${migration.id} is used twice`)
    ids.add(migration.id)
  }
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

function connect(path: string, busyTimeoutMs: number): Connection {
  const db = new Database(path, { timeout: busyTimeoutMs })
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  // Truncate the write-ahead log back to 64 MiB after checkpoints instead of letting it stay big.
  db.pragma('journal_size_limit = 67108864')
  return db
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
    writer.pragma('synchronous = NORMAL')
    migrate(writer, options.migrations)
    const reader = connect(options.path, busyTimeoutMs)
    return new SqliteStore(writer, reader, options)
  } catch (error) {
    writer.close()
    throw error
  }
}
