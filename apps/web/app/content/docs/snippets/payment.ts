/**
 * Documentation: the payment snippet's page — its configuration, the HTML it needs, its
 * states, its errors and a live example.
 */
import { clientLine, configBlocks } from './snippet-config'
import type { DocPage } from '../types'

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
