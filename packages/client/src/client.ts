/**
 * `createClient`: checks the options, then builds one client per server and key, whose snippet
 * configs are fetched once per page and shared by every call.
 */
import type { AuthResponse, SnippetConfig, SnippetConfigs } from '@snipwire/protocol'
import { add } from './add.js'
import { dynamicDisplay, staticDisplay } from './display.js'
import { fail, report } from './errors.js'
import type { SnipwireError } from './errors.js'
import { http } from './http.js'
import { login } from './login.js'
import { payment } from './payment.js'
import { createSession } from './session.js'
import { signUp } from './sign-up.js'
import { own } from './template/condition.js'
import type { Client, ClientOptions, Context, VariablesInput } from './types.js'
import type { Variables } from '@snipwire/protocol'

/** The script tag that loaded the client, read while it runs (afterwards it is null). */
export const script =
  typeof document == 'object' ? (document.currentScript as HTMLScriptElement) : null
const scriptOrigin = script?.src ? new URL(script.src).origin : undefined
const clients = new Map<string, Client>()
const MAX_BATCH = 50
/** Every behaviour takes `(context, snippetId, variables, target, extra)`. */
export const behaviours = { login, signUp, add, payment, staticDisplay, dynamicDisplay }
type Behaviour = (
  context: Context,
  snippetId: string,
  variables?: Variables,
  target?: EventTarget,
  extra?: unknown,
) => Promise<unknown>

/**
 * Turns `[{ name, value }]` or `{ name: value }` into the `{ name: value }` the server takes.
 * @example toVariables([{ name: 'room', value: 'lobby' }]) // { room: 'lobby' }
 */
export const toVariables = (variables: VariablesInput): Variables | undefined => {
  if (variables == null) return undefined
  if (Array.isArray(variables))
    return Object.fromEntries(
      (variables as { name: string; value: Variables[string] }[]).map((v) => [v.name, v.value]),
    )
  if (typeof variables == 'object') return variables as Variables
  throw new TypeError('The `variables` argument must be a list or an object')
}

/**
 * Creates the client for a workspace's publishable key.
 * @example
 * const client = createClient({ apiKey: 'pk_test_…' })
 * client.login('sign-in').then((user) => console.log('Welcome', user.email))
 */
export function createClient(options: ClientOptions): Client {
  const { apiKey, server: given } = options ?? {}
  // A missing key, a number, or a secret key pasted by mistake.
  if (!/^pk_(test|live)_\w+$/.test(apiKey))
    throw new TypeError(
      'The `apiKey` option must be a publishable key string: pk_test_… or pk_live_…',
    )
  let server = given ?? scriptOrigin ?? location.origin
  try {
    server = new URL(server).href.replace(/\/+$/, '')
  } catch {
    throw new TypeError('The `server` option must be an absolute URL')
  }
  const id = server + ' ' + apiKey
  const existing = clients.get(id)
  if (existing) return existing

  const session = createSession(apiKey)
  const configs = new Map<string, Promise<SnippetConfig>>()
  let batch: string[] | undefined
  let answer: Promise<SnippetConfigs>
  const refresh = (refreshToken: string) =>
    http<AuthResponse>(server, apiKey, '/v1/auth/refresh', { refreshToken })
  const context: Context = {
    key: apiKey,
    server,
    config(snippetId, type) {
      let config = configs.get(snippetId)
      if (!config) {
        if (!batch || batch.length == MAX_BATCH) {
          // Every config asked for while this script runs goes out in one GET (up to 50, as the
          // server takes): a browser opens at most six connections to a server, and separate GETs
          // would queue up the displays' reads.
          const ids: string[] = (batch = [])
          answer = Promise.resolve().then(() => {
            batch = undefined
            return http<SnippetConfigs>(
              server,
              apiKey,
              '/v1/snippets?ids=' + ids.map(encodeURIComponent).join(),
            )
          })
        }
        batch.push(snippetId)
        config = answer.then((all) => {
          if (own(all, snippetId)) return all[snippetId]!
          throw fail('snippet/not-found', 'notFound')
        })
        configs.set(snippetId, config)
        // A failed fetch is not cached: the next call tries again.
        config.catch(() => configs.delete(snippetId))
      }
      return config.then((value) => {
        if (value.type != type) throw fail('snippet/wrong-type', 'invalidConfiguration')
        return value
      })
    },
    async request(path, body, method) {
      const token = await session.token(refresh)
      try {
        return await http(server, apiKey, path, body, method, token)
      } catch (error) {
        // A token the server no longer takes (its keys changed, or this clock is off): refresh,
        // or sign out, and try once more.
        if (!token || (error as SnipwireError).code != 'auth/invalid-token') throw error
        return http(server, apiKey, path, body, method, await session.token(refresh, true))
      }
    },
    run: (snippetId, operation, body) =>
      context.request(`/v1/snippets/${encodeURIComponent(snippetId)}/${operation}`, body),
    signIn(response) {
      session.set(response)
      return response.user
    },
  }

  const client = {
    currentUser: session.user,
    async signOut() {
      const refreshToken = session.refreshToken()
      session.set(null)
      // Revoking is best effort: the user is signed out on this page whatever the network says.
      if (refreshToken)
        await http(server, apiKey, '/v1/auth/sign-out', { refreshToken }).catch(() => undefined)
    },
    onAuthChange: session.listen,
  } as Client & Record<string, unknown>
  // Every behaviour as a method `(snippetId, variables?, extra?)`; the no-code wiring also
  // passes the element to report to. Failures before a button is wired (and of one-time reads)
  // are reported here, once.
  for (const [name, behaviour] of Object.entries(behaviours))
    client[name] = (
      snippetId: string,
      variables?: VariablesInput,
      extra?: unknown,
      target?: EventTarget,
    ) =>
      (behaviour as Behaviour)(context, snippetId, toVariables(variables), target, extra).catch(
        (error: unknown) => {
          report(error, target ?? document)
          throw error
        },
      )
  clients.set(id, client)
  return client
}
