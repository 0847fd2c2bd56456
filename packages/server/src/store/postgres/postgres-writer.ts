/**
 * The connection a PostgreSQL store runs its transactions on, as the group-commit driver
 * (`../sql/group-commit.ts`): READ COMMITTED transactions, a savepoint per queued transaction
 * opened only once it sends a statement (one that only counts sends none), usage counts written
 * once per group (`counter-buffer.ts`), the group's changes told to watchers after COMMIT, and a
 * new connection after a lost one. Control statements (BEGIN, SAVEPOINT, RELEASE, COMMIT) wait
 * and travel together with the next ones, so a transaction costs few round trips.
 */
import pg from 'pg'
import type { Change, Scope, Usage, UsageReport } from '../../core/model.js'
import type { Transaction } from '../../core/store.js'
import type { GroupCommitDriver } from '../sql/group-commit.js'
import { SqlOperations } from '../sql/sql-operations.js'
import { CounterBuffer } from './counter-buffer.js'
import {
  ConnectionLostError,
  endsConnection,
  isRetryable,
  PostgresConnection,
} from './postgres-connection.js'

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
  /** Control statements that go with the next round trip. */
  #pending: string[] = []
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
      beforeStatement: () => this.#beforeStatement(),
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

  /**
   * Sends the control statements waiting to go (BEGIN, RELEASE, SAVEPOINT) together with
   * `last`, in one round trip.
   */
  async #sendControl(last?: string): Promise<pg.QueryResult[]> {
    const statements = this.#pending.splice(0)
    if (last) statements.push(last)
    if (statements.length === 0) return []
    try {
      return await this.#query(statements.join('; '))
    } catch (error) {
      // An error without an SQLSTATE is the connection's, not the statement's; so are those the
      // server sends as it ends the connection (terminated by an administrator, shutting down).
      if (error instanceof pg.DatabaseError && !endsConnection(error)) throw error
      this.#broken = true
      // Lost before BEGIN reached the database (e.g. it restarted): the group can run again.
      throw statements[0]?.startsWith('BEGIN') ? new ConnectionLostError({ cause: error }) : error
    }
  }

  /** Before a statement of the transaction that runs now: its savepoint, if not open yet. */
  async #beforeStatement(): Promise<void> {
    if (this.#savepoint === 'pending') {
      this.#savepoint = 'open'
      this.#pending.push('SAVEPOINT tx')
    }
    await this.#sendControl()
  }

  async begin(durable: boolean): Promise<void> {
    if (this.#broken) await this.#reconnect()
    this.#counters.clear()
    this.#changes.length = 0
    // Sent with the first statement; a group that sends none and counts nothing never starts one.
    this.#pending = [durable ? 'BEGIN' : 'BEGIN; SET LOCAL synchronous_commit TO off']
    this.#inTransaction = true
    return Promise.resolve()
  }

  savepoint(): Promise<void> {
    this.#savepoint = 'pending'
    this.#mark = this.#changes.length
    return Promise.resolve()
  }

  release(): Promise<void> {
    // Sent with the next savepoint or not at all: COMMIT releases it too.
    if (this.#savepoint === 'open') this.#pending.push('RELEASE SAVEPOINT tx')
    this.#savepoint = 'none'
    this.#counters.keep()
    return Promise.resolve()
  }

  async rollbackToSavepoint(): Promise<void> {
    const opened = this.#savepoint === 'open'
    this.#savepoint = 'none'
    this.#counters.drop()
    this.#changes.length = this.#mark
    if (opened) await this.#sendControl('ROLLBACK TO SAVEPOINT tx; RELEASE SAVEPOINT tx')
  }

  async commit(): Promise<void> {
    await this.#counters.flush(this.#connection)
    const started = !this.#pending.some((statement) => statement.startsWith('BEGIN'))
    this.#inTransaction = false
    if (!started) {
      this.#pending = []
      return
    }
    const results = await this.#sendControl('COMMIT')
    // A transaction that failed without a savepoint catching it only rolls back here.
    if (results.at(-1)?.command === 'ROLLBACK') {
      throw new Error('PostgreSQL rolled the transaction back after an earlier error')
    }
  }

  async rollback(): Promise<void> {
    this.#counters.clear()
    this.#changes.length = 0
    this.#savepoint = 'none'
    const started = !this.#pending.some((statement) => statement.startsWith('BEGIN'))
    this.#pending = []
    if (!this.#inTransaction) return
    this.#inTransaction = false
    if (started && !this.#broken) await this.#query('ROLLBACK')
  }

  afterGroup(committed: boolean): void {
    const changes = this.#changes.splice(0)
    if (committed) this.#deliver(changes)
  }

  async close(): Promise<void> {
    await this.#client.end().catch(() => undefined)
  }
}
