/**
 * Documentation: one page per snippet type (login, sign-up, add, static display, live list,
 * payment) with its configuration, the HTML it needs, its states, its errors and a live example.
 * The configurations shown are the demo workspace's own, read from the seed file the server
 * applies, so the docs and the examples cannot drift apart.
 */
import seed from '../../../../../seed/snipwire.json'
import { publishableKey } from '../../lib/snipwire'
import type { DocBlock, DocPage } from './types'

const demoKey = publishableKey('demo')
const demoSnippets: Record<string, unknown> =
  seed.workspaces.find((workspace) => workspace.id === 'demo')?.snippets ?? {}

function inline(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return JSON.stringify(value)
  }
  const fields = Object.entries(value).map(
    ([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`,
  )
  return `{ ${fields.join(', ')} }`
}

/**
 * The demo workspace's snippet as JSON, the way a file for `snipwire snippet put` holds it:
 * one field per line, and each entry of a list (a path segment, a mapping) on a line of its own.
 * @example snippetJson('demo-login') // '{\n  "type": "login",\n  …'
 */
export function snippetJson(id: string): string {
  const snippet = demoSnippets[id]
  if (snippet === undefined || snippet === null || typeof snippet !== 'object') {
    throw new Error(`seed/snipwire.json has no demo snippet "${id}".`)
  }
  const fields = Object.entries(snippet).map(([key, value]) => {
    const name = JSON.stringify(key)
    if (!Array.isArray(value)) return `  ${name}: ${JSON.stringify(value)}`
    return `  ${name}: [\n${value.map((item) => `    ${inline(item)}`).join(',\n')}\n  ]`
  })
  return `{\n${fields.join(',\n')}\n}`
}

function configBlocks(id: string, intro: string): DocBlock[] {
  return [
    { type: 'text', text: intro },
    { type: 'code', language: 'json', caption: `${id}.json`, code: snippetJson(id) },
    {
      type: 'code',
      language: 'sh',
      code: `npx snipwire snippet put --workspace demo --file ${id}.json --id ${id}`,
    },
  ]
}

const clientLine = `const client = Snipwire.createClient({ apiKey: '${demoKey}' })`

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

export const addDoc: DocPage = {
  path: '/docs/snippets/add',
  lead: 'An add snippet adds a document to a collection when its button is clicked. The fields come from the elements you map; the path may hold `$variables` the page passes, and `$uid` for the signed-in user.',
  sections: [
    {
      id: 'configuration',
      title: 'Configuration',
      blocks: [
        ...configBlocks(
          'demo-add-message',
          '`pathSegments` alternate collection and document and end with a collection (here `rooms/$room/messages`); `fieldMappings` say which element each field is read from; `buttonElementId` is the button. A variable may not contain `/`, so no page can reach outside the configured path.',
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
          code: `<input id="demo-message-author" placeholder="Your name">
<input id="demo-message-text" placeholder="Message">
<button id="demo-message-send">Send</button>

<script>
  ${clientLine}
  client.add('demo-add-message', { room: 'lobby' })
</script>`,
        },
        {
          type: 'text',
          text: 'Every mapped element must exist; a checkbox gives `"true"` or `"false"`, other elements their value or text. Give the snippet `"requireAuth": true` and only signed-in users may add.',
        },
      ],
    },
    {
      id: 'try-it',
      title: 'Try it',
      blocks: [
        {
          type: 'text',
          text: 'Add a message to the lobby: it appears in the [live list](/docs/snippets/dynamic-display) below, and in every other tab that shows it. Open this page in a second tab to watch.',
        },
        { type: 'example', example: 'addMessage' },
      ],
    },
    {
      id: 'states',
      title: 'States',
      blocks: [
        {
          type: 'table',
          caption: 'Add button states',
          columns: ['While working', 'On success', 'On failure'],
          rows: [
            [
              "'Loading..', disabled",
              "'Send', enabled",
              'the button’s own label, enabled (not reset)',
            ],
          ],
        },
        { type: 'text', text: 'The promise resolves `{ id, path }` of the new document.' },
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      blocks: [
        {
          type: 'table',
          caption: 'Add errors',
          columns: ['Message', 'Code', 'When'],
          rows: [
            [
              "'Invalid snippet configuration.'",
              '`snippet/invalid-configuration`',
              'no path, no mappings or no button id',
            ],
            [
              '\'Button element with id "{id}" not found.\'',
              '`snippet/button-not-found`',
              'the button is not on the page',
            ],
            [
              '\'Element with id "{id}" not found.\'',
              '`snippet/element-not-found`',
              'a mapped element is not on the page',
            ],
            [
              "'Variable {name} not provided.'",
              '`variable/not-provided`',
              'the path needs a variable the page did not pass',
            ],
          ],
        },
      ],
    },
  ],
}

export const staticDisplayDoc: DocPage = {
  path: '/docs/snippets/static-display',
  lead: 'A static display fills elements with the fields of one document: the document the path names, or the first document of a collection that matches the query. With `realTimeUpdatesOn` it keeps them up to date.',
  sections: [
    {
      id: 'configuration',
      title: 'Configuration',
      blocks: [
        ...configBlocks(
          'demo-product',
          '`pathSegments` end with a document (here `products/starter-kit`) or a collection; `fieldMappings` put each field into an element’s text (`author.name` reads nested fields).',
        ),
        {
          type: 'text',
          text: 'A collection can be filtered and sorted: `queryConditions` (`field`, `operator`, `value`, `logicalOperator` `AND` or `OR`; AND binds tighter), `queryOrders` (`field`, `direction`) and `queryLimit`. Operators: `==`, `!=`, `<`, `<=`, `>`, `>=`, `in`, `not-in`, `array-contains`, `array-contains-any`. Values `"true"`, `"false"` and numeric strings become booleans and numbers; `$variables` work in paths, fields and values.',
        },
      ],
    },
    {
      id: 'html',
      title: 'The HTML it needs',
      blocks: [
        {
          type: 'code',
          language: 'html',
          code: `<h3 id="demo-product-name"></h3>
<p id="demo-product-description"></p>
<p><span id="demo-product-price"></span> · <span id="demo-product-stock"></span> in stock</p>

<script>
  ${clientLine}
  client.staticDisplay('demo-product').then(({ data, unsubscribe }) => console.log(data))
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
          text: 'The card below is filled from `products/starter-kit` of the demo workspace. Change the document from a terminal and watch the card follow:',
        },
        {
          type: 'code',
          language: 'sh',
          code: `npx snipwire data set --workspace demo --path products/starter-kit --doc '{"name":"Snipwire Starter Kit","price":"$19.00","description":"Now on sale.","stock":7}'`,
        },
        { type: 'example', example: 'staticDisplay' },
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      blocks: [
        {
          type: 'table',
          caption: 'Static display errors',
          columns: ['Message', 'Code', 'When'],
          rows: [
            [
              '\'Element with id "{id}" not found.\'',
              '`snippet/element-not-found`',
              'a mapped element is not on the page',
            ],
            [
              "'Document not found at the specified path.'",
              '`display/document-not-found`',
              'the path names a document that does not exist',
            ],
            [
              "'No documents found at the specified path with the given filters.'",
              '`display/no-documents`',
              'the collection has no matching document',
            ],
            [
              "'Invalid path ending. Path must end with a collection or document.'",
              '`query/invalid-path`',
              'the path, after variables, is not a collection or a document',
            ],
            [
              "'Variable {name} not provided.'",
              '`variable/not-provided`',
              'the snippet needs a variable the page did not pass',
            ],
          ],
        },
      ],
    },
  ],
}

