/**
 * Workspaces and their snippets, in SQL both stores run as written. Conflicts are found with
 * `ON CONFLICT DO NOTHING` rather than by catching errors, so a refused insert leaves a
 * PostgreSQL transaction usable.
 */
import { ConflictError } from '../../core/errors.js'
import type {
  Change,
  Mode,
  NewWorkspace,
  StoredSnippet,
  Workspace,
  WorkspacePatch,
} from '../../core/model.js'
import type { SqlParameter } from '../../core/store.js'
import { changeColumns, toWorkspace, type WorkspaceRow } from './rows.js'
import type { SqlConnection } from './sql-connection.js'

const PATCH_COLUMNS: Record<keyof WorkspacePatch, string> = {
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

/**
 * Appends a change to the `changes` table (the feed watchers read).
 * @example await recordChange(db, { kind: 'workspace', workspaceId: 'w1' })
 */
export async function recordChange(db: SqlConnection, change: Change): Promise<void> {
  await db.run(
    'INSERT INTO changes (kind, workspace_id, mode, collection_path, item_id, at) VALUES (?, ?, ?, ?, ?, ?)',
    [...changeColumns(change), Date.now()],
  )
  db.onChange?.(change)
}

/** @example await getWorkspace(db, 'w1') */
export async function getWorkspace(db: SqlConnection, id: string): Promise<Workspace | null> {
  const row = await db.get<WorkspaceRow>('SELECT * FROM workspaces WHERE id = ?', [id])
  return row ? toWorkspace(row) : null
}

/** @example await listWorkspaces(db) */
export async function listWorkspaces(db: SqlConnection): Promise<Workspace[]> {
  const rows = await db.all<WorkspaceRow>('SELECT * FROM workspaces ORDER BY created_at, id')
  return rows.map(toWorkspace)
}

/** @example await findWorkspaceByApiKey(db, 'pk_live_…') // { workspace, mode: 'live' } */
export async function findWorkspaceByApiKey(
  db: SqlConnection,
  apiKey: string,
): Promise<{ workspace: Workspace; mode: Mode } | null> {
  const mode: Mode = apiKey.startsWith('pk_live_') ? 'live' : 'test'
  const column = mode === 'live' ? 'live_api_key' : 'api_key'
  const row = await db.get<WorkspaceRow>(`SELECT * FROM workspaces WHERE ${column} = ?`, [apiKey])
  return row ? { workspace: toWorkspace(row), mode } : null
}

/** @example await findWorkspaceBySecretKeyHash(db, sha256(secretKey)) */
export async function findWorkspaceBySecretKeyHash(
  db: SqlConnection,
  secretKeyHash: string,
): Promise<{ workspace: Workspace; mode: Mode } | null> {
  const test = await db.get<WorkspaceRow>('SELECT * FROM workspaces WHERE secret_key_hash = ?', [
    secretKeyHash,
  ])
  if (test) return { workspace: toWorkspace(test), mode: 'test' }
  const live = await db.get<WorkspaceRow>(
    'SELECT * FROM workspaces WHERE live_secret_key_hash = ?',
    [secretKeyHash],
  )
  return live ? { workspace: toWorkspace(live), mode: 'live' } : null
}

/** @example await insertWorkspace(db, newWorkspace) */
export async function insertWorkspace(
  db: SqlConnection,
  workspace: NewWorkspace,
): Promise<Workspace> {
  const now = Date.now()
  const { changes } = await db.run(
    `INSERT INTO workspaces (id, name, owner_email, origins, api_key, live_api_key, secret_key_hash,
       live_secret_key_hash, s_acc, s_acc_live, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    [
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
    ],
  )
  if (changes === 0) {
    throw new ConflictError(
      `A workspace with the id "${workspace.id}" or one of these keys exists already.`,
    )
  }
  await recordChange(db, { kind: 'workspace', workspaceId: workspace.id })
  const { secretKeyHash: _secret, liveSecretKeyHash: _liveSecret, ...rest } = workspace
  return { ...rest, createdAt: now, updatedAt: now }
}

/** @example await updateWorkspace(db, 'w1', { name: 'Shop' }) */
export async function updateWorkspace(
  db: SqlConnection,
  id: string,
  patch: WorkspacePatch,
): Promise<Workspace | null> {
  const sets: string[] = []
  const parameters: SqlParameter[] = []
  for (const key of Object.keys(PATCH_COLUMNS) as (keyof WorkspacePatch)[]) {
    const value = patch[key]
    if (value === undefined) continue
    sets.push(`${PATCH_COLUMNS[key]} = ?`)
    parameters.push(Array.isArray(value) ? JSON.stringify(value) : value)
  }
  sets.push('updated_at = ?')
  parameters.push(Date.now(), id)
  let changed: number
  try {
    // A new key may collide with another workspace's; only that is refused, not the transaction.
    changed = await db.guarded(
      async () =>
        (await db.run(`UPDATE workspaces SET ${sets.join(', ')} WHERE id = ?`, parameters)).changes,
    )
  } catch (error) {
    if (db.sqlDialect.isUniqueViolation(error)) {
      throw new ConflictError('Another workspace has this key already.', undefined, {
        cause: error,
      })
    }
    throw error
  }
  if (changed === 0) return null
  await recordChange(db, { kind: 'workspace', workspaceId: id })
  return getWorkspace(db, id)
}

/** @example await getSnippet(db, 'w1', 'login') */
export async function getSnippet(
  db: SqlConnection,
  workspaceId: string,
  snippetId: string,
): Promise<StoredSnippet | null> {
  const row = await db.get<{ body: string }>(
    'SELECT body FROM snippets WHERE workspace_id = ? AND id = ?',
    [workspaceId, snippetId],
  )
  return row ? (JSON.parse(row.body) as StoredSnippet) : null
}

/** @example await listSnippets(db, 'w1') */
export async function listSnippets(
  db: SqlConnection,
  workspaceId: string,
): Promise<StoredSnippet[]> {
  const rows = await db.all<{ body: string }>(
    'SELECT body FROM snippets WHERE workspace_id = ? ORDER BY id',
    [workspaceId],
  )
  return rows.map((row) => JSON.parse(row.body) as StoredSnippet)
}

/** Creates or replaces; the snippet's calls are counted apart and kept. */
export async function putSnippet(
  db: SqlConnection,
  workspaceId: string,
  snippet: StoredSnippet,
): Promise<void> {
  await db.run(
    `INSERT INTO snippets (workspace_id, id, type, body, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (workspace_id, id) DO UPDATE SET type = excluded.type, body = excluded.body,
       updated_at = excluded.updated_at`,
    [workspaceId, snippet.id, snippet.type, JSON.stringify(snippet), Date.now()],
  )
  await recordChange(db, { kind: 'snippet', workspaceId, snippetId: snippet.id })
}

/** @example await deleteSnippet(db, 'w1', 'login') // true */
export async function deleteSnippet(
  db: SqlConnection,
  workspaceId: string,
  snippetId: string,
): Promise<boolean> {
  const { changes } = await db.run('DELETE FROM snippets WHERE workspace_id = ? AND id = ?', [
    workspaceId,
    snippetId,
  ])
  if (changes > 0) await recordChange(db, { kind: 'snippet', workspaceId, snippetId })
  return changes > 0
}
