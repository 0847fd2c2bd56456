/**
 * The sign-up form. Element ids are stable: the Snipwire client wires them by id
 * (`signup-name`, `signup-email`, `signup-password`, `signup-button`).
 */
import type { FormEvent } from 'react'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'

// What a sign-up does is wired by id from outside this page; the page itself only keeps the
// browser from submitting (and reloading) on its own.
function keepOnPage(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

/**
 * @example <SignupForm />
 */
export function SignupForm() {
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
      <Button id="signup-button" type="submit" variant="primary" size="lg" className="w-full">
        Create Account
      </Button>
    </form>
  )
}
