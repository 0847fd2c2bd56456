/** The public types of the client, and the context its behaviours share. */
import type {
  AddResponse,
  AuthResponse,
  AuthUser,
  SnippetConfig,
  SnippetType,
  Variables,
} from '@snipwire/protocol'
import type { Stream } from './realtime.js'

export type { AddResponse, AuthUser, Variables }

/** Variables as the spec lists them (`[{ name, value }]`) or as a plain object. */
export type VariablesInput =
  Variables | readonly { name: string; value: string | number | boolean }[] | undefined

/** A document's fields, as stored. */
export type DocumentData = Record<string, unknown>

export interface ClientOptions {
  /** The workspace's publishable key, `pk_test_…` or `pk_live_…`. */
  apiKey: string
  /** The Snipwire server; defaults to the origin the script was loaded from. */
  server?: string
}

export interface Client {
  /** Wires the snippet's button; resolves the user when the first attempt signs in. */
  login(snippetId: string): Promise<AuthUser>
  /** Wires the snippet's button; resolves the user when the first attempt signs up. */
  signUp(snippetId: string): Promise<AuthUser>
  /** Wires the snippet's button; resolves the new document's `{ id, path }`. */
  add(snippetId: string, variables?: VariablesInput): Promise<AddResponse>
  /**
   * Starts the checkout at once, or on each click of the snippet's button when `withButton`;
   * resolves the payment link, which the browser then opens.
   */
  payment(snippetId: string, variables?: VariablesInput, withButton?: boolean): Promise<string>
  /** Fills the mapped elements from one document; live when the snippet says so. */
  staticDisplay(
    snippetId: string,
    variables?: VariablesInput,
    onUpdate?: (data: DocumentData) => void,
  ): Promise<{ data: DocumentData; unsubscribe: () => void }>
  /** Renders one template item per document into the container; live when the snippet says so. */
  dynamicDisplay(
    snippetId: string,
    variables?: VariablesInput,
    onUpdate?: (data: DocumentData[]) => void,
  ): Promise<{ unsubscribe: () => void }>
  /** The signed-in end user of this workspace and mode, or `null`. */
  currentUser(): AuthUser | null
  /** Signs out here and in every other tab of the page's origin. */
  signOut(): Promise<void>
  /** Calls `callback` now and on every sign-in or sign-out (in any tab); returns its unsubscribe. */
  onAuthChange(callback: (user: AuthUser | null) => void): () => void
}

/** What every behaviour receives: the key, the server, the shared config cache, HTTP, session. */
export interface Context {
  key: string
  server: string
  /** The snippet's public config, fetched once per page; rejects unless it is of `type`. */
  config(snippetId: string, type: SnippetType): Promise<SnippetConfig>
  /** JSON over HTTP; a body makes it a POST. Signed-in calls carry the access token. */
  request<T>(path: string, body?: object, method?: string): Promise<T>
  /** POSTs a snippet operation: `/v1/snippets/:snippetId/<operation>`. */
  run<T>(snippetId: string, operation: string, body: object): Promise<T>
  /** Stores a session from a sign-in or sign-up and returns its user. */
  signIn(response: AuthResponse): AuthUser
  /** The page's shared event stream, while a live display runs. */
  stream?: Stream | undefined
}
