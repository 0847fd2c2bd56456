/**
 * Documentation: the sign up snippet's page — its configuration, the HTML it needs, its
 * states, its errors and a live example.
 */
import { clientLine, configBlocks } from './snippet-config'
import type { DocPage } from '../types'

export const signUpDoc: DocPage = {
  path: '/docs/snippets/sign-up',
  lead: 'A sign-up snippet creates an account in your workspace, signs the new user in, and writes a user document with the e-mail and any extra fields you map (a name, a company…) into the collection you choose.',
  sections: [
    {
      id: 'configuration',
      title: 'Configuration',
      blocks: [
        ...configBlocks(
          'demo-sign-up',
          'Besides the three elements of a login, a sign-up names `usersCollectionName`, where the user document goes (keyed by the user id), and `fieldMappings`: each extra field and the element it is read from.',
        ),
      ],
    },
    {
      id: 'html',
      title: 'The HTML it needs',
      blocks: [
        {
          type: 'code',
          language: 'html',
          code: `<input id="demo-signup-name" autocomplete="name" required>
<input id="demo-signup-email" type="email" autocomplete="email" required>
<input id="demo-signup-password" type="password" autocomplete="new-password" required>
<button id="demo-signup-button">Create account</button>

<script>
  ${clientLine}
  client.signUp('demo-sign-up').then((user) => console.log('Welcome', user.email))
</script>`,
        },
      ],
    },
    {
      id: 'try-it',
      title: 'Try it',
      blocks: [
        {
          type: 'text',
          text: 'Create a demo account (any address will do; passwords need at least 8 characters), then [log in](/docs/snippets/login) with it. The user document lands in `users/<uid>` of the demo workspace: `npx snipwire data list --workspace demo --path users`.',
        },
        { type: 'example', example: 'signUp' },
      ],
    },
    {
      id: 'states',
      title: 'States',
      blocks: [
        {
          type: 'table',
          caption: 'Sign-up button states',
          columns: ['While working', 'On success', 'On failure'],
          rows: [["'Signing In...', disabled", '"You\'re Done!", enabled', "'Try again', enabled"]],
        },
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      blocks: [
        {
          type: 'table',
          caption: 'Sign-up errors',
          columns: ['Message', 'Code', 'When'],
          rows: [
            ["'Email or password is empty.'", '`auth/missing-credentials`', 'a field is empty'],
            ["'Invalid Email.'", '`auth/invalid-email`', 'the address is not valid'],
            [
              "'All Fields are required.'",
              '`form/fields-required`',
              'a mapped field is missing or empty',
            ],
            [
              "'The password is too weak: use at least 8 characters.'",
              '`auth/weak-password`',
              'the server’s password policy',
            ],
            [
              "'The email address is already in use by another account.'",
              '`auth/email-already-in-use`',
              'the e-mail has an account (case does not matter)',
            ],
            [
              "'Too many attempts. Try again in N seconds.'",
              '`auth/too-many-requests`',
              'too many attempts in a minute',
            ],
          ],
        },
        {
          type: 'text',
          text: 'After every sign-up (and login and add) the workspace owner is notified: by e-mail when the server has SMTP, else in the outbox (`npx snipwire outbox --workspace demo`).',
        },
      ],
    },
  ],
}
