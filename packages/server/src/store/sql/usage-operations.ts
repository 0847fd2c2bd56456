/**
 * Usage counters per workspace and mode, and calls per snippet. Counting is one upsert that adds
 * to the stored value (`n = table.n + excluded.n`), never a read followed by a write, so
 * concurrent transactions on several nodes never lose a count.
 */
import type { Scope, Usage, UsageReport } from '../../core/model.js'
import { toUsageReport, type SnippetCallsRow, type UsageRow } from './rows.js'
import type { SqlConnection } from './sql-connection.js'

/** @example await getUsage(db, 'w1') */
export async function getUsage(db: SqlConnection, workspaceId: string): Promise<UsageReport> {
  const usage = await db.all<UsageRow>(
    'SELECT mode, current_auth, current_writes, current_reads FROM usage WHERE workspace_id = ?',
    [workspaceId],
  )
  const calls = await db.all<SnippetCallsRow>(
    'SELECT snippet_id, mode, calls FROM snippet_calls WHERE workspace_id = ? ORDER BY snippet_id',
    [workspaceId],
  )
  return toUsageReport(usage, calls)
}

/** @example await incrementUsage(db, scope, { currentReads: 1 }) */
export async function incrementUsage(
  db: SqlConnection,
  scope: Scope,
  delta: Partial<Usage>,
): Promise<void> {
  await db.run(
    `INSERT INTO usage (workspace_id, mode, current_auth, current_writes, current_reads)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (workspace_id, mode) DO UPDATE SET
       current_auth = usage.current_auth + excluded.current_auth,
       current_writes = usage.current_writes + excluded.current_writes,
       current_reads = usage.current_reads + excluded.current_reads`,
    [
      scope.workspaceId,
      scope.mode,
      delta.currentAuth ?? 0,
      delta.currentWrites ?? 0,
      delta.currentReads ?? 0,
    ],
  )
}

/** @example await incrementSnippetCalls(db, scope, 'login', 1) */
export async function incrementSnippetCalls(
  db: SqlConnection,
  scope: Scope,
  snippetId: string,
  by: number,
): Promise<void> {
  await db.run(
    `INSERT INTO snippet_calls (workspace_id, snippet_id, mode, calls) VALUES (?, ?, ?, ?)
     ON CONFLICT (workspace_id, snippet_id, mode) DO UPDATE SET
       calls = snippet_calls.calls + excluded.calls`,
    [scope.workspaceId, snippetId, scope.mode, by],
  )
}
