/**
 * Results of display queries, kept until a committed change touches their collection (also a
 * change from another process, through the store's change feed). Identical displays then cost
 * no query; each still counts its read. Bounded by total size.
 */
import { stableStringify } from '../lib/json.js'
import type { Change, Query, Scope } from './model.js'
import type { Store } from './store.js'

interface Entry {
  json: string
  collection: string
}

/** Of all cached results together (UTF-16 code units). */
const MAX_CACHED_CHARS = 16 * 1024 * 1024

function collectionKey(workspaceId: string, mode: string, collectionPath: string): string {
  return `${workspaceId}\u0000${mode}\u0000${collectionPath}`
}

export interface CacheTicket {
  key: string
  collection: string
  version: number
}

export class ResultCache {
  readonly #entries = new Map<string, Entry>()
  readonly #byCollection = new Map<string, Set<string>>()
  /** Bumped on every change of a collection: a result read before it is not cached. */
  readonly #versions = new Map<string, number>()
  readonly #unwatch: () => void
  #chars = 0

  constructor(store: Store) {
    this.#unwatch = store.watch((changes) => this.#invalidate(changes))
  }

  #invalidate(changes: Change[]): void {
    for (const change of changes) {
      if (change.kind !== 'document') continue
      const collection = collectionKey(change.workspaceId, change.mode, change.collectionPath)
      this.#versions.set(collection, (this.#versions.get(collection) ?? 0) + 1)
      const keys = this.#byCollection.get(collection)
      if (!keys) continue
      for (const key of keys) this.#delete(key)
      this.#byCollection.delete(collection)
    }
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#chars -= entry.json.length
    const keys = this.#byCollection.get(entry.collection)
    keys?.delete(key)
    if (keys?.size === 0) this.#byCollection.delete(entry.collection)
  }

  /**
   * Where a query's result would be kept, and the collection's version before running it.
   * @example const ticket = cache.ticket(scope, query)
   */
  ticket(scope: Scope, query: Query): CacheTicket {
    const collection = collectionKey(scope.workspaceId, scope.mode, query.collectionPath)
    return {
      key: `${collection}\u0000${stableStringify(query)}`,
      collection,
      version: this.#versions.get(collection) ?? 0,
    }
  }

  /**
   * The cached serialized result, if any.
   * @example cache.get(ticket) // '{"kind":"collection","docs":[…]}'
   */
  get(ticket: CacheTicket): string | undefined {
    return this.#entries.get(ticket.key)?.json
  }

  /**
   * Keeps a result read after `ticket` was taken, unless its collection changed since.
   * @example cache.set(ticket, json)
   */
  set(ticket: CacheTicket, json: string): void {
    if ((this.#versions.get(ticket.collection) ?? 0) !== ticket.version) return
    if (json.length > MAX_CACHED_CHARS / 16) return
    this.#delete(ticket.key)
    while (this.#chars + json.length > MAX_CACHED_CHARS && this.#entries.size > 0) {
      this.#delete(this.#entries.keys().next().value!)
    }
    this.#entries.set(ticket.key, { json, collection: ticket.collection })
    this.#chars += json.length
    let keys = this.#byCollection.get(ticket.collection)
    if (!keys) {
      keys = new Set()
      this.#byCollection.set(ticket.collection, keys)
    }
    keys.add(ticket.key)
  }

  close(): void {
    this.#unwatch()
  }
}
