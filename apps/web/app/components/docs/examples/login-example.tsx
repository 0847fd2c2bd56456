/**
 * Live example: the demo workspace's `demo-login` snippet signs a demo user in.
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
 * @example <LoginExample />
 */
export function LoginExample() {
  const [signedIn, setSignedIn] = useState<string | null>(null)
  const { failure } = useSnippetButton({
    workspace: 'demo',
    buttonId: 'demo-login-button',
    wire: (client) => client.login('demo-login'),
    failureLabel: 'Try Again',
    onSuccess: (user) => setSignedIn((user as AuthUser).email),
  })
  return (
    <ExampleFrame title="Log in a demo user">
      <form method="post" onSubmit={keepOnPage} className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="demo-login-email"
          label="Email address"
          type="email"
          autoComplete="off"
          placeholder="demo@example.com"
          required
        />
        <TextField
          id="demo-login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="sm:col-span-2">
          <Button
            id="demo-login-button"
            type="submit"
            variant="brand"
            size="lg"
            className="w-full aria-busy:cursor-wait aria-busy:opacity-80 sm:w-auto"
          >
            Sign in
          </Button>
        </div>
      </form>
      <ExampleOutcome failure={failure} success={signedIn && `Signed in as ${signedIn}.`} />
      <SignedInUser />
    </ExampleFrame>
  )
}
