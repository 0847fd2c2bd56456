/**
 * The SQLite store's change feed: every write appends to the `changes` table, and this tails it
 * for watchers. Other processes (the `snipwire` CLI) write to the same file, so while someone
 * watches the feed looks every `pollIntervalMs`; a look is one `PRAGMA data_version` (which
 * changes when another connection committed) unless something changed.
 */
import type Database from 'better-sqlite3'
import type { Change } from '../../core/model.js'
import { CHANGE_COLUMNS, toChange, type ChangeRow } from '../sql/rows.js'
import type { Connection } from './sqlite-connection.js'

const PAGE = 1000

export class SqliteChangeFeed {
  readonly #listeners = new Set<(changes: Change[]) => void>()
  readonly #dataVersion: Database.Statement<[], number>
  readonly #changesAfter: Database.Statement<[number], ChangeRow>
  readonly #onError: (error: unknown) => void
  readonly #pollIntervalMs: number
  #pollTimer: NodeJS.Timeout | undefined
  #lastVersion: number
  #lastSeq: number
  #closed = false

  constructor(reader: Connection, onError: (error: unknown) => void, pollIntervalMs: number) {
    this.#onError = onError
    this.#pollIntervalMs = pollIntervalMs
    this.#dataVersion = reader.prepare<[], number>('PRAGMA data_version').pluck()
    this.#changesAfter = reader.prepare<[number], ChangeRow>(
      `SELECT ${CHANGE_COLUMNS} FROM changes WHERE seq > ? ORDER BY seq LIMIT ${PAGE}`,
    )
    this.#lastSeq =
      reader.prepare<[], number | null>('SELECT max(seq) FROM changes').pluck().get() ?? 0
    this.#lastVersion = this.#dataVersion.get() ?? -1
  }

  watch(listener: (changes: Change[]) => void): () => void {
    this.#listeners.add(listener)
    if (!this.#pollTimer) {
      this.#pollTimer = setInterval(() => {
        try {
          this.poll()
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

  /** Delivers the changes committed since the last look, from any connection. */
  poll(): void {
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
      if (rows.length < PAGE) return
    }
  }

  close(): void {
    this.#closed = true
    this.#listeners.clear()
    this.#stopPolling()
  }

  #stopPolling(): void {
    clearInterval(this.#pollTimer)
    this.#pollTimer = undefined
  }
}
