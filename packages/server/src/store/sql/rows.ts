/**
 * The rows of the core tables as both SQL stores read them, and their domain records. Numbers
 * arrive as numbers from both (the PostgreSQL connection parses BIGINT).
 */
import type {
  Change,
  DocumentRecord,
  Mode,
  RefreshTokenRecord,
  Usage,
  UsageReport,
  User,
  Workspace,
} from '../../core/model.js'

export interface WorkspaceRow {
  id: string
  name: string
  owner_email: string | null
  origins: string
  api_key: string
  live_api_key: string
  s_acc: string | null
  s_acc_live: string | null
  created_at: number
  updated_at: number
}

export interface UserRow {
  id: string
  workspace_id: string
  mode: Mode
  email: string
  password_hash: string
  created_at: number
}

export interface RefreshTokenRow {
  token_hash: string
  family: string
  user_id: string
  workspace_id: string
  mode: Mode
  created_at: number
  expires_at: number
  used_at: number | null
  revoked_at: number | null
}

export interface UsageRow {
  mode: Mode
  current_auth: number
  current_writes: number
  current_reads: number
}

export interface SnippetCallsRow {
  snippet_id: string
  mode: Mode
  calls: number
}

export interface ChangeRow {
  seq: number
  kind: Change['kind']
  workspace_id: string
  mode: Mode | null
  collection_path: string | null
  item_id: string | null
}

/** The columns of `ChangeRow`, for SELECTs on `changes`. */
export const CHANGE_COLUMNS = 'seq, kind, workspace_id, mode, collection_path, item_id'

/**
 * @example toWorkspace(row).origins // ['https://shop.example']
 */
export function toWorkspace(row: WorkspaceRow): Workspace {
  return {
    id: row.id,
    name: row.name,
    ownerEmail: row.owner_email,
    origins: JSON.parse(row.origins) as string[],
    apiKey: row.api_key,
    liveApiKey: row.live_api_key,
    sAcc: row.s_acc,
    sAccLive: row.s_acc_live,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/**
 * @example toUser(row).passwordHash // '$argon2id$…'
 */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    mode: row.mode,
    email: row.email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
  }
}

/**
 * @example toRefreshToken(row).usedAt // null
 */
export function toRefreshToken(row: RefreshTokenRow): RefreshTokenRecord {
  return {
    tokenHash: row.token_hash,
    family: row.family,
    userId: row.user_id,
    workspaceId: row.workspace_id,
    mode: row.mode,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    revokedAt: row.revoked_at,
  }
}

/**
 * @example toChange({ seq: 1, kind: 'workspace', workspace_id: 'w1', mode: null, collection_path: null, item_id: null })
 */
export function toChange(row: ChangeRow): Change {
  if (row.kind === 'document') {
    return {
      kind: 'document',
      workspaceId: row.workspace_id,
      mode: row.mode ?? 'test',
      collectionPath: row.collection_path ?? '',
      id: row.item_id ?? '',
    }
  }
  if (row.kind === 'snippet') {
    return { kind: 'snippet', workspaceId: row.workspace_id, snippetId: row.item_id ?? '' }
  }
  return { kind: 'workspace', workspaceId: row.workspace_id }
}

/**
 * The columns a change is stored with: `[kind, workspace_id, mode, collection_path, item_id]`.
 * @example changeColumns({ kind: 'snippet', workspaceId: 'w1', snippetId: 's1' }) // ['snippet', 'w1', null, null, 's1']
 */
export function changeColumns(
  change: Change,
): [Change['kind'], string, Mode | null, string | null, string | null] {
  switch (change.kind) {
    case 'document':
      return ['document', change.workspaceId, change.mode, change.collectionPath, change.id]
    case 'snippet':
      return ['snippet', change.workspaceId, null, null, change.snippetId]
    case 'workspace':
      return ['workspace', change.workspaceId, null, null, null]
  }
}

/**
 * @example documentRecord('rooms', 'a', '{}') // { id: 'a', path: 'rooms/a', json: '{}' }
 */
export function documentRecord(collectionPath: string, id: string, json: string): DocumentRecord {
  return { id, path: `${collectionPath}/${id}`, json }
}

function emptyUsage(): Usage {
  return { currentAuth: 0, currentWrites: 0, currentReads: 0 }
}

/**
 * A workspace's usage report from its `usage` and `snippet_calls` rows; modes without a row
 * count zero.
 * @example toUsageReport([], []) // { test: { currentAuth: 0, … }, live: { … }, snippets: {} }
 */
export function toUsageReport(usage: UsageRow[], calls: SnippetCallsRow[]): UsageReport {
  const report: UsageReport = { test: emptyUsage(), live: emptyUsage(), snippets: {} }
  for (const row of usage) {
    report[row.mode] = {
      currentAuth: row.current_auth,
      currentWrites: row.current_writes,
      currentReads: row.current_reads,
    }
  }
  for (const row of calls) {
    const entry = (report.snippets[row.snippet_id] ??= { test: 0, live: 0 })
    entry[row.mode] = row.calls
  }
  return report
}
