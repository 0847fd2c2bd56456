/**
 * Documentation, reference: the server's configuration.
 */
import type { DocPage } from '../types'

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
