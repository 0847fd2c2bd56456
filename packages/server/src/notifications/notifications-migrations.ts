/**
 * The notifications area's tables, as store migrations (SQLite and PostgreSQL). Times are
 * milliseconds since the epoch (BIGINT on PostgreSQL); JSON columns are TEXT on SQLite and JSONB
 * on PostgreSQL, where the claim query also takes `FOR UPDATE SKIP LOCKED`, so several server
 * nodes share one outbox without taking the same message.
 *
 * - `workspace_notification_settings`: the owner's choices (`snipwire workspace set --notify …
 *   --webhook …`). A workspace without a row notifies on every event. Never sent to a browser.
 * - `outbox`: one row per notification, channel and target, written in the same transaction as
 *   the login, sign-up or add, so a notification exists exactly when the operation happened.
 *   Rows are kept after delivery: `snipwire outbox` lists them. `attempts` counts failed
 *   attempts; `lease_until` is a worker's claim (NULL: free); `notification_id` (`ntf_…`) is the
 *   idempotency key receivers see.
 * - `outbox_attempts`: the delivery log, every attempt, written in the same transaction as the
 *   outbox row's update. No unique attempt number: after a lease ran out two workers may both
 *   have tried.
 */
import type { Migration } from '../store/migrations.js'

export const NOTIFICATIONS_MIGRATIONS: readonly Migration[] = [
  {
    id: 'notifications-001-outbox',
    sqlite: `
      CREATE TABLE workspace_notification_settings (
        workspace_id   TEXT PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
        notify         TEXT NOT NULL DEFAULT 'login,signUp,add',
        webhook_urls   TEXT NOT NULL DEFAULT '[]',
        webhook_secret TEXT,
        updated_at     INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE outbox (
        id              TEXT PRIMARY KEY,
        notification_id TEXT NOT NULL,
        workspace_id    TEXT NOT NULL,
        workspace_name  TEXT NOT NULL,
        mode            TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        kind            TEXT NOT NULL CHECK (kind IN ('login', 'signUp', 'add')),
        channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        target          TEXT NOT NULL,
        payload         TEXT NOT NULL,
        status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until     INTEGER,
        last_error      TEXT,
        created_at      INTEGER NOT NULL,
        delivered_at    INTEGER,
        UNIQUE (notification_id, channel, target)
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (status, channel, next_attempt_at);
      CREATE INDEX outbox_by_workspace ON outbox (workspace_id, created_at);

      CREATE TABLE outbox_attempts (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        outbox_id   TEXT NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
        attempt     INTEGER NOT NULL,
        started_at  INTEGER NOT NULL,
        finished_at INTEGER NOT NULL,
        outcome     TEXT NOT NULL CHECK (outcome IN ('delivered', 'failed')),
        detail      TEXT NOT NULL
      ) STRICT;
      CREATE INDEX outbox_attempts_by_message ON outbox_attempts (outbox_id, attempt);
    `,
    postgres: `
      CREATE TABLE workspace_notification_settings (
        workspace_id   TEXT PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
        notify         TEXT NOT NULL DEFAULT 'login,signUp,add',
        webhook_urls   JSONB NOT NULL DEFAULT '[]',
        webhook_secret TEXT,
        updated_at     BIGINT NOT NULL
      );

      CREATE TABLE outbox (
        id              TEXT PRIMARY KEY,
        notification_id TEXT NOT NULL,
        workspace_id    TEXT NOT NULL,
        workspace_name  TEXT NOT NULL,
        mode            TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        kind            TEXT NOT NULL CHECK (kind IN ('login', 'signUp', 'add')),
        channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        target          TEXT NOT NULL,
        payload         JSONB NOT NULL,
        status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        lease_until     BIGINT,
        last_error      TEXT,
        created_at      BIGINT NOT NULL,
        delivered_at    BIGINT,
        UNIQUE (notification_id, channel, target)
      );
      CREATE INDEX outbox_due ON outbox (status, channel, next_attempt_at);
      CREATE INDEX outbox_by_workspace ON outbox (workspace_id, created_at);

      CREATE TABLE outbox_attempts (
        id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        outbox_id   TEXT NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
        attempt     INTEGER NOT NULL,
        started_at  BIGINT NOT NULL,
        finished_at BIGINT NOT NULL,
        outcome     TEXT NOT NULL CHECK (outcome IN ('delivered', 'failed')),
        detail      TEXT NOT NULL
      );
      CREATE INDEX outbox_attempts_by_message ON outbox_attempts (outbox_id, attempt);
    `,
  },
]
