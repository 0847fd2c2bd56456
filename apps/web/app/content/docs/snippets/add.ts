/**
 * Documentation: the add snippet's page — its configuration, the HTML it needs, its
 * states, its errors and a live example.
 */
import { clientLine, configBlocks } from './snippet-config'
import type { DocPage } from '../types'

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
