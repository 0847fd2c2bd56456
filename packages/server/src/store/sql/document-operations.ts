/**
 * Documents and queries over them. The statements are the same on both stores; the `data`
 * column is JSON text on SQLite and JSONB on PostgreSQL, and each dialect compiles queries for
 * its own JSON functions (`sqlite/query-sql.ts`, `postgres/query-sql.ts`).
 */
import { ConflictError } from '../../core/errors.js'
import type { DocumentRecord, JsonValue, Query, QueryRecords, Scope } from '../../core/model.js'
import { documentRecord } from './rows.js'
import type { SqlConnection } from './sql-connection.js'
import { recordChange } from './workspace-operations.js'

/** @example await getDocument(db, scope, 'rooms', 'lobby') */
export async function getDocument(
  db: SqlConnection,
  scope: Scope,
  collectionPath: string,
  id: string,
): Promise<DocumentRecord | null> {
  const row = await db.get<{ data: unknown }>(
    'SELECT data FROM documents WHERE workspace_id = ? AND mode = ? AND collection_path = ? AND id = ?',
    [scope.workspaceId, scope.mode, collectionPath, id],
  )
  return row ? documentRecord(collectionPath, id, db.sqlDialect.documentJson(row.data)) : null
}

/** @example await runQuery(db, scope, { kind: 'document', collectionPath: 'rooms', id: 'a' }) */
export async function runQuery(
  db: SqlConnection,
  scope: Scope,
  query: Query,
): Promise<QueryRecords> {
  const { sqlDialect } = db
  const compiled = sqlDialect.compileQuery(query, scope.workspaceId, scope.mode)
  const rows = await db.all<{ id: string; data: unknown }>(compiled.sql, compiled.parameters)
  const record = (row: { id: string; data: unknown }) =>
    documentRecord(query.collectionPath, row.id, sqlDialect.documentJson(row.data))
  if (query.kind === 'document') {
    const row = rows[0]
    return { kind: 'document', doc: row ? record(row) : null }
  }
  return { kind: 'collection', docs: rows.map(record) }
}

/** Refuses (`ConflictError`) a document id that exists. */
export async function insertDocument(
  db: SqlConnection,
  scope: Scope,
  collectionPath: string,
  id: string,
  data: Record<string, JsonValue>,
): Promise<DocumentRecord> {
  const json = JSON.stringify(data)
  const now = Date.now()
  const { changes } = await db.run(
    `INSERT INTO documents (workspace_id, mode, collection_path, id, data, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    [scope.workspaceId, scope.mode, collectionPath, id, json, now, now],
  )
  if (changes === 0) {
    throw new ConflictError(`A document exists already at ${collectionPath}/${id}.`)
  }
  await recordChange(db, { kind: 'document', ...scope, collectionPath, id })
  return documentRecord(collectionPath, id, json)
}

/** Creates or replaces. */
export async function setDocument(
  db: SqlConnection,
  scope: Scope,
  collectionPath: string,
  id: string,
  data: Record<string, JsonValue>,
): Promise<DocumentRecord> {
  const json = JSON.stringify(data)
  const now = Date.now()
  await db.run(
    `INSERT INTO documents (workspace_id, mode, collection_path, id, data, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (workspace_id, mode, collection_path, id) DO UPDATE SET data = excluded.data,
       updated_at = excluded.updated_at`,
    [scope.workspaceId, scope.mode, collectionPath, id, json, now, now],
  )
  await recordChange(db, { kind: 'document', ...scope, collectionPath, id })
  return documentRecord(collectionPath, id, json)
}

/** @example await deleteDocument(db, scope, 'rooms', 'lobby') // true */
export async function deleteDocument(
  db: SqlConnection,
  scope: Scope,
  collectionPath: string,
  id: string,
): Promise<boolean> {
  const { changes } = await db.run(
    'DELETE FROM documents WHERE workspace_id = ? AND mode = ? AND collection_path = ? AND id = ?',
    [scope.workspaceId, scope.mode, collectionPath, id],
  )
  if (changes > 0) await recordChange(db, { kind: 'document', ...scope, collectionPath, id })
  return changes > 0
}
