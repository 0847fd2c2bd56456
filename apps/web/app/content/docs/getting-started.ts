/**
 * Documentation: the quick start (run it, script tag, ES module, a first snippet, keys) and the
 * no-code wiring with `data-snipwire-*` attributes.
 */
import { publicOrigin as origin, publishableKey } from '../../lib/snipwire'
import type { DocPage } from './types'

const demoKey = publishableKey('demo')

export const quickStartDoc: DocPage = {
  path: '/docs',
  lead: 'Snipwire wires the elements of your page — a login form, a sign-up form, a message box, a product card, a Buy button — to behaviours that live on the Snipwire server as named snippets. You paste one script tag and a publishable key; there is no backend code to write.',
  sections: [
    {
      id: 'run',
      title: 'Run Snipwire',
      blocks: [
        {
          type: 'text',
          text: 'One command builds everything, creates the demo workspace these pages use and serves the website, the client, the API and a test checkout on one origin, with its data in embedded SQLite (`./.snipwire`).',
        },
        { type: 'code', language: 'sh', code: 'npm ci && npm start' },
        {
          type: 'table',
          caption: 'What runs where',
          columns: ['What', 'Where'],
          rows: [
            ['The website and these docs', `\`${origin}/\`, \`${origin}/docs\``],
            ['The client', `\`${origin}/sdk/snipwire.js\` (ESM: \`${origin}/sdk/snipwire.mjs\`)`],
            ['The API', `\`${origin}/v1/…\` (\`${origin}/v1/health\` answers \`{"status":"ok"}\`)`],
            ['The test checkout', `\`${origin}/checkout/…\`, opened by payment snippets`],
          ],
        },
        {
          type: 'text',
          text: `Every live example in these pages runs against the demo workspace, whose test key is \`${demoKey}\`. Publishable keys are public by nature: a key can only run its workspace's snippets, each limited to the one thing it is configured to do.`,
        },
      ],
    },
    {
      id: 'script-tag',
      title: 'Add the script tag',
      blocks: [
        {
          type: 'text',
          text: 'Load the client from your Snipwire server and create a client with a publishable key. The global `Snipwire` has `createClient` and `SnipwireError`.',
        },
        {
          type: 'code',
          language: 'html',
          caption: 'index.html',
          code: `<script src="${origin}/sdk/snipwire.js"></script>
<script>
  const client = Snipwire.createClient({ apiKey: '${demoKey}' })
  client.login('demo-login').then((user) => console.log('Signed in as', user.email))
</script>`,
        },
        {
          type: 'text',
          text: 'The client is one file of about 6 KB gzip with no dependencies. It talks to the server it was loaded from; give `createClient` a `server` option (an absolute URL) to talk to another one.',
        },
      ],
    },
    {
      id: 'esm',
      title: 'Or import it as a module',
      blocks: [
        {
          type: 'text',
          text: 'The same client is published as an ES module with type declarations: import it in a bundler from `@snipwire/client` (the package in `packages/client`), or straight from the server.',
        },
        {
          type: 'code',
          language: 'js',
          caption: 'app.js',
          code: `import { createClient, SnipwireError } from '@snipwire/client'

const client = createClient({ apiKey: '${demoKey}', server: '${origin}' })`,
        },
        {
          type: 'code',
          language: 'html',
          caption: 'Without a bundler',
          code: `<script type="module">
  import { createClient } from '${origin}/sdk/snipwire.mjs'

  const client = createClient({ apiKey: '${demoKey}', server: '${origin}' })
</script>`,
        },
      ],
    },
    {
      id: 'first-snippet',
      title: 'Your first snippet',
      blocks: [
        {
          type: 'text',
          text: 'A snippet is a small JSON document stored on the server under an id. This login snippet names the three elements it wires, by id:',
        },
        {
          type: 'code',
          language: 'json',
          caption: 'login.json',
          code: `{
  "type": "login",
  "emailElementId": "demo-login-email",
  "passwordElementId": "demo-login-password",
  "buttonElementId": "demo-login-button"
}`,
        },
        { type: 'text', text: 'Store it with the CLI (the demo workspace has it already):' },
        {
          type: 'code',
          language: 'sh',
          code: 'npx snipwire snippet put --workspace demo --file login.json --id demo-login',
        },
        { type: 'text', text: 'Put the elements on your page and wire them:' },
        {
          type: 'code',
          language: 'html',
          code: `<input id="demo-login-email" type="email" required>
<input id="demo-login-password" type="password" required>
<button id="demo-login-button">Sign in</button>

<script>
  client.login('demo-login').then((user) => location.assign('/account'))
</script>`,
        },
        {
          type: 'text',
          text: 'That is all: the button now signs users in, with the states and messages of the [login snippet](/docs/snippets/login). The other five types work the same way: [sign-up](/docs/snippets/sign-up), [add a document](/docs/snippets/add), [static display](/docs/snippets/static-display), [live list](/docs/snippets/dynamic-display) and [payment](/docs/snippets/payment). Prefer no JavaScript at all? See [no-code wiring](/docs/no-code).',
        },
      ],
    },
    {
      id: 'methods',
      title: 'The client at a glance',
      blocks: [
        {
          type: 'table',
          caption: 'Client methods',
          columns: ['Method', 'Resolves', 'Button while working, on success, on failure'],
          rows: [
            [
              '`login(id)`',
              'the user',
              "'Signing In...' disabled; \"You're Done!\" stays disabled; 'Try Again' enabled",
            ],
            [
              '`signUp(id)`',
              'the user',
              "'Signing In...' disabled; \"You're Done!\" enabled; 'Try again' enabled",
            ],
            [
              '`add(id, variables?)`',
              '`{ id, path }` of the new document',
              "'Loading..' disabled; 'Send' enabled; the button's own label, enabled",
            ],
            [
              '`payment(id, variables?, withButton?)`',
              'the payment link',
              "'Loading payment..' disabled; the browser goes to the checkout; 'Try payment again' enabled",
            ],
            [
              '`staticDisplay(id, variables?, onUpdate?)`',
              '`{ data, unsubscribe }`',
              'no button: mapped elements get the fields',
            ],
            [
              '`dynamicDisplay(id, variables?, onUpdate?)`',
              '`{ unsubscribe }`',
              'no button: one template item per document',
            ],
            [
              '`currentUser()`, `signOut()`, `onAuthChange(callback)`',
              'the session',
              'every subscribe returns its unsubscribe',
            ],
          ],
        },
        {
          type: 'text',
          text: "Variables are a plain object (`{ room: 'lobby' }`) or the list form `[{ name: 'room', value: 'lobby' }]`. The server replaces `$room` in the snippet with the value; `$uid` is always the signed-in user and can never be passed by a page.",
        },
      ],
    },
    {
      id: 'keys',
      title: 'Keys, modes and origins',
      blocks: [
        {
          type: 'list',
          items: [
            'A workspace has a publishable test key (`pk_test_…`) and live key (`pk_live_…`). Test and live users, documents and payments never mix.',
            'Pages on `localhost` and `127.0.0.1` may use test keys right away. Any other origin must be authorized: `npx snipwire workspace update --workspace demo --add-origin https://shop.example`.',
            'Secret keys (`sk_…`), payment account ids and password hashes never leave the server. A secret key passed to `createClient` is refused with a `TypeError`.',
            'Every run is counted on the server: `npx snipwire usage --workspace demo` prints the workspace counters and each snippet’s calls.',
          ],
        },
      ],
    },
  ],
}

