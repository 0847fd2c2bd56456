/**
 * Documentation: the reference pages — the template language, the error catalogue (spec
 * section 8, word for word), the `snipwire` CLI and the server's configuration.
 */
import type { DocPage } from './types'

export const templatesDoc: DocPage = {
  path: '/docs/templates',
  lead: 'A live list’s `dynamicSnippetItemCode` is HTML with `#field` placeholders and `if` blocks. It is parsed by a small parser — never `eval` or `Function` — and every value is escaped, so data stored by anyone renders as inert text.',
  sections: [
    {
      id: 'placeholders',
      title: 'Placeholders',
      blocks: [
        {
          type: 'text',
          text: '`#field` is replaced by the document’s field, HTML-escaped; `#author.name` reads nested fields. A `#name` that is neither a field of the document nor a mapped field stays as written, so `href="#top"` and `color:#fff` keep working.',
        },
        {
          type: 'code',
          language: 'html',
          code: '<li class="message"><b>#author</b>: #text</li>',
        },
      ],
    },
    {
      id: 'conditions',
      title: 'Conditions',
      blocks: [
        {
          type: 'text',
          text: 'Blocks choose what an item shows: `if (condition) { … } else if (condition) { … } else { … }`.',
        },
        {
          type: 'code',
          language: 'html',
          code: `<li class="message"><b>#author</b>: #text
  if (#votes > 10 && !#hidden) { <span class="hot">hot</span> } else { <span>#votes votes</span> }</li>`,
        },
        {
          type: 'list',
          items: [
            'A condition is made of `#field` references, string (single or double quotes), number and boolean literals, `==`, `!=`, `===`, `!==`, `<`, `<=`, `>`, `>=`, `!`, `&&`, `||` and parentheses, with JavaScript’s precedence.',
            "Only letters, digits, whitespace, quotes and the characters `> < = ! . & | ( )` may appear. Anything else: 'Invalid characters in condition.'",
            "The words `constructor`, `prototype` and `__proto__` are refused: 'Disallowed property access in condition.'",
            'A refused condition is logged once and counts as false; the rest of the list renders.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Safety and speed',
      blocks: [
        {
          type: 'list',
          items: [
            'Every substituted value is HTML-escaped. On top of that, rendered items never keep inline event handlers, `srcdoc` or `javascript:` URLs.',
            'Each document renders the first element of its item. When a live list changes, items whose document and rendering did not change keep their elements (images, focus and selection stay); only changes move.',
            'A 1,000-item list re-renders within a frame.',
          ],
        },
      ],
    },
  ],
}

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

export const cliDoc: DocPage = {
  path: '/docs/cli',
  lead: 'One command runs the server and manages everything it stores. Every command works on the data directory (`SNIPWIRE_DATA_DIR`, `./.snipwire` by default), also while a server runs on it: changes reach the running server within about 100 ms.',
  sections: [
    {
      id: 'commands',
      title: 'Commands',
      blocks: [
        {
          type: 'table',
          caption: 'snipwire commands',
          columns: ['Command', 'What it does'],
          rows: [
            [
              '`snipwire serve [--port N] [--host H]`',
              'the website, the client at `/sdk/snipwire.js`, the API and the test checkout on one origin',
            ],
            [
              '`snipwire apply FILE.json`',
              'creates or updates workspaces, snippets, documents and prices from a file; idempotent',
            ],
            [
              '`snipwire workspace create --name N [--id ID] [--owner-email E] [--origin URL]…`',
              'a workspace; prints its keys (secret keys only this once)',
            ],
            ['`snipwire workspace list`', 'the workspaces with their publishable keys'],
            [
              '`snipwire workspace update --workspace ID [--add-origin URL]… [--remove-origin URL]…`',
              'name, owner, authorized origins, payment accounts',
            ],
            [
              '`snipwire workspace rotate-keys --workspace ID`',
              'new keys; the old ones stop working at once',
            ],
            [
              '`snipwire workspace set --workspace ID --notify login,signUp,add|none [--webhook URL]…`',
              'which events notify the owner, and webhooks',
            ],
            [
              '`snipwire snippet put --workspace ID --file F.json [--id ID]`',
              'creates or replaces a snippet (validated; a snippet that cannot run is refused, naming the field)',
            ],
            [
              '`snipwire snippet list|get|delete --workspace ID [--id ID]`',
              'the snippets with their calls',
            ],
            [
              '`snipwire data add|set|get|delete|list --workspace ID --path PATH [--doc JSON]`',
              'documents, in test mode unless `--mode live`',
            ],
            [
              '`snipwire price put --workspace ID --id P --name N --amount CENTS --currency usd [--interval month|year]`',
              'a price of the test checkout',
            ],
            ['`snipwire price list --workspace ID`', 'the test checkout’s prices'],
            ['`snipwire payments --workspace ID`', 'completed payments, newest first'],
            ['`snipwire usage --workspace ID`', 'the usage counters and every snippet’s calls'],
            [
              '`snipwire outbox --workspace ID`',
              'the owner’s notifications: queued, sent, dead-lettered',
            ],
          ],
        },
        {
          type: 'text',
          text: 'Every command takes `--json` (one JSON document on stdout, nothing else) and `--data-dir DIR`, and `--help`. Mistakes go to stderr with a non-zero exit status and say what to fix. In this repository, run it as `npx snipwire`.',
        },
      ],
    },
    {
      id: 'apply',
      title: 'Declarative files',
      blocks: [
        {
          type: 'text',
          text: '`snipwire apply` takes the whole setup of one or more workspaces. Everything is checked first and written in one transaction: a file with a mistake changes nothing, and applying a file twice changes nothing more. `npm start` applies `seed/snipwire.json` this way on every start.',
        },
        {
          type: 'code',
          language: 'json',
          caption: 'shop.json',
          code: `{
  "workspaces": [
    {
      "id": "shop",
      "name": "My shop",
      "ownerEmail": "owner@shop.example",
      "origins": ["https://shop.example"],
      "snippets": {
        "sign-in": {
          "type": "login",
          "emailElementId": "email",
          "passwordElementId": "password",
          "buttonElementId": "sign-in"
        }
      },
      "documents": [{ "path": "products/mug", "data": { "name": "Mug", "price": 12 } }]
    }
  ]
}`,
        },
        { type: 'code', language: 'sh', code: 'npx snipwire apply shop.json' },
      ],
    },
  ],
}

export const configurationDoc: DocPage = {
  path: '/docs/configuration',
  lead: 'The server reads its settings from the environment once, at start-up, and lists every wrong value together with what is allowed. Without any settings it runs on `http://localhost:3000` with embedded SQLite, a local outbox for e-mails and the test checkout.',
  sections: [
    {
      id: 'storage',
      title: 'Storage: SQLite or PostgreSQL',
      blocks: [
        {
          type: 'text',
          text: 'By default data lives in embedded SQLite (WAL mode) in `SNIPWIRE_DATA_DIR` (`./.snipwire`), with the token signing key the server makes on first start. Every acknowledged write is committed and flushed to disk before the answer, so it survives a killed process or a power loss. Back it up by copying the directory while the server is stopped.',
        },
        {
          type: 'text',
          text: 'To run several server nodes behind one load balancer, store in PostgreSQL (12 or later): set `SNIPWIRE_DATABASE_URL` for the server and the CLI alike. Each node applies the migrations it lacks at start, keeps the signing key in the database, and hears every other node’s (and the CLI’s) changes through `LISTEN/NOTIFY`, so a live list on one node shows what another node wrote.',
        },
        {
          type: 'code',
          language: 'sh',
          code: `export SNIPWIRE_DATABASE_URL=postgres://snipwire:secret@db.internal:5432/snipwire
npm start                                 # applies the seed file to PostgreSQL and serves
npx snipwire serve --port 3000            # any further node, on the same database`,
        },
      ],
    },
    {
      id: 'server',
      title: 'The server',
      blocks: [
        {
          type: 'table',
          caption: 'Server settings',
          columns: ['Variable', 'Default', 'Meaning'],
          rows: [
            ['`PORT`, `HOST`', '`3000`, `localhost`', 'where to listen'],
            ['`SNIPWIRE_DATA_DIR`', '`./.snipwire`', 'the SQLite database and the signing key'],
            [
              '`SNIPWIRE_DATABASE_URL`',
              'unset',
              '`postgres://user:password@host:5432/database`: store in PostgreSQL instead',
            ],
            [
              '`SNIPWIRE_PUBLIC_URL`',
              'the listening URL',
              'the server’s public address: checkout links and success URLs given as paths',
            ],
            [
              '`SNIPWIRE_AUTH_ATTEMPTS_PER_IP`, `SNIPWIRE_AUTH_ATTEMPTS_PER_EMAIL`',
              '`30`, `10`',
              'login and sign-up attempts per window (`0`: no limit)',
            ],
            ['`SNIPWIRE_AUTH_WINDOW_SECONDS`', '`60`', 'the rate-limit window'],
            [
              '`SNIPWIRE_LOG_LEVEL`, `SNIPWIRE_LOG_REQUESTS`',
              '`info`, `false`',
              'JSON logs; one line per request when `true`',
            ],
            [
              '`SNIPWIRE_TRUST_PROXY`',
              '`false`',
              'take the client address from `X-Forwarded-For` behind a proxy',
            ],
          ],
        },
      ],
    },
    {
      id: 'origins',
      title: 'Authorized origins',
      blocks: [
        {
          type: 'text',
          text: 'A page may use a workspace’s key only from the workspace’s authorized origins; others get 403 `auth/unauthorized-domain`. In test mode `localhost`, `127.0.0.1` and `[::1]` on any port are always allowed.',
        },
        {
          type: 'code',
          language: 'sh',
          code: `npx snipwire workspace update --workspace demo --add-origin https://shop.example
npx snipwire workspace update --workspace demo --remove-origin https://old.example`,
        },
      ],
    },
    {
      id: 'smtp',
      title: 'E-mail (SMTP)',
      blocks: [
        {
          type: 'text',
          text: 'After every login, sign-up and add, the workspace owner is notified. With `SMTP_URL` the notification goes out by e-mail (STARTTLS when offered); without it, it waits in the outbox (`npx snipwire outbox --workspace demo`) and goes out once SMTP is configured. Failed deliveries are retried with backoff for about 4 hours.',
        },
        {
          type: 'code',
          language: 'sh',
          code: `SMTP_URL="smtp://user:password@mail.example.com:587?from=alerts@example.com" npm start`,
        },
        {
          type: 'text',
          text: 'Webhooks: `npx snipwire workspace set --workspace demo --webhook https://example.com/hook` sends each event as a signed JSON `POST` (`Snipwire-Signature`: HMAC-SHA256 over the timestamp and the raw body).',
        },
      ],
    },
    {
      id: 'stripe',
      title: 'Payments (Stripe)',
      blocks: [
        {
          type: 'text',
          text: 'Without Stripe keys, payment snippets open the built-in test checkout (test keys only), priced from the workspace’s catalogue (`snipwire price put`). With `STRIPE_SECRET_KEY` the server creates Stripe Checkout Sessions on the workspace’s connected account (`--payment-account acct_…` for test, `--live-payment-account` for live). A test Stripe key serves only test-mode keys, a live one only live keys.',
        },
        {
          type: 'code',
          language: 'sh',
          code: `STRIPE_SECRET_KEY=sk_test_… STRIPE_WEBHOOK_SECRET=whsec_… npm start
npx snipwire workspace update --workspace demo --payment-account acct_123`,
        },
        {
          type: 'text',
          text: 'Point a Stripe webhook for `checkout.session.completed` (on connected accounts) at `https://YOUR-SERVER/v1/payments/stripe/webhook`: with `STRIPE_WEBHOOK_SECRET` set to its signing secret, the server verifies each event’s signature and records the payment once. One server can serve both modes with `STRIPE_TEST_SECRET_KEY` and `STRIPE_LIVE_SECRET_KEY`.',
        },
      ],
    },
  ],
}
