/**
 * The `Transaction` interface (reads and writes) on one SQL connection, for both stores: each
 * method is one of the area functions beside this file. A store uses one instance on its
 * read connection(s) for reads and one on its writer inside transactions.
 */
import type {
  DocumentRecord,
  JsonValue,
  Mode,
  NewWorkspace,
  Query,
  QueryRecords,
  RefreshTokenRecord,
  Scope,
  StoredSnippet,
  Usage,
  UsageReport,
  User,
  Workspace,
  WorkspacePatch,
} from '../../core/model.js'
import type { SqlExecutor, Transaction } from '../../core/store.js'
import * as documents from './document-operations.js'
import * as identity from './identity-operations.js'
import type { SqlConnection } from './sql-connection.js'
import * as usage from './usage-operations.js'
import * as workspaces from './workspace-operations.js'

export class SqlOperations implements Transaction {
  readonly #db: SqlConnection
  /** The raw executor (for other areas' tables), on the same connection. */
  readonly sql: SqlExecutor

  constructor(db: SqlConnection) {
    this.#db = db
    this.sql = db
  }

  getWorkspace(id: string): Promise<Workspace | null> {
    return workspaces.getWorkspace(this.#db, id)
  }

  listWorkspaces(): Promise<Workspace[]> {
    return workspaces.listWorkspaces(this.#db)
  }

  findWorkspaceByApiKey(apiKey: string): Promise<{ workspace: Workspace; mode: Mode } | null> {
    return workspaces.findWorkspaceByApiKey(this.#db, apiKey)
  }

  findWorkspaceBySecretKeyHash(
    secretKeyHash: string,
  ): Promise<{ workspace: Workspace; mode: Mode } | null> {
    return workspaces.findWorkspaceBySecretKeyHash(this.#db, secretKeyHash)
  }

  insertWorkspace(workspace: NewWorkspace): Promise<Workspace> {
    return workspaces.insertWorkspace(this.#db, workspace)
  }

  updateWorkspace(id: string, patch: WorkspacePatch): Promise<Workspace | null> {
    return workspaces.updateWorkspace(this.#db, id, patch)
  }

  getSnippet(workspaceId: string, snippetId: string): Promise<StoredSnippet | null> {
    return workspaces.getSnippet(this.#db, workspaceId, snippetId)
  }

  listSnippets(workspaceId: string): Promise<StoredSnippet[]> {
    return workspaces.listSnippets(this.#db, workspaceId)
  }

  putSnippet(workspaceId: string, snippet: StoredSnippet): Promise<void> {
    return workspaces.putSnippet(this.#db, workspaceId, snippet)
  }

  deleteSnippet(workspaceId: string, snippetId: string): Promise<boolean> {
    return workspaces.deleteSnippet(this.#db, workspaceId, snippetId)
  }

  getDocument(scope: Scope, collectionPath: string, id: string): Promise<DocumentRecord | null> {
    return documents.getDocument(this.#db, scope, collectionPath, id)
  }

  runQuery(scope: Scope, query: Query): Promise<QueryRecords> {
    return documents.runQuery(this.#db, scope, query)
  }

  insertDocument(
    scope: Scope,
    collectionPath: string,
    id: string,
    data: Record<string, JsonValue>,
  ): Promise<DocumentRecord> {
    return documents.insertDocument(this.#db, scope, collectionPath, id, data)
  }

  setDocument(
    scope: Scope,
    collectionPath: string,
    id: string,
    data: Record<string, JsonValue>,
  ): Promise<DocumentRecord> {
    return documents.setDocument(this.#db, scope, collectionPath, id, data)
  }

  deleteDocument(scope: Scope, collectionPath: string, id: string): Promise<boolean> {
    return documents.deleteDocument(this.#db, scope, collectionPath, id)
  }

  findUserByEmail(scope: Scope, email: string): Promise<User | null> {
    return identity.findUserByEmail(this.#db, scope, email)
  }

  getUser(scope: Scope, userId: string): Promise<User | null> {
    return identity.getUser(this.#db, scope, userId)
  }

  insertUser(user: User): Promise<void> {
    return identity.insertUser(this.#db, user)
  }

  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    return identity.findRefreshToken(this.#db, tokenHash)
  }

  insertRefreshToken(token: RefreshTokenRecord): Promise<void> {
    return identity.insertRefreshToken(this.#db, token)
  }

  markRefreshTokenUsed(tokenHash: string, at: number): Promise<boolean> {
    return identity.markRefreshTokenUsed(this.#db, tokenHash, at)
  }

  revokeRefreshTokenFamily(family: string, at: number): Promise<void> {
    return identity.revokeRefreshTokenFamily(this.#db, family, at)
  }

  getUsage(workspaceId: string): Promise<UsageReport> {
    return usage.getUsage(this.#db, workspaceId)
  }

  incrementUsage(scope: Scope, delta: Partial<Usage>): Promise<void> {
    return usage.incrementUsage(this.#db, scope, delta)
  }

  incrementSnippetCalls(scope: Scope, snippetId: string, by: number): Promise<void> {
    return usage.incrementSnippetCalls(this.#db, scope, snippetId, by)
  }
}
