/**
 * Test fixtures: a fresh store (SQLite in a temporary folder, or a new database on a throwaway
 * PostgreSQL cluster), an in-process app, and a workspace with one snippet of every type. Each
 * test file gets its own database.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Snippet } from '@snipwire/protocol'
import type { Store } from '../core/store.js'
import { createWorkspace, saveSnippet, type CreatedWorkspace } from '../core/workspaces.js'
import { buildApp, type AppOptions } from '../http/app.js'
import type { ServerContext } from '../http/server-context.js'
import { CORE_MIGRATIONS } from '../store/migrations.js'
import { openPostgresStore } from '../store/postgres/postgres-store.js'
import { openSqliteStore } from '../store/sqlite/sqlite-store.js'
import type { PostgresCluster } from './postgres.js'

export const SIGNING_KEY = Buffer.alloc(32, 7)

export interface TempStore {
  store: Store
  /** The SQLite store's folder ('' for PostgreSQL). */
  dir: string
  /** The SQLite database file, or the PostgreSQL database URL. */
  path: string
  /** Another handle on the same database, as another process (the CLI, a second node) has. */
  openAnother(): Promise<Store>
  cleanup(): Promise<void>
}

/**
 * A migrated SQLite store in a new temporary folder.
 * @example const { store, cleanup } = tempStore()
 */
export function tempStore(): TempStore {
  const dir = mkdtempSync(join(tmpdir(), 'snipwire-test-'))
  const path = join(dir, 'snipwire.db')
  const store = openSqliteStore({ path, migrations: CORE_MIGRATIONS })
  return {
    store,
    dir,
    path,
    openAnother: () => Promise.resolve(openSqliteStore({ path, migrations: CORE_MIGRATIONS })),
    async cleanup() {
      await store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A migrated PostgreSQL store in a new schema of `cluster` (see `postgres.ts`).
 * @example const { store, cleanup } = await tempPostgresStore(cluster)
 */
export async function tempPostgresStore(cluster: PostgresCluster): Promise<TempStore> {
  const url = await cluster.createSchema()
  const open = () => openPostgresStore({ url, migrations: CORE_MIGRATIONS })
  const store = await open()
  return { store, dir: '', path: url, openAnother: open, cleanup: () => store.close() }
}

export const SNIPPETS: Record<string, Omit<Snippet, 'id'>> = {
  login: {
    type: 'login',
    emailElementId: 'email',
    passwordElementId: 'password',
    buttonElementId: 'go',
  },
  signup: {
    type: 'signUp',
    emailElementId: 'email',
    passwordElementId: 'password',
    buttonElementId: 'go',
    usersCollectionName: 'members',
    fieldMappings: [{ field: 'name', elementId: 'name' }],
  },
  chat: {
    type: 'add',
    buttonElementId: 'send',
    pathSegments: [
      { type: 'collection', value: 'rooms' },
      { type: 'document', value: '$room' },
      { type: 'collection', value: 'messages' },
    ],
    fieldMappings: [
      { field: 'text', elementId: 'text' },
      { field: 'author', elementId: 'author' },
    ],
  },
  messages: {
    type: 'dynamicDisplay',
    pathSegments: [
      { type: 'collection', value: 'rooms' },
      { type: 'document', value: '$room' },
      { type: 'collection', value: 'messages' },
    ],
    fieldMappings: [{ field: 'text', elementId: 'text' }],
    dynamicSnippetItemCode: '<li>#text</li>',
    containerElementId: 'list',
    realTimeUpdatesOn: true,
  },
  profile: {
    type: 'staticDisplay',
    requireAuth: true,
    pathSegments: [
      { type: 'collection', value: 'members' },
      { type: 'document', value: '$uid' },
    ],
    fieldMappings: [{ field: 'name', elementId: 'name' }],
  },
  checkout: {
    type: 'payment',
    buttonElementId: 'buy',
    priceID: 'price_$plan',
    paymentType: 'subscription',
    successUrl: 'https://shop.example/thanks',
  },
}

export interface TestApp extends TempStore {
  app: FastifyInstance
  context: ServerContext
  workspace: CreatedWorkspace
}

/**
 * An app on a fresh store (SQLite unless `temp` says otherwise) with a workspace (origin
 * https://shop.example) holding `SNIPPETS`.
 * @example const t = await testApp(); await t.app.inject({ url: `/v1/snippets/login?key=${t.workspace.workspace.apiKey}` })
 */
export async function testApp(
  options: Partial<AppOptions> = {},
  temp: TempStore = tempStore(),
): Promise<TestApp> {
  const { app, context } = await buildApp({
    store: temp.store,
    signingKey: SIGNING_KEY,
    ...options,
  })
  const workspace = await createWorkspace(temp.store, {
    name: 'Shop',
    ownerEmail: 'owner@shop.example',
    origins: ['https://shop.example'],
    sAcc: 'acct_test_SECRET123',
    sAccLive: 'acct_live_SECRET456',
  })
  for (const [id, snippet] of Object.entries(SNIPPETS)) {
    await saveSnippet(temp.store, workspace.workspace.id, id, snippet)
  }
  return {
    ...temp,
    app,
    context,
    workspace,
    async cleanup() {
      await app.close()
      await temp.cleanup()
    },
  }
}