export const noCodeDoc: DocPage = {
  path: '/docs/no-code',
  lead: 'Put your publishable key on the script tag and name a snippet and an action on an element: once the DOM is ready, the client wires every such element. Outcomes arrive as DOM events, so a page can react without a line of its own code.',
  sections: [
    {
      id: 'attributes',
      title: 'The attributes',
      blocks: [
        {
          type: 'table',
          caption: 'No-code attributes',
          columns: ['Attribute', 'On', 'Meaning'],
          rows: [
            [
              '`data-api-key`',
              'the script tag',
              'the workspace’s publishable key; without it nothing is wired',
            ],
            ['`data-snipwire-snippet`', 'any element', 'the snippet id'],
            [
              '`data-snipwire-action`',
              'the same element',
              '`login`, `signUp`, `add`, `payment`, `staticDisplay` or `dynamicDisplay`',
            ],
            [
              '`data-snipwire-variables`',
              'the same element (optional)',
              'JSON: `{"room":"lobby"}` or `[{"name":"room","value":"lobby"}]`',
            ],
          ],
        },
        {
          type: 'text',
          text: 'The snippet itself names the elements it uses (its `buttonElementId`, `fieldMappings`, `containerElementId`…); the element that carries the attributes receives the events. A no-code payment always waits for a click on its button.',
        },
      ],
    },
    {
      id: 'example',
      title: 'A chat room without JavaScript',
      blocks: [
        {
          type: 'text',
          text: 'This page shows the lobby’s messages as a live list and adds new ones, with the demo workspace’s `demo-messages` and `demo-add-message` snippets. Save it as a file, serve it from `localhost` and open it in two windows.',
        },
        {
          type: 'code',
          language: 'html',
          caption: 'chat.html',
          code: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Lobby</title>
    <script src="${origin}/sdk/snipwire.js" data-api-key="${demoKey}" defer></script>
  </head>
  <body>
    <ul id="demo-messages"
        data-snipwire-snippet="demo-messages"
        data-snipwire-action="dynamicDisplay"
        data-snipwire-variables='{"room":"lobby"}'></ul>

    <input id="demo-message-author" placeholder="Your name">
    <input id="demo-message-text" placeholder="Message">
    <button id="demo-message-send"
            data-snipwire-snippet="demo-add-message"
            data-snipwire-action="add"
            data-snipwire-variables='{"room":"lobby"}'>Send</button>
  </body>
</html>`,
        },
        {
          type: 'note',
          text: 'Serve the file over HTTP (`npx serve`, `python3 -m http.server`): a page opened from `file://` has no origin the server can authorize.',
        },
      ],
    },
    {
      id: 'events',
      title: 'Reacting to outcomes',
      blocks: [
        {
          type: 'text',
          text: 'Every outcome is a bubbling DOM event on the wired element: `snipwire:success` with the user, the new document or the displayed data in `detail`, and `snipwire:error` with a `SnipwireError` (its `code` and the spec’s `message`) in `detail`.',
        },
        {
          type: 'code',
          language: 'js',
          code: `document.addEventListener('snipwire:success', (event) => {
  if (event.target.id === 'sign-in') location.assign('/account')
})
document.addEventListener('snipwire:error', (event) => {
  document.getElementById('problem').textContent = event.detail.message
})`,
        },
        {
          type: 'text',
          text: 'Wrong attributes (an unknown action, variables that are not JSON) raise `wiring/invalid-attributes` on the element and leave the rest of the page wired.',
        },
      ],
    },
  ],
}
