/**
 * The payments area's tables, as store migrations (SQLite and PostgreSQL). Times are
 * milliseconds since the epoch (BIGINT on PostgreSQL); JSON columns are TEXT on SQLite and JSONB
 * on PostgreSQL. Test and live never mix: `mode` is part of every row.
 *
 * - `prices`: the test provider's price catalogue, one per workspace (`snipwire price put` /
 *   `price list`, `snipwire apply`). A row is what `validatePriceEntry` returns; putting an
 *   existing id replaces it. `billing_interval` NULL is a one-time price.
 * - `checkouts`: every checkout the server created, by either provider. For Stripe it keeps what
 *   the Stripe event does not carry (the price); for the test provider it is the whole hosted
 *   checkout: a snapshot of the price (a later `price put` does not change an open checkout),
 *   the return URLs, the metadata, and the form token that Pay and Cancel must send back (never
 *   logged).
 * - `payments`: completed checkouts (`snipwire payments`). UNIQUE (provider, checkout_id) makes
 *   recording idempotent: a Stripe event delivered twice, or Pay submitted twice, adds nothing
 *   (INSERT … ON CONFLICT DO NOTHING).
 * - `webhook_events`: provider webhook events already handled, so a replayed or duplicate
 *   delivery (Stripe retries until it gets a 2xx) changes nothing. Inserted in the same
 *   transaction as the payment.
 */
import type { Migration } from '../store/migrations.js'

export const PAYMENTS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'payments-001-initial',
    sqlite: `
      CREATE TABLE prices (
        workspace_id     TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        price_id         TEXT NOT NULL,
        name             TEXT NOT NULL,
        amount           INTEGER NOT NULL CHECK (amount > 0),
        currency         TEXT NOT NULL CHECK (length(currency) = 3),
        billing_interval TEXT CHECK (billing_interval IN ('month', 'year')),
        updated_at       INTEGER NOT NULL,
        PRIMARY KEY (workspace_id, price_id)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE checkouts (
        id               TEXT PRIMARY KEY,
        provider         TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
        workspace_id     TEXT NOT NULL,
        mode             TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        price_id         TEXT NOT NULL,
        payment_type     TEXT NOT NULL CHECK (payment_type IN ('payment', 'subscription')),
        product_name     TEXT,
        amount           INTEGER,
        currency         TEXT,
        billing_interval TEXT CHECK (billing_interval IN ('month', 'year')),
        success_url      TEXT NOT NULL,
        cancel_url       TEXT,
        metadata         TEXT NOT NULL DEFAULT '{}',
        form_token       TEXT,
        status           TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
        created_at       INTEGER NOT NULL,
        expires_at       INTEGER NOT NULL,
        completed_at     INTEGER
      ) STRICT;
      CREATE INDEX checkouts_by_workspace ON checkouts (workspace_id, created_at);

      CREATE TABLE payments (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        provider       TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
        checkout_id    TEXT NOT NULL,
        event_id       TEXT,
        workspace_id   TEXT NOT NULL,
        mode           TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        snippet_id     TEXT,
        user_id        TEXT,
        price_id       TEXT,
        payment_type   TEXT NOT NULL CHECK (payment_type IN ('payment', 'subscription')),
        status         TEXT NOT NULL CHECK (status IN ('paid', 'unpaid', 'no_payment_required')),
        amount_total   INTEGER,
        currency       TEXT,
        customer_email TEXT,
        metadata       TEXT NOT NULL DEFAULT '{}',
        completed_at   INTEGER NOT NULL,
        UNIQUE (provider, checkout_id)
      ) STRICT;
      CREATE INDEX payments_by_workspace ON payments (workspace_id, mode, completed_at);

      CREATE TABLE webhook_events (
        provider    TEXT NOT NULL,
        event_id    TEXT NOT NULL,
        event_type  TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        PRIMARY KEY (provider, event_id)
      ) STRICT, WITHOUT ROWID;
    `,
    postgres: `
      CREATE TABLE prices (
        workspace_id     TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        price_id         TEXT NOT NULL,
        name             TEXT NOT NULL,
        amount           BIGINT NOT NULL CHECK (amount > 0),
        currency         TEXT NOT NULL CHECK (length(currency) = 3),
        billing_interval TEXT CHECK (billing_interval IN ('month', 'year')),
        updated_at       BIGINT NOT NULL,
        PRIMARY KEY (workspace_id, price_id)
      );

      CREATE TABLE checkouts (
        id               TEXT PRIMARY KEY,
        provider         TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
        workspace_id     TEXT NOT NULL,
        mode             TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        price_id         TEXT NOT NULL,
        payment_type     TEXT NOT NULL CHECK (payment_type IN ('payment', 'subscription')),
        product_name     TEXT,
        amount           BIGINT,
        currency         TEXT,
        billing_interval TEXT CHECK (billing_interval IN ('month', 'year')),
        success_url      TEXT NOT NULL,
        cancel_url       TEXT,
        metadata         JSONB NOT NULL DEFAULT '{}',
        form_token       TEXT,
        status           TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
        created_at       BIGINT NOT NULL,
        expires_at       BIGINT NOT NULL,
        completed_at     BIGINT
      );
      CREATE INDEX checkouts_by_workspace ON checkouts (workspace_id, created_at);

      CREATE TABLE payments (
        id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        provider       TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
        checkout_id    TEXT NOT NULL,
        event_id       TEXT,
        workspace_id   TEXT NOT NULL,
        mode           TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        snippet_id     TEXT,
        user_id        TEXT,
        price_id       TEXT,
        payment_type   TEXT NOT NULL CHECK (payment_type IN ('payment', 'subscription')),
        status         TEXT NOT NULL CHECK (status IN ('paid', 'unpaid', 'no_payment_required')),
        amount_total   BIGINT,
        currency       TEXT,
        customer_email TEXT,
        metadata       JSONB NOT NULL DEFAULT '{}',
        completed_at   BIGINT NOT NULL,
        UNIQUE (provider, checkout_id)
      );
      CREATE INDEX payments_by_workspace ON payments (workspace_id, mode, completed_at);

      CREATE TABLE webhook_events (
        provider    TEXT NOT NULL,
        event_id    TEXT NOT NULL,
        event_type  TEXT NOT NULL,
        received_at BIGINT NOT NULL,
        PRIMARY KEY (provider, event_id)
      );
    `,
  },
]
