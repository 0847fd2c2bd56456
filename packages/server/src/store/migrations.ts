/**
 * Schema migrations. Each area of the server keeps its own list (this file holds the core
 * tables); `src/runtime.ts` joins the lists in order and the store applies every migration it
 * has not applied yet, once, in one transaction, when it opens. Never edit or reorder a released
 * migration: add a new one.
 */

export interface Migration {
  /** Unique and stable, e.g. `core-001-initial`. */
  id: string
  /** SQLite statements, run with `exec`. */
  sqlite: string
  /** The same schema for PostgreSQL (for the PostgreSQL store). */
  postgres?: string
}

export const CORE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'core-001-initial',
    sqlite: `
      CREATE TABLE workspaces (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        owner_email TEXT,
        origins TEXT NOT NULL DEFAULT '[]',
        api_key TEXT NOT NULL UNIQUE,
        live_api_key TEXT NOT NULL UNIQUE,
        secret_key_hash TEXT NOT NULL UNIQUE,
        live_secret_key_hash TEXT NOT NULL UNIQUE,
        s_acc TEXT,
        s_acc_live TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );

      CREATE TABLE snippets (
        workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        type TEXT NOT NULL,
        body TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (workspace_id, id)
      ) WITHOUT ROWID;

      CREATE TABLE snippet_calls (
        workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        snippet_id TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        calls INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (workspace_id, snippet_id, mode)
      ) WITHOUT ROWID;

      CREATE TABLE usage (
        workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        current_auth INTEGER NOT NULL DEFAULT 0,
        current_writes INTEGER NOT NULL DEFAULT 0,
        current_reads INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (workspace_id, mode)
      ) WITHOUT ROWID;

      CREATE TABLE documents (
        workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        collection_path TEXT NOT NULL,
        id TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (workspace_id, mode, collection_path, id)
      ) WITHOUT ROWID;

      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (workspace_id, mode, email)
      );

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family TEXT NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        workspace_id TEXT NOT NULL,
        mode TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        revoked_at INTEGER
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family);

      CREATE TABLE changes (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('document', 'workspace', 'snippet')),
        workspace_id TEXT NOT NULL,
        mode TEXT,
        collection_path TEXT,
        item_id TEXT,
        at INTEGER NOT NULL
      );
      CREATE INDEX changes_at ON changes (at);
    `,
  },
]
