/**
 * @snipwire/server — the Snipwire server (Fastify 5) and the `snipwire` CLI. Embeds SQLite by
 * default. `createServer` builds a server on any `Store`; `openSqliteStore` opens the embedded
 * one, `openPostgresStore` one on PostgreSQL (for several server nodes on one database).
 */
import { buildApp, type AppOptions } from './http/app.js'
import { addressUrl } from './lib/address-url.js'

export type ServerOptions = Omit<AppOptions, 'extensions'>

export interface SnipwireServer {
  /** Starts listening; resolves with the URLs it listens on. */
  listen(options?: { port?: number; host?: string }): Promise<string[]>
  /** Ends event streams and stops listening (the store stays open). */
  close(): Promise<void>
}

/**
 * A server on `options.store`: the public API, and the client bundle and website when their
 * folders are given.
 * @example
 * const store = openSqliteStore({ path: '.snipwire/snipwire.db', migrations: CORE_MIGRATIONS })
 * const server = await createServer({ store, signingKey: randomBytes(32) })
 * const [url] = await server.listen({ port: 3000 })
 */
export async function createServer(options: ServerOptions): Promise<SnipwireServer> {
  const { app } = await buildApp(options)
  return {
    async listen({ port = 3000, host = 'localhost' } = {}) {
      await app.listen({ port, host })
      return app.addresses().map(addressUrl)
    },
    close: () => app.close(),
  }
}

export { openSqliteStore } from './store/sqlite/sqlite-store.js'
export type { SqliteStoreOptions } from './store/sqlite/sqlite-store.js'
export { openPostgresStore } from './store/postgres/postgres-store.js'
export type { PostgresStoreOptions } from './store/postgres/postgres-store.js'
export { CORE_MIGRATIONS } from './store/migrations.js'
export type { Migration } from './store/migrations.js'
export { DEFAULT_LIMITS } from './core/context.js'
export type { Limits } from './core/context.js'
export type {
  Store,
  StoreReader,
  Transaction,
  TransactionOptions,
  SqlExecutor,
  SqlParameter,
} from './core/store.js'
export type {
  Mode,
  Scope,
  Workspace,
  StoredSnippet,
  DocumentRecord,
  Query,
  QueryRecords,
  Change,
  Usage,
  UsageReport,
} from './core/model.js'
export type { PaymentProvider, CheckoutRequest } from './core/payments.js'
export type { NotifyHook, SnippetEvent, SnippetEventKind } from './core/events.js'
export { SnipwireServerError } from './core/errors.js'
export { verifyWebhookSignature } from './notifications/webhook-signature.js'
export type { SignatureCheck } from './notifications/webhook-signature.js'
export { main } from './cli/main.js'
