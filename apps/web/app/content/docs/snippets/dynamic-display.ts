/**
 * Documentation: the dynamic display snippet's page — its configuration, the HTML it needs, its
 * states, its errors and a live example.
 */
import { clientLine, configBlocks } from './snippet-config'
import type { DocPage } from '../types'

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
