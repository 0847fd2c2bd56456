/**
 * Group commit, for both SQL stores: transactions queued while one commit is prepared share it.
 * Each runs in its own savepoint (a failure undoes only its own writes) and resolves only once
 * the shared COMMIT is done, so an acknowledged write is as durable as a lone one, with one
 * flush for the whole group. Transactions run one at a time, in the order they were asked for.
 *
 * When the database gives the whole group up for a reason that goes away by itself (PostgreSQL:
 * a deadlock with another node), the group runs again from the start: a transaction callback
 * may then run more than once, which is why it must keep its effects inside the store.
 */
import type { Transaction, TransactionOptions } from '../../core/store.js'

export interface GroupCommitDriver {
  /** The operations transactions run on (the writer connection). */
  readonly operations: Transaction
  /** The most transactions one commit holds. */
  readonly maxBatch: number
  /** Whether commits wait for the disk at all (SQLite `synchronous=normal`: no). */
  readonly durableCommits: boolean
  /** Starts the group's transaction; `durable`: its commit must be flushed before it returns. */
  begin(durable: boolean): Promise<void>
  savepoint(): Promise<void>
  release(): Promise<void>
  rollbackToSavepoint(): Promise<void>
  commit(): Promise<void>
  rollback(): Promise<void>
  /** The group may simply run again (deadlock, serialization failure). */
  isRetryable(error: unknown): boolean
  /** After every group, committed or not (e.g. to tell watchers about its changes). */
  afterGroup(committed: boolean): void
}

interface QueuedTransaction {
  fn: (tx: Transaction) => Promise<unknown>
  durable: boolean
  attempts: number
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** How often a group given up by the database runs again before its transactions fail. */
const MAX_ATTEMPTS = 5

class RetryGroup extends Error {
  constructor(readonly reason: unknown) {
    super('The database gave the group up; it runs again')
  }
}

/**
 * The transaction handle given to callbacks: the writer's operations, usable only while that
 * transaction's callback runs (a late call would write into another one).
 */
function transactionHandle(operations: Transaction, isOpen: () => boolean): Transaction {
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

export class GroupCommit {
  readonly #driver: GroupCommitDriver
  readonly #onError: (error: unknown) => void
  readonly #queue: QueuedTransaction[] = []
  /** The transaction whose callback runs now; a handle of another one is refused. */
  #current: object | null = null
  #running = false
  #draining: Promise<void> = Promise.resolve()

  constructor(driver: GroupCommitDriver, onError: (error: unknown) => void) {
    this.#driver = driver
    this.#onError = onError
  }

  /** Queues `fn`; resolves with its result once its group committed. */
  run<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        fn,
        durable: this.#driver.durableCommits && options?.durability !== 'relaxed',
        attempts: 0,
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

  /** Resolves once every queued transaction has finished. */
  async idle(): Promise<void> {
    while (this.#running) await this.#draining
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
      let committed = false
      try {
        committed = await this.#commitBatch(batch)
        for (const { item, result } of batch) item.resolve(result)
      } catch (error) {
        // The group did not commit: none of its transactions happened.
        await this.#rollback()
        if (error instanceof RetryGroup) this.#retry(batch, error.reason)
        else for (const { item } of batch) item.reject(error)
      }
      try {
        this.#driver.afterGroup(committed)
      } catch (error) {
        this.#onError(error)
      }
    }
  }

  /** Puts a given-up group back at the head of the queue, or fails the transactions that ran too often. */
  #retry(batch: { item: QueuedTransaction }[], reason: unknown): void {
    const again: QueuedTransaction[] = []
    for (const { item } of batch) {
      item.attempts += 1
      if (item.attempts >= MAX_ATTEMPTS) item.reject(reason)
      else again.push(item)
    }
    this.#queue.unshift(...again)
  }

  async #rollback(): Promise<void> {
    try {
      await this.#driver.rollback()
    } catch (error) {
      this.#onError(error)
    }
  }

  /**
   * Runs queued transactions in one database transaction, each in a savepoint, and commits them;
   * `batch` collects those that succeeded. Throws when the group as a whole is lost.
   */
  async #commitBatch(batch: { item: QueuedTransaction; result: unknown }[]): Promise<boolean> {
    const driver = this.#driver
    const durable = this.#queue.some((item) => item.durable)
    try {
      await driver.begin(durable)
    } catch (error) {
      // SQLite: another process held the write lock beyond the busy timeout; PostgreSQL: the
      // database cannot be reached. Everything waiting would fail the same way.
      for (const item of this.#queue.splice(0)) item.reject(error)
      return false
    }
    while (this.#queue.length > 0 && batch.length < driver.maxBatch) {
      // A durable transaction never joins a group that commits without a flush.
      if (this.#queue[0]!.durable && !durable) break
      const item = this.#queue.shift()!
      const token = {}
      try {
        await driver.savepoint()
        this.#current = token
        const result = await item.fn(
          transactionHandle(driver.operations, () => this.#current === token),
        )
        this.#current = null
        await driver.release()
        batch.push({ item, result })
      } catch (error) {
        this.#current = null
        if (driver.isRetryable(error)) {
          batch.push({ item, result: undefined })
          throw new RetryGroup(error)
        }
        item.reject(error)
        try {
          await driver.rollbackToSavepoint()
        } catch {
          // The database gave up the whole transaction (e.g. disk full, connection lost).
          throw error
        }
      }
    }
    try {
      await driver.commit()
    } catch (error) {
      throw driver.isRetryable(error) ? new RetryGroup(error) : error
    }
    return true
  }
}
