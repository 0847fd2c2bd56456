/**
 * Documentation: the static display snippet's page — its configuration, the HTML it needs, its
 * states, its errors and a live example.
 */
import { clientLine, configBlocks } from './snippet-config'
import type { DocPage } from '../types'

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
