/**
 * Usage counters of a commit group on PostgreSQL, added up in memory and written once, just
 * before COMMIT, as one upsert per table (`n = table.n + excluded.n`). Nearly every request
 * counts something, so this saves most of a group's round trips, and the hot counter rows stay
 * locked only for the commit itself. Keys are written in a fixed order so that nodes flushing at
 * the same time never wait on each other in a circle.
 *
 * The counts of the transaction that runs now are kept apart until it ends: they join the group
 * when it succeeds and vanish with it when it fails, as its savepoint would undo them.
 */
import type { Mode, Scope, Usage, UsageReport } from '../../core/model.js'
import type { SqlParameter } from '../../core/store.js'
import type { SqlConnection } from '../sql/sql-connection.js'

type UsageDelta = [currentAuth: number, currentWrites: number, currentReads: number]

interface Counts {
  /** By `workspaceId \0 mode`. */
  usage: Map<string, UsageDelta>
  /** By `workspaceId \0 mode \0 snippetId`. */
  calls: Map<string, number>
}

function emptyCounts(): Counts {
  return { usage: new Map(), calls: new Map() }
}

function addUsage(counts: Counts, key: string, delta: UsageDelta): void {
  const total = counts.usage.get(key) ?? [0, 0, 0]
  counts.usage.set(key, [total[0] + delta[0], total[1] + delta[1], total[2] + delta[2]])
}

const USAGE_FIELDS = ['currentAuth', 'currentWrites', 'currentReads'] as const

export class CounterBuffer {
  #group = emptyCounts()
  #current = emptyCounts()

  incrementUsage(scope: Scope, delta: Partial<Usage>): void {
    const values = USAGE_FIELDS.map((field) => delta[field] ?? 0) as UsageDelta
    addUsage(this.#current, `${scope.workspaceId}\0${scope.mode}`, values)
  }

  incrementSnippetCalls(scope: Scope, snippetId: string, by: number): void {
    const key = `${scope.workspaceId}\0${scope.mode}\0${snippetId}`
    this.#current.calls.set(key, (this.#current.calls.get(key) ?? 0) + by)
  }

  /** The transaction that ran now succeeded: its counts join the group. */
  keep(): void {
    for (const [key, delta] of this.#current.usage) addUsage(this.#group, key, delta)
    for (const [key, by] of this.#current.calls) {
      this.#group.calls.set(key, (this.#group.calls.get(key) ?? 0) + by)
    }
    this.#current = emptyCounts()
  }

  /** The transaction that ran now failed: its counts are forgotten. */
  drop(): void {
    this.#current = emptyCounts()
  }

  /** Forgets everything (the group rolled back). */
  clear(): void {
    this.#group = emptyCounts()
    this.#current = emptyCounts()
  }

  /** Adds the counts not written yet to a report read from the database. */
  addPending(workspaceId: string, report: UsageReport): UsageReport {
    for (const counts of [this.#group, this.#current]) {
      for (const [key, delta] of counts.usage) {
        const [id, mode] = key.split('\0') as [string, Mode]
        if (id !== workspaceId) continue
        USAGE_FIELDS.forEach((field, index) => (report[mode][field] += delta[index]!))
      }
      for (const [key, by] of counts.calls) {
        const [id, mode, snippetId] = key.split('\0') as [string, Mode, string]
        if (id !== workspaceId) continue
        const entry = (report.snippets[snippetId] ??= { test: 0, live: 0 })
        entry[mode] += by
      }
    }
    return report
  }

  /**
   * Writes the group's counts (counts of workspaces that do not exist are dropped, never failing
   * the group) and forgets them.
   */
  async flush(db: SqlConnection): Promise<void> {
    const { usage, calls } = this.#group
    this.#group = emptyCounts()
    if (usage.size > 0) {
      const parameters: SqlParameter[] = []
      for (const key of [...usage.keys()].sort()) {
        parameters.push(...key.split('\0'), ...usage.get(key)!)
      }
      await db.run(
        `INSERT INTO usage (workspace_id, mode, current_auth, current_writes, current_reads)
         SELECT v.workspace_id, v.mode, v.current_auth, v.current_writes, v.current_reads
           FROM (VALUES ${rows(usage.size, ['text', 'text', 'bigint', 'bigint', 'bigint'])})
             AS v (workspace_id, mode, current_auth, current_writes, current_reads)
           JOIN workspaces ON workspaces.id = v.workspace_id
         ORDER BY v.workspace_id, v.mode
         ON CONFLICT (workspace_id, mode) DO UPDATE SET
           current_auth = usage.current_auth + excluded.current_auth,
           current_writes = usage.current_writes + excluded.current_writes,
           current_reads = usage.current_reads + excluded.current_reads`,
        parameters,
      )
    }
    if (calls.size > 0) {
      const parameters: SqlParameter[] = []
      for (const key of [...calls.keys()].sort()) {
        const [workspaceId, mode, snippetId] = key.split('\0') as [string, string, string]
        parameters.push(workspaceId, snippetId, mode, calls.get(key)!)
      }
      await db.run(
        `INSERT INTO snippet_calls (workspace_id, snippet_id, mode, calls)
         SELECT v.workspace_id, v.snippet_id, v.mode, v.calls
           FROM (VALUES ${rows(calls.size, ['text', 'text', 'text', 'bigint'])})
             AS v (workspace_id, snippet_id, mode, calls)
           JOIN workspaces ON workspaces.id = v.workspace_id
         ORDER BY v.workspace_id, v.snippet_id, v.mode
         ON CONFLICT (workspace_id, snippet_id, mode) DO UPDATE SET
           calls = snippet_calls.calls + excluded.calls`,
        parameters,
      )
    }
  }
}

/** `(?::text, ?::bigint), (…)`: `count` rows of typed placeholders. */
function rows(count: number, types: string[]): string {
  const row = `(${types.map((type) => `?::${type}`).join(', ')})`
  return Array.from({ length: count }, () => row).join(', ')
}
