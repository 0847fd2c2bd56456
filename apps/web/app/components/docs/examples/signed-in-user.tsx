/**
 * Who is signed in to the demo workspace, with a Sign out button: `client.onAuthChange` and
 * `client.signOut()` at work.
 */
import { loadClient } from '../../../lib/snipwire'
import { useWorkspaceUser } from '../../../toolkit/use-workspace-user'

/**
 * @example <SignedInUser />
 */
export function SignedInUser() {
  const user = useWorkspaceUser('demo')
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-400">
      <span>
        <code className="font-mono text-xs text-zinc-400">client.currentUser()</code>:{' '}
        <span data-testid="demo-user" className="text-zinc-200">
          {user ? user.email : 'nobody'}
        </span>
      </span>
      {user && (
        <button
          type="button"
          onClick={() => void loadClient('demo').then((client) => client.signOut())}
          className="rounded-md border border-line-strong px-2 py-0.5 text-xs font-medium text-zinc-200 hover:bg-white/[0.08]"
        >
          Sign out
        </button>
      )}
    </p>
  )
}
