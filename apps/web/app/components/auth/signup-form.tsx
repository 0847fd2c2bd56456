/**
 * The sign-up form, run by the house workspace's `sign-up` snippet through the Snipwire client.
 * Element ids are the snippet's (`signup-name` mapped to the user's `name`, `signup-email`,
 * `signup-password`, `signup-button`). The client gives the button the spec's states ('Signing
 * In...', "You're Done!", 'Try again'); the page shows why an attempt failed and moves on to
 * the dashboard once the account exists.
 */
import type { FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { announceSessionChange } from '../../lib/site-session'
import { houseSnippets } from '../../lib/snipwire'
import { useSnippetButton } from '../../toolkit/use-snippet-button'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import { signedInPause } from './login-form'

// The snippet's button does the work; the form itself must never submit (and reload).
function keepOnPage(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

/**
 * @example <SignupForm />
 */
export function SignupForm() {
  const navigate = useNavigate()
  const { failure } = useSnippetButton({
    workspace: 'house',
    buttonId: 'signup-button',
    wire: (client) => client.signUp(houseSnippets.signUp),
    failureLabel: 'Try again',
    onSuccess: () => {
      announceSessionChange()
      setTimeout(() => void navigate('/dashboard'), signedInPause)
    },
  })
  return (
    <form method="post" onSubmit={keepOnPage} className="space-y-5">
      <TextField
        id="signup-name"
        name="name"
        label="Full name"
        type="text"
        autoComplete="name"
        placeholder="Ada Lovelace"
        required
      />
      <TextField
        id="signup-email"
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        required
      />
      <TextField
        id="signup-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        placeholder="••••••••"
        required
      />
      {failure && (
        <FormAlert>
          {failure.message}
          {failure.code === 'auth/email-already-in-use' && (
            <>
              {' '}
              <Link to="/login" className="font-medium text-white underline underline-offset-2">
                Log in
              </Link>
            </>
          )}
        </FormAlert>
      )}
      <Button
        id="signup-button"
        type="submit"
        variant="primary"
        size="lg"
        className="w-full aria-busy:cursor-wait aria-busy:opacity-80"
      >
        Create Account
      </Button>
    </form>
  )
}
