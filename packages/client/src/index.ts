/**
 * @snipwire/client — the browser library a web developer pastes into a page: named snippets,
 * configured on the Snipwire server, wire page elements to login, sign-up, adding a document,
 * static or live display and checkout. Zero runtime dependencies.
 */
export { createClient } from './client.js'
export { SnipwireError } from './errors.js'
export type { ClientErrorCode, SnipwireErrorCode } from './errors.js'
export type {
  AddResponse,
  AuthUser,
  Client,
  ClientOptions,
  DocumentData,
  Variables,
  VariablesInput,
} from './types.js'
