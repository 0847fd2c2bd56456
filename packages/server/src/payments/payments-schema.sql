-- Payments: the proposed tables for the integration with the server's store.
-- SQLite dialect (better-sqlite3, STRICT tables); the same columns work on PostgreSQL with
-- INTEGER -> BIGINT for the millisecond timestamps and TEXT JSON -> JSONB.
-- Times are milliseconds since the epoch. Test and live never mix: `mode` is part of every row.

-- The test provider's price catalogue, one per workspace (`snipwire price put` / `price list`).
-- A row is what `validatePriceEntry` returns; putting an existing id replaces it.
CREATE TABLE IF NOT EXISTS prices (
  workspace_id TEXT NOT NULL,
  price_id     TEXT NOT NULL,
  name         TEXT NOT NULL,
  amount       INTEGER NOT NULL CHECK (amount > 0),       -- smallest currency unit (cents)
  currency     TEXT NOT NULL CHECK (length(currency) = 3), -- lower-case ISO 4217
  interval     TEXT CHECK (interval IN ('month', 'year')), -- NULL: a one-time price
  updated_at   INTEGER NOT NULL,
  PRIMARY KEY (workspace_id, price_id)
) STRICT;

-- Every checkout the server created, by either provider. For Stripe it keeps what the Stripe
-- event does not carry (the price); for the test provider it is the whole hosted checkout:
-- a snapshot of the price (a later `price put` does not change an open checkout), the return
-- URLs, the metadata, and the form token that Pay and Cancel must send back.
CREATE TABLE IF NOT EXISTS checkouts (
  id           TEXT PRIMARY KEY,                           -- cs_test_… (test) or Stripe's cs_…
  provider     TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
  workspace_id TEXT NOT NULL,
  mode         TEXT NOT NULL CHECK (mode IN ('test', 'live')),
  price_id     TEXT NOT NULL,
  payment_type TEXT NOT NULL CHECK (payment_type IN ('payment', 'subscription')),
  product_name TEXT,                                       -- test provider only
  amount       INTEGER,                                    -- test provider only
  currency     TEXT,                                       -- test provider only
  interval     TEXT CHECK (interval IN ('month', 'year')),
  success_url  TEXT NOT NULL,
  cancel_url   TEXT,
  metadata     TEXT NOT NULL DEFAULT '{}',                 -- JSON object of strings
  form_token   TEXT,                                       -- test provider only; never logged
  status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL,                           -- test: created_at + 24 h
  completed_at INTEGER
) STRICT;
CREATE INDEX IF NOT EXISTS checkouts_by_workspace ON checkouts (workspace_id, created_at);

-- Completed checkouts (`snipwire payments`). UNIQUE (provider, checkout_id) makes recording
-- idempotent: a Stripe event delivered twice, or Pay submitted twice, adds nothing
-- (INSERT … ON CONFLICT DO NOTHING).
CREATE TABLE IF NOT EXISTS payments (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  provider       TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
  checkout_id    TEXT NOT NULL,
  event_id       TEXT,                                     -- Stripe evt_…; NULL for test
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
CREATE INDEX IF NOT EXISTS payments_by_workspace ON payments (workspace_id, mode, completed_at);

-- Provider webhook events already handled, so a replayed or duplicate delivery (Stripe retries
-- until it gets a 2xx) changes nothing. Insert in the same transaction as the payment.
CREATE TABLE IF NOT EXISTS webhook_events (
  provider    TEXT NOT NULL,
  event_id    TEXT NOT NULL,
  event_type  TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (provider, event_id)
) STRICT;