export const dynamicDisplayDoc: DocPage = {
  path: '/docs/snippets/dynamic-display',
  lead: 'A dynamic display renders one item of an HTML template per document of a collection into a container element. With `realTimeUpdatesOn` the list follows every change: documents that enter or leave the query appear and disappear, in every open tab.',
  sections: [
    {
      id: 'configuration',
      title: 'Configuration',
      blocks: [
        ...configBlocks(
          'demo-messages',
          'It needs `pathSegments`, `fieldMappings` (the fields the template uses), `dynamicSnippetItemCode` (the [template](/docs/templates)) and `containerElementId`. Queries work as in the [static display](/docs/snippets/static-display).',
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
          code: `<ul id="demo-messages"></ul>

<script>
  ${clientLine}
  client.dynamicDisplay('demo-messages', { room: 'lobby' }, (messages) => {
    console.log(messages.length, 'messages')
  })
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
          text: 'Open this page in two tabs and send a message in one: it shows in both lists within a moment. All live displays of a page share one connection to the server, which comes back by itself after a network drop.',
        },
        { type: 'example', example: 'liveList' },
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      blocks: [
        {
          type: 'table',
          caption: 'Live list errors',
          columns: ['Message', 'Code', 'When'],
          rows: [
            [
              "'Invalid snippet configuration.'",
              '`snippet/invalid-configuration`',
              'a required field is missing',
            ],
            [
              "'Container element not found.'",
              '`display/container-not-found`',
              'the container is not on the page',
            ],
            [
              "'No documents found at the specified path with the given filters.'",
              '`display/no-documents`',
              'a one-time read finds nothing (a live list may start empty)',
            ],
            [
              "'Invalid characters in condition.'",
              '—',
              'a template condition uses other characters: logged, the condition counts as false',
            ],
            [
              "'Disallowed property access in condition.'",
              '—',
              'a condition names `constructor`, `prototype` or `__proto__`: logged, counts as false',
            ],
          ],
        },
      ],
    },
  ],
}

export const paymentDoc: DocPage = {
  path: '/docs/snippets/payment',
  lead: 'A payment snippet asks the server for a checkout of one price and sends the browser there. With Stripe keys configured, the server creates a Stripe Checkout Session; without them, its built-in test checkout stands in, so the whole flow runs locally.',
  sections: [
    {
      id: 'configuration',
      title: 'Configuration',
      blocks: [
        ...configBlocks(
          'demo-checkout',
          '`priceID` names the price (`$variables` allowed, e.g. `plan-$plan-$billing`), `paymentType` is `payment` or `subscription`, and `successUrl` is where a paid checkout returns: an absolute URL or a path on the Snipwire server, with `$variables` after the host. The checkout adds `session_id=<checkout id>` to it. `buttonElementId` is needed to wire a button.',
        ),
        {
          type: 'text',
          text: 'The test checkout prices from the workspace’s catalogue:',
        },
        {
          type: 'code',
          language: 'sh',
          code: 'npx snipwire price put --workspace demo --id demo-starter-kit --name "Snipwire Starter Kit" --amount 2500 --currency usd',
        },
      ],
    },
    {
      id: 'html',
      title: 'The HTML it needs',
      blocks: [
        {
          type: 'code',
          language: 'html',
          code: `<button id="demo-pay-button">Buy the Starter Kit</button>

<script>
  ${clientLine}
  // true: wait for clicks on the snippet's button. Without it, the checkout starts at once.
  client.payment('demo-checkout', {}, true)
</script>`,
        },
        {
          type: 'text',
          text: "Variables become the checkout’s metadata, together with `snippetId`, `workspaceId` and `userId`. The website’s own pricing page runs `client.payment('pricing', { plan, billing })` the same way.",
        },
      ],
    },
    {
      id: 'try-it',
      title: 'Try it',
      blocks: [
        {
          type: 'text',
          text: 'Buy the Starter Kit at the test checkout: Pay returns here, Cancel returns too. No card is involved. The payment shows in `npx snipwire payments --workspace demo`.',
        },
        { type: 'example', example: 'payment' },
      ],
    },
    {
      id: 'states',
      title: 'States',
      blocks: [
        {
          type: 'table',
          caption: 'Payment button states',
          columns: ['While working', 'On success', 'On failure'],
          rows: [
            [
              "'Loading payment..', disabled",
              'the browser navigates to the payment link',
              "'Try payment again', enabled",
            ],
          ],
        },
      ],
    },
    {
      id: 'errors',
      title: 'Errors',
      blocks: [
        {
          type: 'table',
          caption: 'Payment errors',
          columns: ['Message', 'Code', 'When'],
          rows: [
            [
              "'Error creating payment link.'",
              'the server’s, e.g. `payment/unknown-price`',
              'the server refused; its reason is the error’s `cause`',
            ],
            [
              "'Payment link not received from server.'",
              '`payment/link-missing`',
              'the answer had no link',
            ],
            [
              "'Invalid snippet configuration.'",
              '`snippet/invalid-configuration`',
              'no `priceID`, or a button without `buttonElementId`',
            ],
            [
              '\'Button element with id "{id}" not found.\'',
              '`snippet/button-not-found`',
              'the button is not on the page',
            ],
          ],
        },
      ],
    },
  ],
}
