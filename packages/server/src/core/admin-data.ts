/**
 * Documents as the workspace owner manages them from the CLI: by full path, in either mode,
 * with any JSON object as data. Every write reaches live subscribers like a page's add.
 */
import { timeOrderedId } from '../lib/ids.js'
import { ConfigurationError, NotFoundError } from './errors.js'
import type { DocumentRecord, JsonValue, QueryRecords, Scope } from './model.js'
import type { Store } from './store.js'
import { MAX_QUERY_LIMIT } from './snippets.js'
import { loadWorkspace } from './workspaces.js'

const MAX_DOCUMENT_BYTES = 1024 * 1024

function segments(path: string): string[] {
  const parts = path.replace(/^\/+|\/+$/g, '').split('/')
  if (parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new ConfigurationError(
      `"${path}" is not a path: use names separated by "/", such as rooms/lobby/messages.`,
    )
  }
  return parts
}

/**
 * A collection path (odd number of segments), normalised.
 * @example parseCollectionPath('/rooms/lobby/messages') // 'rooms/lobby/messages'
 */
export function parseCollectionPath(path: string): string {
  const parts = segments(path)
  if (parts.length % 2 === 0) {
    throw new ConfigurationError(
      `"${path}" names a document; give a collection path (collection/document/…/collection).`,
    )
  }
  return parts.join('/')
}

/**
 * A document path (even number of segments), split into its collection and id.
 * @example parseDocumentPath('rooms/lobby') // { collectionPath: 'rooms', id: 'lobby' }
 */
export function parseDocumentPath(path: string): { collectionPath: string; id: string } {
  const parts = segments(path)
  if (parts.length % 2 === 1) {
    throw new ConfigurationError(
      `"${path}" names a collection; give a document path (collection/document).`,
    )
  }
  const id = parts.pop()!
  return { collectionPath: parts.join('/'), id }
}

/**
 * Checks that a value is a JSON object a document can hold.
 * @example documentData({ text: 'hi' }) // { text: 'hi' }
 */
export function documentData(value: unknown): Record<string, JsonValue> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigurationError('A document must be a JSON object, such as {"text": "hello"}.')
  }
  if (JSON.stringify(value).length > MAX_DOCUMENT_BYTES) {
    throw new ConfigurationError(`A document may hold at most ${MAX_DOCUMENT_BYTES} bytes of JSON.`)
  }
  return value as Record<string, JsonValue>
}

/**
 * Adds a document with a new id to a collection.
 * @example await adminAddDocument(store, { workspaceId: 'w1', mode: 'test' }, 'rooms', { name: 'Lobby' })
 */
export async function adminAddDocument(
  store: Store,
  scope: Scope,
  collectionPath: string,
  data: unknown,
): Promise<DocumentRecord> {
  await loadWorkspace(store, scope.workspaceId)
  const path = parseCollectionPath(collectionPath)
  const checked = documentData(data)
  return store.transaction((tx) => tx.insertDocument(scope, path, timeOrderedId(), checked))
}

/**
 * Creates or replaces the document at a path.
 * @example await adminSetDocument(store, scope, 'rooms/lobby', { name: 'Lobby' })
 */
export async function adminSetDocument(
  store: Store,
  scope: Scope,
  documentPath: string,
  data: unknown,
): Promise<DocumentRecord> {
  await loadWorkspace(store, scope.workspaceId)
  const { collectionPath, id } = parseDocumentPath(documentPath)
  const checked = documentData(data)
  return store.transaction((tx) => tx.setDocument(scope, collectionPath, id, checked))
}

/**
 * The document at a path; a 404 naming the path when there is none.
 * @example await adminGetDocument(store, scope, 'rooms/lobby')
 */
export async function adminGetDocument(
  store: Store,
  scope: Scope,
  documentPath: string,
): Promise<DocumentRecord> {
  await loadWorkspace(store, scope.workspaceId)
  const { collectionPath, id } = parseDocumentPath(documentPath)
  const record = await store.getDocument(scope, collectionPath, id)
  if (!record)
    throw new NotFoundError(`No document at ${collectionPath}/${id} (${scope.mode} mode).`)
  return record
}

/**
 * The documents of a collection in id order (creation order for added documents).
 * @example await adminListDocuments(store, scope, 'rooms', 100)
 */
export async function adminListDocuments(
  store: Store,
  scope: Scope,
  collectionPath: string,
  limit: number,
): Promise<DocumentRecord[]> {
  await loadWorkspace(store, scope.workspaceId)
  const path = parseCollectionPath(collectionPath)
  const records: QueryRecords = await store.runQuery(scope, {
    kind: 'collection',
    collectionPath: path,
    where: [],
    orderBy: [],
    limit: Math.min(Math.max(1, limit), MAX_QUERY_LIMIT),
  })
  return records.kind === 'collection' ? records.docs : []
}

/**
 * Deletes the document at a path; false when there was none.
 * @example await adminDeleteDocument(store, scope, 'rooms/lobby') // true
 */
export async function adminDeleteDocument(
  store: Store,
  scope: Scope,
  documentPath: string,
): Promise<boolean> {
  await loadWorkspace(store, scope.workspaceId)
  const { collectionPath, id } = parseDocumentPath(documentPath)
  return store.transaction((tx) => tx.deleteDocument(scope, collectionPath, id))
}
