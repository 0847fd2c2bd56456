/**
 * Whether the visitor is signed in to the website (the house workspace), for the top bar and the
 * dashboard, without loading the client: `@snipwire/client` keeps the session of a publishable
 * key in `localStorage` under `snipwire:<key>` (`{ user, session }`), and tells other tabs through
 * the `storage` event. Prerendered HTML and hydration always show the signed-out state; the real
 * one is read right after. Signing out is the `/logout` page's work, so no page loads the client
 * just to show the top bar.
 */
import { useMemo, useSyncExternalStore } from 'react'

export interface SiteUser {
  uid: string
  email: string
}

/** Fired on the window when this tab signs in or out (`storage` only reaches other tabs). */
const sessionChangeEvent = 'snipwire-site:session'

/** Where the client keeps the website's session (the house workspace's key, site-env.ts). */
export const siteSessionKey = `snipwire:${__SITE_HOUSE_KEY__}`

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(sessionChangeEvent, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(sessionChangeEvent, onChange)
  }
}

function readStoredSession(): string | null {
  try {
    return localStorage.getItem(siteSessionKey)
  } catch {
    // Storage refused (private mode, policies): the client keeps the session in memory then.
    return null
  }
}

/**
 * The user of a stored session, or `null` for none or anything unreadable.
 * @example parseSiteUser('{"user":{"uid":"u1","email":"ada@example.com"},"session":{}}') // { uid: 'u1', … }
 */
export function parseSiteUser(stored: string | null): SiteUser | null {
  if (!stored) return null
  try {
    const { user } = JSON.parse(stored) as { user?: Partial<SiteUser> }
    if (typeof user?.uid === 'string' && typeof user.email === 'string') {
      return { uid: user.uid, email: user.email }
    }
  } catch {
    // Not JSON: treated as signed out, as the client does.
  }
  return null
}

/**
 * The signed-in user of the website, or `null`: `null` in prerendered HTML and while hydrating,
 * then the stored session, kept in step with sign-in and sign-out in this and other tabs.
 * @example const user = useSiteUser(); return user ? <SignOutButton /> : <Link to="/login">Login</Link>
 */
export function useSiteUser(): SiteUser | null {
  const stored = useSyncExternalStore(subscribe, readStoredSession, () => null)
  return useMemo(() => parseSiteUser(stored), [stored])
}

/**
 * Tells this tab's components that the session changed (after a sign-in or sign-out here).
 * @example client.login('login').then(() => announceSessionChange())
 */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(sessionChangeEvent))
}
