/**
 * The end user's session for one publishable key: kept in `localStorage` (in memory where the
 * browser refuses storage), refreshed when less than 5 minutes remain, and in step with other
 * tabs through the `storage` event.
 */
import type { AuthResponse, AuthUser, Session } from '@snipwire/protocol'

/** Refresh once the access token has less than this left (the spec's freshness window). */
export const REFRESH_WINDOW_MS = 5 * 60 * 1000

const memory = new Map<string, string>()
let storageFailed = false

/**
 * Reads a stored value; falls back to memory for good once `localStorage` throws.
 * @example load('snipwire:pk_test_abc') // '{"user":…}' or null
 */
export const load = (key: string): string | null => {
  if (!storageFailed)
    try {
      return localStorage.getItem(key)
    } catch {
      storageFailed = true
    }
  return memory.get(key) ?? null
}

/**
 * Stores (or with `null` removes) a value, in memory when `localStorage` is unavailable.
 * @example save('snipwire:pk_test_abc', null) // signed out
 */
export const save = (key: string, value: string | null): void => {
  if (!storageFailed)
    try {
      if (value == null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
      return
    } catch {
      storageFailed = true
    }
  if (value == null) memory.delete(key)
  else memory.set(key, value)
}

export interface SessionStore {
  user: () => AuthUser | null
  set: (value: AuthResponse | null) => void
  /** The access token; refreshed first when less than 5 minutes remain, or when `force`d. */
  token: (
    refresh: (refreshToken: string) => Promise<AuthResponse>,
    force?: boolean,
  ) => Promise<string | undefined>
  refreshToken: () => string | undefined
  listen: (callback: (user: AuthUser | null) => void) => () => void
}

/**
 * The session of one publishable key.
 * @example const session = createSession('pk_test_abc'); session.user() // null until sign-in
 */
export function createSession(apiKey: string): SessionStore {
  const storageKey = 'snipwire:' + apiKey
  const listeners = new Set<(user: AuthUser | null) => void>()
  const read = (): AuthResponse | null => {
    try {
      return JSON.parse(load(storageKey) ?? 'null') as AuthResponse | null
    } catch {
      return null
    }
  }
  let current = read()
  let refreshing: Promise<string | undefined> | undefined

  const update = (next: AuthResponse | null) => {
    const changed = next?.user.uid !== current?.user.uid
    current = next
    if (changed) listeners.forEach((listener) => listener(next?.user ?? null))
  }
  const set = (next: AuthResponse | null) => {
    save(storageKey, next && JSON.stringify(next))
    update(next)
  }
  const fresh = (session: Session) => session.expiresAt - Date.now() > REFRESH_WINDOW_MS

  // Another tab signed in, out, or rotated the tokens.
  // (Any change: reading one key again costs less than telling keys apart.)
  addEventListener('storage', () => update(read()))

  return {
    user: () => current?.user ?? null,
    set,
    refreshToken: () => current?.session.refreshToken,
    listen(callback) {
      listeners.add(callback)
      callback(current?.user ?? null)
      return () => void listeners.delete(callback)
    },
    token(refresh, force) {
      // Storage first: another tab may have signed in or out, or rotated the tokens.
      update(read())
      const session = current?.session
      if (!session || (!force && fresh(session))) return Promise.resolve(session?.accessToken)
      return (refreshing ??= refresh(session.refreshToken)
        .then(
          (next) => {
            set(next)
            return next.session.accessToken
          },
          (error: { code?: string }) => {
            const latest = read()
            // Another tab refreshed first (the refresh token rotates) or signed out meanwhile.
            if (latest?.session.refreshToken != session.refreshToken) {
              update(latest)
              return latest?.session.accessToken
            }
            if (error.code?.startsWith('auth/')) {
              set(null)
              return undefined
            }
            // Offline: keep the session, and its token while it is still valid.
            return session.expiresAt > Date.now() ? session.accessToken : undefined
          },
        )
        .finally(() => (refreshing = undefined)))
    },
  }
}
