/**
 * The login form, run by the house workspace's `login` snippet through the Snipwire client.
 * Element ids are the snippet's (`login-email`, `login-password`, `login-button`; plus
 * `login-remember`). The client gives the button the spec's states ('Signing In...', "You're
 * Done!", 'Try Again'); the page shows why an attempt failed and moves on to the dashboard
 * after a sign-in.
 */
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { announceSessionChange } from '../../lib/site-session'
import { houseSnippets } from '../../lib/snipwire'
import { useSnippetButton } from '../../toolkit/use-snippet-button'
import { DeadLink } from '../ui/dead-link'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'

/** How long "You're Done!" shows before the dashboard opens. */
export const signedInPause = 400

// The snippet's button does the work; the form itself must never submit (and reload).
function keepOnPage(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

/**
 * @example <LoginForm />
 */
export function LoginForm() {
  const navigate = useNavigate()
  const { failure } = useSnippetButton({
    workspace: 'house',
    buttonId: 'login-button',
    wire: (client) => client.login(houseSnippets.login),
    failureLabel: 'Try Again',
    onSuccess: () => {
      announceSessionChange()
      setTimeout(() => void navigate('/dashboard'), signedInPause)
    },
  })
  return (
    <form method="post" onSubmit={keepOnPage} className="space-y-5">
      <TextField
        id="login-email"
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        required
      />
      <TextField
        id="login-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="••••••••"
        required
        hint={
          <DeadLink className="cursor-default text-sm font-medium text-brand-300">
            Forgot password?
          </DeadLink>
        }
      />
      <div className="flex items-center gap-3">
        <input
          id="login-remember"
          name="remember"
          type="checkbox"
          className="size-4 rounded border-line-strong bg-zinc-900 accent-brand-500"
        />
        <label htmlFor="login-remember" className="text-sm text-zinc-300">
          Remember me
        </label>
      </div>
      {failure && <FormAlert>{failure.message}</FormAlert>}
      <Button
        id="login-button"
        type="submit"
        variant="primary"
        size="lg"
        className="w-full aria-busy:cursor-wait aria-busy:opacity-80"
      >
        Sign In
      </Button>
    </form>
  )
}
