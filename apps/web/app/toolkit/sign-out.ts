/**
 * Signing out of the website: through the client, which forgets the session in every tab and
 * revokes it on the server (best effort).
 */
import { announceSessionChange, siteSessionKey } from '../lib/site-session'
import { loadClient } from '../lib/snipwire'

/**
 * Signs the visitor out. When the client cannot even be loaded (the server is down), the stored
 * session is dropped here, so signing out always works.
 * @example await signOutOfSite(); navigate('/')
 */
export async function signOutOfSite(): Promise<void> {
  try {
    const client = await loadClient('house')
    await client.signOut()
  } catch {
    try {
      localStorage.removeItem(siteSessionKey)
    } catch {
      // Storage refused: the client kept the session in memory, gone with the page.
    }
  }
  announceSessionChange()
}
