/**
 * Documentation: the login snippet's page — its configuration, the HTML it needs, its
 * states, its errors and a live example.
 */
import { clientLine, configBlocks } from './snippet-config'
import type { DocPage } from '../types'

export const loginDoc: DocPage = {
  path: '/docs/snippets/login',
  lead: 'A login snippet signs an end user of your workspace in with an email address and a password. The session stays in the browser and in step across tabs; the server keeps the accounts, hashes the passwords and limits attempts.',
  sections: [
    {
      id: 'configuration',
      title: 'Configuration',
      blocks: [
        ...configBlocks(
          'demo-login',
          'A login snippet names the three elements it wires: `emailElementId`, `passwordElementId` and `buttonElementId`.',
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
          code: `<input id="demo-login-email" type="email" autocomplete="email" required>
<input id="demo-login-password" type="password" autocomplete="current-password" required>
<button id="demo-login-button">Sign in</button>

<script>
  ${clientLine}
  client.login('demo-login').then((user) => location.assign('/account'))
</script>`,
        },
        {
          type: 'text',
          text: 'No code at all: put `data-snipwire-snippet="demo-login" data-snipwire-action="login"` on the button and `data-api-key` on the script tag ([no-code wiring](/docs/no-code)). A button inside a `<form>` never submits it.',
        },
      ],
    },
    {
      id: 'try-it',
      title: 'Try it',
      blocks: [
        {
          type: 'text',
          text: 'Log in with the demo account you created on the [sign-up page](/docs/snippets/sign-up). A wrong password shows the failure state.',
        },
        { type: 'example', example: 'login' },
      ],
    },
    {
      id: 'states',
      title: 'States',
      blocks: [
        {
          type: 'table',
          caption: 'Login button states',
          columns: ['While working', 'On success', 'On failure'],
          rows: [
            [
              "'Signing In...', disabled",
              '"You\'re Done!", stays disabled',
              "'Try Again', enabled",
            ],
          ],
        },
        {
          type: 'text',
          text: 'Every click is a new attempt, one at a time. The promise settles with the first attempt; every attempt is also announced as `snipwire:success` (the user) or `snipwire:error` on the button.',
        },
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      blocks: [
        {
          type: 'table',
          caption: 'Login errors',
          columns: ['Message', 'Code', 'When'],
          rows: [
            [
              "'Email or password is empty.'",
              '`auth/missing-credentials`',
              'a field is empty (checked before any request)',
            ],
            [
              "'Invalid Email.'",
              '`auth/invalid-email`',
              'not text, at sign, text, dot, text, without spaces',
            ],
            [
              "'The email or password is incorrect.'",
              '`auth/invalid-credential`',
              'a wrong password or an unknown e-mail: the same answer, in the same time',
            ],
            [
              "'Too many attempts. Try again in N seconds.'",
              '`auth/too-many-requests`',
              '10 attempts per e-mail or 30 per address in a minute',
            ],
            [
              "'One or more elements specified in the snippet not found.'",
              '`snippet/elements-not-found`',
              'an element id of the snippet is not on the page',
            ],
            [
              "'No workspace or snippet found with the provided apiKey and snippetId.'",
              '`snippet/not-found`',
              'an unknown key or snippet id',
            ],
          ],
        },
      ],
    },
    {
      id: 'sessions',
      title: 'Sessions',
      blocks: [
        {
          type: 'list',
          items: [
            '`client.currentUser()` is the signed-in user (`{ uid, email }`) or `null`.',
            '`client.onAuthChange((user) => …)` calls back now and on every sign-in or sign-out, in any tab; it returns its unsubscribe.',
            '`client.signOut()` signs out here and in every other tab, and revokes the session on the server.',
            'Sessions live in `localStorage`: a 15-minute access token, refreshed when less than 5 minutes remain, and a 30-day refresh token that rotates on every refresh.',
          ],
        },
      ],
    },
  ],
}
