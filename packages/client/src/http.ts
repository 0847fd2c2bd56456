/**
 * The client's only door to the network: JSON over `fetch`, the publishable key as `?key=` on
 * every route, the access token on signed-in calls, and server errors turned into
 * `SnipwireError`s that carry the spec's messages.
 */
import { CLIENT_MESSAGES } from '@snipwire/protocol'
import type { ErrorBody } from '@snipwire/protocol'
import { SnipwireError } from './errors.js'
import type { SnipwireErrorCode } from './errors.js'

// Server codes whose spec message differs from what a server would say in its own words.
const SPEC_MESSAGES: Record<string, string> = {
  'snippet/not-found': CLIENT_MESSAGES.notFound,
  'snippet/invalid-configuration': CLIENT_MESSAGES.invalidConfiguration,
}

/**
 * Sends one request and resolves the JSON answer (`undefined` for 204). A body goes as JSON with
 * the access token in it, if there is one.
 * @example await http('https://sw.example', 'pk_test_…', '/v1/snippets/chat/query', { variables: {} })
 */
export async function http<T>(
  server: string,
  key: string,
  path: string,
  body?: object,
  method = body ? 'POST' : 'GET',
  token?: string,
): Promise<T> {
  let response: Response
  try {
    // No header at all: a string body goes as text/plain and the token rides in the body, so
    // every GET and POST is a CORS simple request — no preflight, no extra round trip.
    response = await fetch(
      server + path + (path.includes('?') ? '&' : '?') + 'key=' + encodeURIComponent(key),
      {
        method,
        body: body ? JSON.stringify(token ? { ...body, accessToken: token } : body) : null,
      },
    )
  } catch (cause) {
    throw new SnipwireError('network/request-failed', `Could not reach ${server}.`, cause)
  }
  const json = (await response.json().catch(() => undefined)) as unknown
  if (response.ok) return json as T
  throw serverError(
    (json as Partial<ErrorBody> | undefined)?.error,
    `The server answered ${response.status}.`,
  )
}

/**
 * The `SnipwireError` for a server's `{ code, message }`, with the spec's message where the
 * spec has one; `fallback` when the answer carried no error body.
 * @example serverError({ code: 'snippet/not-found', message: 'Unknown key.' }, '') // the spec's message
 */
export const serverError = (
  error: ErrorBody['error'] | undefined,
  fallback: string,
): SnipwireError =>
  new SnipwireError(
    (error?.code ?? 'internal') as SnipwireErrorCode,
    SPEC_MESSAGES[error?.code ?? ''] ?? error?.message ?? fallback,
    error,
  )
