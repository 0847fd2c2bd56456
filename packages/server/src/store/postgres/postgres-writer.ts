/**
 * The connection a PostgreSQL store runs its transactions on, as the group-commit driver
 * (`../sql/group-commit.ts`): READ COMMITTED transactions, a savepoint per queued transaction
 * opened only once it sends a statement (one that only counts sends none), usage counts written
 * once per group (`counter-buffer.ts`), the group's changes told to watchers after COMMIT, and a
 * new connection after a lost one.
 */
import pg from 'pg'
import type { Change, Scope, Usage, UsageReport } from '../../core/model.js'
import type { Transaction } from '../../core/store.js'
import type { GroupCommitDriver } from '../sql/group-commit.js'
import { SqlOperations } from '../sql/sql-operations.js'
import { CounterBuffer } from './counter-buffer.js'
import { isRetryable, PostgresConnection } from './postgres-connection.js'

/**
 * How many transactions may share one commit: each is a subtransaction, and PostgreSQL keeps up
 * to 64 of them per transaction in shared memory before its snapshots get slower.
 */
const MAX_BATCH = 32

/** The writer's operations: counting goes to the group's buffer instead of a statement each. */
class WriterOperations extends SqlOperations {
  readonly #counters: CounterBuffer

  constructor(connection: PostgresConnection, counters: CounterBuffer) {
    super(connection)
    this.#counters = counters
  }

  override incrementUsage(scope: Scope, delta: Partial<Usage>): Promise<void> {
    this.#counters.incrementUsage(scope, delta)
    return Promise.resolve()
  }

  override incrementSnippetCalls(scope: Scope, snippetId: string, by: number): Promise<void> {
    this.#counters.incrementSnippetCalls(scope, snippetId, by)
    return Promise.resolve()
  }

  override async getUsage(workspaceId: string): Promise<UsageReport> {
    return this.#counters.addPending(workspaceId, await super.getUsage(workspaceId))
  }
}

export class PostgresWriter implements GroupCommitDriver {
  readonly operations: Transaction
  readonly maxBatch = MAX_BATCH
  readonly durableCommits = true
  readonly isRetryable = isRetryable
  readonly #config: pg.ClientConfig
  readonly #connection: PostgresConnection
  readonly #counters = new CounterBuffer()
  readonly #deliver: (changes: Change[]) => void
  #client: pg.Client
  #processId: number
  #broken = false
  #inTransaction = false
  #savepoint: 'none' | 'pending' | 'open' = 'none'
  /** Changes written by the group; those of the transaction that runs now start at `#mark`. */
  readonly #changes: Change[] = []
  #mark = 0

  /** `deliver` tells watchers about a committed group's changes. */
  constructor(
    client: pg.Client,
    processId: number,
    config: pg.ClientConfig,
    deliver: (changes: Change[]) => void,
  ) {
    this.#client = client
    this.#processId = processId
    this.#config = config
    this.#deliver = deliver
    this.#watch(client)
    this.#connection = new PostgresConnection(() => this.#client, {
      active: () => this.#inTransaction,
      beforeStatement: () => this.#openSavepoint(),
    })
    this.#connection.onChange = (change) => this.#changes.push(change)
    this.operations = new WriterOperations(this.#connection, this.#counters)
  }

  /** The backend process of the connection (its notifications are this store's own). */
  get processId(): number {
    return this.#processId
  }

  async #query(sql: string): Promise<pg.QueryResult[]> {
    const result = (await this.#client.query(sql)) as pg.QueryResult | pg.QueryResult[]
    return Array.isArray(result) ? result : [result]
  }

  #watch(client: pg.Client): void {
    const lost = () => {
      if (this.#client === client) this.#broken = true
    }
    client.on('error', lost)
    client.on('end', lost)
  }

  /** Replaces a connection that was lost, before the next group starts. */
  async #reconnect(): Promise<void> {
    const client = new pg.Client(this.#config)
    this.#watch(client)
    await client.connect()
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    this.#client.end().catch(() => undefined)
    this.#client = client
    this.#processId = rows[0]!.pid
    this.#broken = false
  }

  async #openSavepoint(): Promise<void> {
    if (this.#savepoint !== 'pending') return
    this.#savepoint = 'open'
    await this.#query('SAVEPOINT tx')
  }

  async begin(durable: boolean): Promise<void> {
    if (this.#broken) await this.#reconnect()
    this.#counters.clear()
    this.#changes.length = 0
    try {
      await this.#query(durable ? 'BEGIN' : 'BEGIN; SET LOCAL synchronous_commit TO off')
    } catch (error) {
      // Only a lost connection fails a bare BEGIN: the next group connects again.
      this.#broken = true
      throw error
    }
    this.#inTransaction = true
  }

  savepoint(): Promise<void> {
    this.#savepoint = 'pending'
    this.#mark = this.#changes.length
    return Promise.resolve()
  }

  async release(): Promise<void> {
    if (this.#savepoint === 'open') await this.#query('RELEASE SAVEPOINT tx')
    this.#savepoint = 'none'
    this.#counters.keep()
  }

  async rollbackToSavepoint(): Promise<void> {
    const opened = this.#savepoint === 'open'
    this.#savepoint = 'none'
    this.#counters.drop()
    this.#changes.length = this.#mark
    if (opened) await this.#query('ROLLBACK TO SAVEPOINT tx; RELEASE SAVEPOINT tx')
  }

  async commit(): Promise<void> {
    await this.#counters.flush(this.#connection)
    const results = await this.#query('COMMIT')
    this.#inTransaction = false
    // A transaction that failed without a savepoint catching it only rolls back here.
    if (results[0]?.command === 'ROLLBACK') {
      throw new Error('PostgreSQL rolled the transaction back after an earlier error')
    }
  }

  async rollback(): Promise<void> {
    this.#counters.clear()
    this.#changes.length = 0
    this.#savepoint = 'none'
    if (!this.#inTransaction) return
    this.#inTransaction = false
    if (!this.#broken) await this.#query('ROLLBACK')
  }

  afterGroup(committed: boolean): void {
    const changes = this.#changes.splice(0)
    if (committed) this.#deliver(changes)
  }

  async close(): Promise<void> {
    await this.#client.end().catch(() => undefined)
  }
}
