/**
 * The checks every snippet operation starts with: the snippet exists in the key's workspace,
 * has the type the operation needs, and (with `requireAuth`) the caller is signed in.
 */
import { ERROR_CODES, type AuthUser, type SnippetType } from '@snipwire/protocol'
import type { KeyEntry, SnippetEntry } from './catalog.js'
import type { CoreContext } from './context.js'
import { AuthenticationError, InvalidRequestError, NotFoundError } from './errors.js'
import type { Scope } from './model.js'

/** A snippet about to run: who calls (key, user) and what. */
export interface SnippetCall {
  key: KeyEntry
  entry: SnippetEntry
  user: AuthUser | null
  scope: Scope
}

const ACTION: Record<SnippetType, string> = {
  login: 'sign users in',
  signUp: 'sign users up',
  add: 'add documents',
  payment: 'start checkouts',
  staticDisplay: 'show data',
  dynamicDisplay: 'show data',
}

/**
 * Loads and checks the snippet for an operation that needs one of `types`.
 * @example const call = await loadSnippetCall(context, key, 'chat-add', ['add'], user)
 */
export async function loadSnippetCall(
  context: CoreContext,
  key: KeyEntry,
  snippetId: string,
  types: readonly SnippetType[],
  user: AuthUser | null,
): Promise<SnippetCall> {
  const entry = await context.catalog.getSnippet(key.workspace.id, snippetId)
  if (!entry) throw new NotFoundError()
  const { type } = entry.snippet
  if (!types.includes(type)) {
    throw new InvalidRequestError(
      `The snippet "${snippetId}" is a ${type} snippet: it can only ${ACTION[type]}.`,
      ERROR_CODES.snippetWrongType,
    )
  }
  if (entry.snippet.requireAuth === true && user === null) {
    throw new AuthenticationError(
      ERROR_CODES.unauthenticated,
      'Sign in first: this snippet is only for signed-in users.',
    )
  }
  return { key, entry, user, scope: { workspaceId: key.workspace.id, mode: key.mode } }
}
