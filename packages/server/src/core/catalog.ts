/**
 * Workspaces and snippets as the hot paths read them: cached in memory, with each snippet's
 * public config serialized once and its ETag precomputed. The caches follow the store's change
 * feed, so a snippet saved by the CLI in another process is seen on the next request.
 */
import { sha256 } from '../lib/crypto.js'
import { BoundedMap } from '../lib/bounded-map.js'
import type { Change, Mode, StoredSnippet, Workspace } from './model.js'
import { toSnippetConfig } from './snippets.js'
import type { Store } from './store.js'

export interface KeyEntry {
  workspace: Workspace
  mode: Mode
  apiKey: string
}

export interface SnippetEntry {
  snippet: StoredSnippet
  /** The public config, serialized. */
  configJson: string
  /** A strong ETag of `configJson`. */
  etag: string
}

const CACHE_SIZE = 10_000

export class Catalog {
  readonly #store: Store
  readonly #keys = new BoundedMap<string, KeyEntry | null>(CACHE_SIZE)
  readonly #snippets = new BoundedMap<string, SnippetEntry | null>(CACHE_SIZE)
  readonly #unwatch: () => void
  // Bumped on every invalidation: a lookup that started before it must not fill the cache.
  #generation = 0
  #polledAt = 0

  constructor(store: Store) {
    this.#store = store
    this.#unwatch = store.watch((changes) => this.#invalidate(changes))
  }

  #invalidate(changes: Change[]): void {
    for (const change of changes) {
      if (change.kind === 'workspace') {
        this.#generation += 1
        this.#keys.clear()
      } else if (change.kind === 'snippet') {
        this.#generation += 1
        this.#snippets.delete(`${change.workspaceId}\u0000${change.snippetId}`)
      }
    }
  }

  /**
   * The workspace and mode of a publishable key, or null. Picks up changes made elsewhere first.
   * @example await catalog.resolveKey('pk_test_…') // { workspace, mode: 'test', apiKey }
   */
  async resolveKey(apiKey: string): Promise<KeyEntry | null> {
    // At most once a millisecond: enough to see a CLI's change on the next request.
    const now = performance.now()
    if (now - this.#polledAt >= 1) {
      this.#polledAt = now
      this.#store.pollChanges()
    }
    const cached = this.#keys.get(apiKey)
    if (cached !== undefined) return cached
    const generation = this.#generation
    const found = await this.#store.findWorkspaceByApiKey(apiKey)
    const entry = found ? { workspace: found.workspace, mode: found.mode, apiKey } : null
    if (generation === this.#generation) this.#keys.set(apiKey, entry)
    return entry
  }

  /**
   * A workspace's snippet with its serialized public config, or null.
   * @example (await catalog.getSnippet('w1', 'login'))?.etag // '"Xk2…"'
   */
  async getSnippet(workspaceId: string, snippetId: string): Promise<SnippetEntry | null> {
    const key = `${workspaceId}\u0000${snippetId}`
    const cached = this.#snippets.get(key)
    if (cached !== undefined) return cached
    const generation = this.#generation
    const snippet = await this.#store.getSnippet(workspaceId, snippetId)
    let entry: SnippetEntry | null = null
    if (snippet) {
      const configJson = JSON.stringify(toSnippetConfig(snippet))
      entry = { snippet, configJson, etag: `"${sha256(configJson).slice(0, 27)}"` }
    }
    if (generation === this.#generation) this.#snippets.set(key, entry)
    return entry
  }

  close(): void {
    this.#unwatch()
  }
}
