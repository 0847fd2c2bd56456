/**
 * The signed-in end user of one of the site's workspaces, as the client reports it (`null` until
 * the client has loaded, and for nobody), kept in step with sign-in and sign-out in every tab.
 */
import type { AuthUser } from '@snipwire/client'
import { useEffect, useState } from 'react'
import { loadClient, type SiteWorkspace } from '../lib/snipwire'

/**
 * @example const user = useWorkspaceUser('demo') // { uid, email } or null
 */
export function useWorkspaceUser(workspace: SiteWorkspace): AuthUser | null {
  const [user, setUser] = useState<AuthUser | null>(null)
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let mounted = true
    loadClient(workspace).then(
      (client) => {
        if (mounted) unsubscribe = client.onAuthChange(setUser)
      },
      // Without the client (the server is down) nobody is signed in here.
      () => undefined,
    )
    return () => {
      mounted = false
      unsubscribe?.()
    }
  }, [workspace])
  return user
}
