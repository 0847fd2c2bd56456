/**
 * The login form. Element ids are stable: the Snipwire client wires them by id
 * (`login-email`, `login-password`, `login-remember`, `login-button`).
 */
import type { FormEvent } from 'react'
import { DeadLink } from '../ui/dead-link'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'

// What a sign-in does is wired by id from outside this page; the page itself only keeps the
// browser from submitting (and reloading) on its own.
function keepOnPage(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

/**
 * @example <LoginForm />
 */
export function LoginForm() {
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
      <Button id="login-button" type="submit" variant="primary" size="lg" className="w-full">
        Sign In
      </Button>
    </form>
  )
}
