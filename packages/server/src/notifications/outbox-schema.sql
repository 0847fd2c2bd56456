-- Notifications: the proposed tables for the integration with the server's store.
-- SQLite dialect (better-sqlite3, STRICT tables); on PostgreSQL use BIGINT for the millisecond
-- timestamps, JSONB for the JSON columns, and `FOR UPDATE SKIP LOCKED` in the claim query so
-- several server nodes share one outbox without taking the same message.

-- The owner's choices per workspace (`snipwire workspace set --notify … --webhook …`).
-- Could equally be three columns on the workspaces table. Never sent to a browser.
CREATE TABLE IF NOT EXISTS workspace_notification_settings (
  workspace_id   TEXT PRIMARY KEY,
  notify         TEXT NOT NULL DEFAULT 'login,signUp,add', -- events that notify; '' for none
  webhook_urls   TEXT NOT NULL DEFAULT '[]',               -- JSON array of http(s) URLs
  webhook_secret TEXT,                                     -- whsec_…, made when a URL is first set
  updated_at     INTEGER NOT NULL
) STRICT;

-- One row per notification, channel and target, written by `planNotifications` in the same
-- transaction as the login, sign-up or add, so a notification exists exactly when the
-- operation happened. Rows are kept after delivery: `snipwire outbox` lists them.
CREATE TABLE IF NOT EXISTS outbox (
  id              TEXT PRIMARY KEY,                  -- <notification id>.<n>
  notification_id TEXT NOT NULL,                     -- ntf_…: the idempotency key receivers see
  workspace_id    TEXT NOT NULL,
  workspace_name  TEXT NOT NULL,                     -- as it was when the event happened
  mode            TEXT NOT NULL CHECK (mode IN ('test', 'live')),
  kind            TEXT NOT NULL CHECK (kind IN ('login', 'signUp', 'add')),
  channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  target          TEXT NOT NULL,                     -- owner e-mail address or webhook URL
  payload         TEXT NOT NULL,                     -- the spec's notification payload, JSON
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts        INTEGER NOT NULL DEFAULT 0,        -- failed attempts so far
  next_attempt_at INTEGER NOT NULL,                  -- due from then (created_at at first)
  lease_until     INTEGER,                           -- a worker holds it until then; NULL: free
  last_error      TEXT,
  created_at      INTEGER NOT NULL,
  delivered_at    INTEGER,
  UNIQUE (notification_id, channel, target)
) STRICT;
-- The claim query's path: pending messages of a channel by due time.
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, channel, next_attempt_at);
CREATE INDEX IF NOT EXISTS outbox_by_workspace ON outbox (workspace_id, created_at);

-- The delivery log: every attempt, written in the same transaction as the outbox row's update.
-- (No unique attempt number: after a lease ran out two workers may both have tried.)
CREATE TABLE IF NOT EXISTS outbox_attempts (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id   TEXT NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  attempt     INTEGER NOT NULL,                      -- 1 for the first
  started_at  INTEGER NOT NULL,
  finished_at INTEGER NOT NULL,
  outcome     TEXT NOT NULL CHECK (outcome IN ('delivered', 'failed')),
  detail      TEXT NOT NULL                          -- e.g. 'HTTP 503: …', '250 Accepted'
) STRICT;
CREATE INDEX IF NOT EXISTS outbox_attempts_by_message ON outbox_attempts (outbox_id, attempt);

-- Enqueue, inside the login / sign-up / add transaction, one row per `planNotifications` message:
--   INSERT INTO outbox (id, notification_id, workspace_id, workspace_name, mode, kind, channel,
--                       target, payload, next_attempt_at, created_at)
--   VALUES (:id, :notificationId, :workspaceId, :workspaceName, :mode, :kind, :channel,
--           :target, :payloadJson, :createdAt, :createdAt);

-- The claim, in one transaction (SQLite: BEGIN IMMEDIATE):
--   SELECT o.*, s.webhook_secret FROM outbox o
--     LEFT JOIN workspace_notification_settings s ON s.workspace_id = o.workspace_id
--    WHERE o.status = 'pending' AND o.channel IN (…) AND o.next_attempt_at <= :now
--      AND (o.lease_until IS NULL OR o.lease_until <= :now)
--    ORDER BY o.next_attempt_at LIMIT :limit;
--   UPDATE outbox SET lease_until = :lease_until WHERE id IN (…);
