/**
 * What happened when a snippet ran, for the owner's notifications. The hook runs inside the
 * operation's transaction, so an outbox row written there commits together with the operation.
 */
import type { JsonValue, Mode, Workspace } from './model.js'
import type { Transaction } from './store.js'

export type SnippetEventKind = 'login' | 'signUp' | 'add'

/**
 * Carries every field of the spec's notification payload (section 3): `sAcc` and `sAccLive`
 * (on `workspace`), `apiKey`, `snippetId`, `workspaceId` (`workspace.id`), `userId` and `email`
 * (on `user`), `metadata` and `processedVariables`.
 */
export interface SnippetEvent {
  kind: SnippetEventKind
  workspace: Workspace
  mode: Mode
  /** The publishable key the page used. */
  apiKey: string
  snippetId: string
  /** The signed-in (or just signed-up) user; null for an anonymous add. */
  user: { uid: string; email: string } | null
  /** The fields written (add: the document; sign-up: the mapped fields), by field. */
  metadata: Record<string, JsonValue>
  /** The caller's variables as used, `uid` included when signed in. */
  processedVariables: Record<string, string>
  /** The document an add created. */
  document: { id: string; path: string } | null
  /** Milliseconds since the epoch. */
  at: number
}

/**
 * Called inside the transaction of every login, sign-up and add. Throwing rolls the operation
 * back, so keep it to writes in `tx` (e.g. an outbox row) and deliver later.
 */
export type NotifyHook = (tx: Transaction, event: SnippetEvent) => Promise<void>
