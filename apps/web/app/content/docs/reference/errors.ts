/**
 * Documentation, reference: the error catalogue (spec section 8, word for word).
 */
import type { DocPage } from '../types'

export const errorsDoc: DocPage = {
  path: '/docs/errors',
  lead: 'Every failed operation rejects with a `SnipwireError`: its `message` is the catalogue’s text, word for word, and its `code` says what went wrong in a way a program can test. The message is also logged with `console.error`, and a `snipwire:error` event carries the error on the wired element.',
  sections: [
    {
      id: 'catalogue',
      title: 'Messages raised by the snippet client',
      blocks: [
        {
          type: 'text',
          text: 'Each is logged and the operation rejects:',
        },
        {
          type: 'table',
          caption: 'The error catalogue',
          columns: ['Message', 'Code'],
          rows: [
            [
              "'No workspace or snippet found with the provided apiKey and snippetId.'",
              '`snippet/not-found`',
            ],
            [
              "'One or more elements specified in the snippet not found.'",
              '`snippet/elements-not-found`',
            ],
            ["'Email or password is empty.'", '`auth/missing-credentials`'],
            ["'Invalid Email.'", '`auth/invalid-email`'],
            ["'All Fields are required.'", '`form/fields-required`'],
            [
              "'Invalid snippet configuration.'",
              '`snippet/invalid-configuration`, `snippet/wrong-type`',
            ],
            ['\'Button element with id "{id}" not found.\'', '`snippet/button-not-found`'],
            ['\'Element with id "{id}" not found.\'', '`snippet/element-not-found`'],
            [
              "'No documents found at the specified path with the given filters.'",
              '`display/no-documents`',
            ],
            ["'Document not found at the specified path.'", '`display/document-not-found`'],
            [
              "'Invalid path ending. Path must end with a collection or document.'",
              '`query/invalid-path`',
            ],
            [
              'An OR-query message stating that the document database does not support OR queries directly and asking to revise the query conditions.',
              'never raised: Snipwire’s server runs OR conditions (AND binds tighter)',
            ],
            ["'Variable {name} not provided.'", '`variable/not-provided`'],
            ["'Container element not found.'", '`display/container-not-found`'],
            [
              "'Invalid characters in condition.' and 'Disallowed property access in condition.' (the condition is then treated as false)",
              'logged only: the list still renders',
            ],
            [
              "'Error creating payment link.'",
              'the server’s code, e.g. `payment/unknown-price`, `payment/provider-error`',
            ],
            ["'Payment link not received from server.'", '`payment/link-missing`'],
          ],
        },
        {
          type: 'text',
          text: "`{id}` and `{name}` are filled in: 'Button element with id \"send\" not found.', 'Variable room not provided.'",
        },
      ],
    },
    {
      id: 'server',
      title: 'What the server answers',
      blocks: [
        {
          type: 'text',
          text: 'Errors the server decides carry its own message, which says what is wrong and what to do:',
        },
        {
          type: 'table',
          caption: 'Server error codes',
          columns: ['Code', 'Status', 'Meaning'],
          rows: [
            ['`auth/invalid-credential`', '400', 'wrong e-mail or password'],
            ['`auth/email-already-in-use`', '409', 'sign-up with an e-mail that has an account'],
            ['`auth/weak-password`', '400', 'a password under 8 characters'],
            [
              '`auth/too-many-requests`',
              '429',
              'too many login or sign-up attempts; wait the seconds it names',
            ],
            [
              '`auth/unauthorized-domain`',
              '403',
              'the page’s origin is not authorized for the workspace',
            ],
            [
              '`auth/unauthenticated`',
              '401',
              'the snippet has `requireAuth` (or uses `$uid`) and nobody is signed in',
            ],
            ['`variable/invalid`', '400', 'a variable with `/`, or a page passing `uid`'],
            ['`document/unknown-field`', '400', 'a field the snippet does not map'],
            ['`request/invalid`', '400', 'a malformed request, naming the field'],
            ['`payment/unknown-price`', '400', 'the price is not in the catalogue'],
            [
              '`payment/provider-error`',
              '502, 503',
              'the payment provider failed, or payments are not configured',
            ],
            ['`internal`', '500', 'logged on the server; the answer says nothing of internals'],
          ],
        },
        {
          type: 'text',
          text: "And one the client raises itself: `network/request-failed`, 'Could not reach <server>.', when the server cannot be reached.",
        },
      ],
    },
    {
      id: 'handling',
      title: 'Handling errors',
      blocks: [
        {
          type: 'code',
          language: 'js',
          code: `client.add('demo-add-message', { room: 'lobby' }).catch((error) => {
  if (error instanceof Snipwire.SnipwireError && error.code === 'snippet/not-found') {
    showSetupHelp()
  }
})`,
        },
        {
          type: 'text',
          text: 'A wired button keeps working after a failure: every click is a new attempt. The authentication library codes of the original product (`auth/popup-blocked`, `auth/multi-factor-auth-required`…) do not occur: there are no popups and no third-party identity service.',
        },
      ],
    },
  ],
}
