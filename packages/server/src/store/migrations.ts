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
  /**
   * The same schema for PostgreSQL, run as one script (BIGINT for the millisecond times, JSONB
   * for JSON that queries look into). The PostgreSQL store refuses a list where one is missing.
   */
  postgres?: string
}

/**
 * Throws when two migrations share an id.
 * @example checkMigrationIds(CORE_MIGRATIONS)
 */
export function checkMigrationIds(migrations: readonly Migration[]): void {
  const ids = new Set<string>()
  for (const migration of migrations) {
    if (ids.has(migration.id)) throw new TypeError(`The migration id ${migration.id} is used twice`)
    ids.add(migration.id)
  }
}

/**
 * Notifies `snipwire:<schema>` with each new change (PostgreSQL): `[seq, kind, workspace_id,
 * mode, collection_path, item_id]`, or only `[seq]` when that would not fit a notification
 * (the listener then reads the row). Notifications reach listeners when the transaction commits,
 * in commit order, and never for a transaction rolled back.
 */
const NOTIFY_CHANGE_FUNCTION = `
      CREATE FUNCTION snipwire_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        payload TEXT := json_build_array(NEW.seq, NEW.kind, NEW.workspace_id, NEW.mode,
          NEW.collection_path, NEW.item_id)::text;
      BEGIN
        IF octet_length(payload) > 7000 THEN
          payload := json_build_array(NEW.seq)::text;
        END IF;
        PERFORM pg_notify(left('snipwire:' || TG_TABLE_SCHEMA, 63), payload);
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER changes_notify AFTER INSERT ON changes
        FOR EACH ROW EXECUTE FUNCTION snipwire_notify_change();
`

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
    // Keys and ids sort and compare by their bytes ("C"), as in SQLite, whatever the database's
    // locale: document ids sort by creation time only byte-wise. Documents are JSONB with a GIN
    // index for equality and array-contains conditions.
    postgres: `
      CREATE TABLE workspaces (
        id TEXT COLLATE "C" PRIMARY KEY,
        name TEXT NOT NULL,
        owner_email TEXT,
        origins TEXT NOT NULL DEFAULT '[]',
        api_key TEXT COLLATE "C" NOT NULL UNIQUE,
        live_api_key TEXT COLLATE "C" NOT NULL UNIQUE,
        secret_key_hash TEXT COLLATE "C" NOT NULL UNIQUE,
        live_secret_key_hash TEXT COLLATE "C" NOT NULL UNIQUE,
        s_acc TEXT,
        s_acc_live TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );

      CREATE TABLE snippets (
        workspace_id TEXT COLLATE "C" NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        id TEXT COLLATE "C" NOT NULL,
        type TEXT NOT NULL,
        body TEXT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (workspace_id, id)
      );

      CREATE TABLE snippet_calls (
        workspace_id TEXT COLLATE "C" NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        snippet_id TEXT COLLATE "C" NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        calls BIGINT NOT NULL DEFAULT 0,
        PRIMARY KEY (workspace_id, snippet_id, mode)
      );

      CREATE TABLE usage (
        workspace_id TEXT COLLATE "C" NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        current_auth BIGINT NOT NULL DEFAULT 0,
        current_writes BIGINT NOT NULL DEFAULT 0,
        current_reads BIGINT NOT NULL DEFAULT 0,
        PRIMARY KEY (workspace_id, mode)
      );

      CREATE TABLE documents (
        workspace_id TEXT COLLATE "C" NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        collection_path TEXT COLLATE "C" NOT NULL,
        id TEXT COLLATE "C" NOT NULL,
        data JSONB NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (workspace_id, mode, collection_path, id)
      );
      CREATE INDEX documents_data ON documents USING GIN (data jsonb_path_ops);

      CREATE TABLE users (
        id TEXT COLLATE "C" PRIMARY KEY,
        workspace_id TEXT COLLATE "C" NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
        email TEXT COLLATE "C" NOT NULL,
        password_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        UNIQUE (workspace_id, mode, email)
      );

      CREATE TABLE refresh_tokens (
        token_hash TEXT COLLATE "C" PRIMARY KEY,
        family TEXT COLLATE "C" NOT NULL,
        user_id TEXT COLLATE "C" NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        workspace_id TEXT COLLATE "C" NOT NULL,
        mode TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        used_at BIGINT,
        revoked_at BIGINT
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens (family);

      CREATE TABLE changes (
        seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('document', 'workspace', 'snippet')),
        workspace_id TEXT COLLATE "C" NOT NULL,
        mode TEXT,
        collection_path TEXT COLLATE "C",
        item_id TEXT COLLATE "C",
        at BIGINT NOT NULL
      );
      CREATE INDEX changes_at ON changes (at);
      ${NOTIFY_CHANGE_FUNCTION}
    `,
  },
  {
    // Secrets every server node on a database shares (the access-token signing key, where the
    // data directory is not shared: PostgreSQL). Never sent to a browser.
    id: 'core-002-server-secrets',
    sqlite: `
      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
    postgres: `
      CREATE TABLE server_secrets (
        name TEXT COLLATE "C" PRIMARY KEY,
        value TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
    `,
  },
]
