/**
 * Documentation, reference: the `snipwire` CLI.
 */
import type { DocPage } from '../types'

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
