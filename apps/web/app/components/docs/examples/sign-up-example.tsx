/**
 * Live example: the demo workspace's `demo-sign-up` snippet creates a demo account.
 */
import type { AuthUser } from '@snipwire/client'
import { useState, type FormEvent } from 'react'
import { useSnippetButton } from '../../../toolkit/use-snippet-button'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { ExampleFrame } from '../example-frame'
import { ExampleOutcome } from './example-outcome'
import { SignedInUser } from './signed-in-user'

function keepOnPage(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}

/**
 * @example <SignUpExample />
 */
export function SignUpExample() {
  const [signedUp, setSignedUp] = useState<string | null>(null)
  const { failure } = useSnippetButton({
    workspace: 'demo',
    buttonId: 'demo-signup-button',
    wire: (client) => client.signUp('demo-sign-up'),
    failureLabel: 'Try again',
    onSuccess: (user) => setSignedUp((user as AuthUser).email),
  })
  return (
    <ExampleFrame title="Sign up a demo user">
      <form method="post" onSubmit={keepOnPage} className="grid gap-4 sm:grid-cols-2">
        <TextField id="demo-signup-name" label="Full name" autoComplete="off" required />
        <TextField
          id="demo-signup-email"
          label="Email address"
          type="email"
          autoComplete="off"
          placeholder="demo@example.com"
          required
        />
        <TextField
          id="demo-signup-password"
          label="Password (8 characters or more)"
          type="password"
          autoComplete="new-password"
          required
        />
        <div className="flex items-end">
          <Button
            id="demo-signup-button"
            type="submit"
            variant="brand"
            size="lg"
            className="w-full aria-busy:cursor-wait aria-busy:opacity-80"
          >
            Create demo account
          </Button>
        </div>
      </form>
      <ExampleOutcome
        failure={failure}
        success={
          signedUp && `Signed up and signed in as ${signedUp}. Log in with it on the Login page.`
        }
      />
      <SignedInUser />
    </ExampleFrame>
  )
}
