/**
 * The public HTTP API that publishable keys (`pk_test_…`, `pk_live_…`) may call.
 *
 * Every public route takes the key as the `key` query parameter, so the config GET and the
 * event stream stay simple requests (no CORS preflight, cacheable). A POST's JSON body may also be
 * sent as `text/plain`, which keeps it a simple request too: no preflight, so no extra round trip.
 * A signed-in end user sends `Authorization: Bearer <accessToken>`, or (so that the request stays
 * simple) `accessToken` in the body of any snippet or subscription POST (`Authenticated`); both at
 * once is a 400. Errors answer `{ error: { code, message } }` (4xx).
 */

import type { SnippetConfig } from './snippet.js'

export const API_PREFIX = '/v1'

/** `{server}` + these paths; `:snippetId` and `:streamId` are URL-encoded path parameters. */
export const ROUTES = {
  /** GET → `SnippetConfig`. `ETag` + short `Cache-Control`; `If-None-Match` → 304. */
  snippetConfig: '/v1/snippets/:snippetId',
  /**
   * GET `?ids=a,b,c` (besides `key`; at most 50 ids) → `SnippetConfigs`: several configs in one
   * request, ids without a snippet left out. `ETag` + short `Cache-Control`; `If-None-Match` → 304.
   */
  snippetConfigs: '/v1/snippets',
  /** POST `LoginRequest` → `AuthResponse`. */
  login: '/v1/snippets/:snippetId/login',
  /** POST `SignUpRequest` → `AuthResponse`. */
  signUp: '/v1/snippets/:snippetId/sign-up',
  /** POST `AddRequest` → `AddResponse`. */
  add: '/v1/snippets/:snippetId/add',
  /** POST `PaymentRequest` → `PaymentResponse`. */
  payment: '/v1/snippets/:snippetId/payment',
  /** POST `QueryRequest` → `QueryResult` (staticDisplay and dynamicDisplay snippets; one read). */
  query: '/v1/snippets/:snippetId/query',
  /** POST `RefreshRequest` → `AuthResponse` (the refresh token rotates). */
  refresh: '/v1/auth/refresh',
  /** POST `SignOutRequest` → 204 (revokes the refresh token). */
  signOut: '/v1/auth/sign-out',
  /** GET → `text/event-stream` of `RealtimeEvent`s; the first is `ready` with the stream id. */
  realtime: '/v1/realtime',
  /** POST `SubscribeRequest` → 204; the first snapshot follows on the stream. */
  subscribe: '/v1/realtime/:streamId/subscriptions',
  /** DELETE → 204. */
  unsubscribe: '/v1/realtime/:streamId/subscriptions/:subscriptionId',
} as const

/** Snippet configs by snippet id (the answer of `ROUTES.snippetConfigs`). */
export type SnippetConfigs = Record<string, SnippetConfig>

/** Caller variables, as `{ name: value }`. Values may not contain `/`; `uid` is reserved. */
export type Variables = Record<string, string | number | boolean>

/**
 * The signed-in end user's access token in a request body, in place of the `Authorization`
 * header. Routes that need no user (login, sign-up) accept and ignore it.
 */
export interface Authenticated {
  accessToken?: string
}

export interface LoginRequest extends Authenticated {
  email: string
  password: string
}

export interface SignUpRequest extends Authenticated {
  email: string
  password: string
  /** The values of the snippet's `fieldMappings`, by field; exactly those fields. */
  fields?: Record<string, string>
}

export interface AuthUser {
  uid: string
  email: string
}

export interface Session {
  accessToken: string
  refreshToken: string
  /** Access token expiry, milliseconds since the epoch. */
  expiresAt: number
}

export interface AuthResponse {
  user: AuthUser
  session: Session
}

export interface RefreshRequest {
  refreshToken: string
}

export interface SignOutRequest {
  refreshToken: string
}

export interface AddRequest extends Authenticated {
  variables?: Variables
  /** The values of the snippet's `fieldMappings`, by field; exactly those fields. */
  fields: Record<string, string>
}

export interface AddResponse {
  id: string
  /** The full document path, e.g. `rooms/lobby/messages/Xy12…`. */
  path: string
}

export interface PaymentRequest extends Authenticated {
  variables?: Variables
  /** The page the checkout returns to when cancelled (the test checkout's Cancel). */
  cancelUrl?: string
}

export interface PaymentResponse {
  paymentLink: string
}

export interface QueryRequest extends Authenticated {
  variables?: Variables
}

export interface DocumentSnapshot {
  id: string
  path: string
  data: Record<string, unknown>
}

/** A display result: a collection query's documents in order, or one document (null: none). */
export type QueryResult =
  | { kind: 'collection'; docs: DocumentSnapshot[] }
  | { kind: 'document'; doc: DocumentSnapshot | null }

export interface SubscribeRequest extends Authenticated {
  /** Chosen by the client, unique on its stream; snapshots carry it. */
  subscriptionId: string
  snippetId: string
  variables?: Variables
}

/** Events on the stream (`event:` name + JSON `data:`); `: ping` comments are heartbeats. */
export type RealtimeEvent =
  | { event: 'ready'; data: { streamId: string; heartbeatMs: number } }
  | { event: 'snapshot'; data: { subscriptionId: string; result: QueryResult } }
  | { event: 'error'; data: { subscriptionId: string; error: { code: string; message: string } } }

export type { SnippetConfig }
