/**
 * The PostgreSQL store's change feed, across server nodes: every change row's trigger notifies
 * the channel `snipwire:<schema>` (`LISTEN/NOTIFY`, delivered at commit, in commit order) with
 * the change's ids only. One dedicated connection listens; a change too long for a notification
 * comes as its sequence number and is read from the `changes` table.
 *
 * Changes committed by this store's own writer are told to watchers at commit, before the
 * transaction resolves (`deliver`), so the feed skips notifications from that connection. When
 * the listening connection is lost it reconnects with backoff and then reads the changes of the
 * time it was away from the table, so a watcher misses nothing that was kept.
 */
import pg from 'pg'
import type { Change, Mode } from '../../core/model.js'
import { BoundedMap } from '../../lib/bounded-map.js'
import { CHANGE_COLUMNS, toChange, type ChangeRow } from '../sql/rows.js'
import type { PostgresConnection } from './postgres-connection.js'

export interface PostgresChangeFeedOptions {
  /** How to open the listening connection. */
  client: pg.ClientConfig
  /** Reads missing rows (the pool). */
  reader: PostgresConnection
  /** The backend process of this store's writer, whose notifications are its own. */
  ownProcessId: () => number | null
  onError: (error: unknown) => void
}

/** How far back a reconnected listener reads, for clocks of other nodes that run behind. */
const CATCH_UP_MARGIN_MS = 10_000
const MAX_RECONNECT_DELAY_MS = 5_000

/** A notification's payload: the change's columns, or its sequence number alone. */
type NotifiedChange =
  [number, Change['kind'], string, Mode | null, string | null, string | null] | [number]

export class PostgresChangeFeed {
  readonly #options: PostgresChangeFeedOptions
  readonly #listeners = new Set<(changes: Change[]) => void>()
  /** Sequence numbers delivered lately: a catch-up after a reconnect skips them. */
  readonly #seen = new BoundedMap<number, true>(20_000)
  #channel = ''
  #client: pg.Client | null = null
  /** Deliveries in notification order, also when one has to read its row first. */
  #chain: Promise<void> = Promise.resolve()
  #lostAt: number | null = null
  #reconnectDelay = 100
  #reconnectTimer: NodeJS.Timeout | undefined
  #closed = false

  constructor(options: PostgresChangeFeedOptions) {
    this.#options = options
  }

  /** Connects and listens on `channel`; throws when the database cannot be reached. */
  async start(channel: string): Promise<void> {
    this.#channel = channel
    await this.#listen()
  }

  watch(listener: (changes: Change[]) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Tells watchers about changes this store itself committed. */
  deliver(changes: Change[]): void {
    if (changes.length === 0) return
    for (const listener of this.#listeners) {
      try {
        listener(changes)
      } catch (error) {
        this.#options.onError(error)
      }
    }
  }

  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#reconnectTimer)
    this.#listeners.clear()
    const client = this.#client
    this.#client = null
    await client?.end().catch(() => undefined)
    await this.#chain
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ ...this.#options.client, keepAlive: true })
    client.on('error', (error) => this.#lost(client, error))
    client.on('end', () => this.#lost(client, null))
    client.on('notification', (message) => {
      if (message.processId === this.#options.ownProcessId()) return
      this.#notified(message.payload)
    })
    await client.connect()
    try {
      await client.query(`LISTEN ${client.escapeIdentifier(this.#channel)}`)
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
    this.#client = client
  }

  #notified(payload: string | undefined): void {
    let parsed: NotifiedChange
    try {
      parsed = JSON.parse(payload ?? '') as NotifiedChange
    } catch (error) {
      this.#options.onError(error)
      return
    }
    const seq = parsed[0]
    if (this.#seen.has(seq)) return
    this.#seen.set(seq, true)
    if (parsed.length === 6) {
      const [, kind, workspaceId, mode, collectionPath, itemId] = parsed
      const row = { seq, kind, workspace_id: workspaceId, mode, collection_path: collectionPath }
      this.#enqueue(() => Promise.resolve([toChange({ ...row, item_id: itemId })]))
      return
    }
    this.#enqueue(async () => {
      const found = await this.#options.reader.all<ChangeRow>(
        `SELECT ${CHANGE_COLUMNS} FROM changes WHERE seq = ?`,
        [seq],
      )
      return found.map(toChange)
    })
  }

  #enqueue(read: () => Promise<Change[]>): void {
    this.#chain = this.#chain.then(read).then(
      (changes) => {
        if (!this.#closed) this.deliver(changes)
      },
      (error: unknown) => this.#options.onError(error),
    )
  }

  #lost(client: pg.Client, error: Error | null): void {
    if (this.#client !== client || this.#closed) return
    this.#client = null
    this.#lostAt ??= Date.now()
    if (error) this.#options.onError(error)
    client.end().catch(() => undefined)
    this.#scheduleReconnect()
  }

  #scheduleReconnect(): void {
    clearTimeout(this.#reconnectTimer)
    this.#reconnectTimer = setTimeout(() => void this.#reconnect(), this.#reconnectDelay)
    this.#reconnectTimer.unref()
    this.#reconnectDelay = Math.min(this.#reconnectDelay * 2, MAX_RECONNECT_DELAY_MS)
  }

  async #reconnect(): Promise<void> {
    if (this.#closed) return
    try {
      await this.#listen()
    } catch (error) {
      this.#options.onError(error)
      this.#scheduleReconnect()
      return
    }
    this.#reconnectDelay = 100
    const since = (this.#lostAt ?? Date.now()) - CATCH_UP_MARGIN_MS
    this.#lostAt = null
    this.#enqueue(async () => {
      const rows = await this.#options.reader.all<ChangeRow>(
        `SELECT ${CHANGE_COLUMNS} FROM changes WHERE at >= ? ORDER BY seq`,
        [since],
      )
      const missed = rows.filter((row) => !this.#seen.has(row.seq))
      for (const row of missed) this.#seen.set(row.seq, true)
      return missed.map(toChange)
    })
  }
}
