/**
 * What the store contract's cases share: the store under test, two workspaces' worth of data,
 * and small helpers to seed and query it.
 */
import type { QueryOperator } from '@snipwire/protocol'
import type { JsonValue, NewWorkspace, Query, RefreshTokenRecord, Scope } from '../../core/model.js'
import type { Store } from '../../core/store.js'

export interface ContractStore {
  /** A fresh, empty, migrated store. */
  store: Store
  /** Another handle on the same database, as another process (the CLI) would have. */
  openAnother(): Promise<Store>
  cleanup(): Promise<void>
}

export interface StoreContractOptions {
  name: string
  createStore(): Promise<ContractStore>
}

/** The current test's store, set before each test (workspaces `w1` and `w2` exist in it). */
export interface StoreFixture {
  context: ContractStore
  store: Store
}

export const test: Scope = { workspaceId: 'w1', mode: 'test' }
export const live: Scope = { workspaceId: 'w1', mode: 'live' }

/** A workspace as the CLI would create it, keys derived from its id. */
export function newWorkspace(id: string, overrides: Partial<NewWorkspace> = {}): NewWorkspace {
  return {
    id,
    name: `Workspace ${id}`,
    ownerEmail: `${id}@example.com`,
    origins: ['https://shop.example'],
    apiKey: `pk_test_${id}0000000000000000`,
    liveApiKey: `pk_live_${id}0000000000000000`,
    secretKeyHash: `hash-test-${id}`,
    liveSecretKeyHash: `hash-live-${id}`,
    sAcc: `acct_test_${id}`,
    sAccLive: null,
    ...overrides,
  }
}

/** A fresh refresh token of a test-mode user of workspace `w1`. */
export function refreshToken(
  tokenHash: string,
  family: string,
  userId: string,
): RefreshTokenRecord {
  return {
    tokenHash,
    family,
    userId,
    workspaceId: 'w1',
    mode: 'test',
    createdAt: 1,
    expiresAt: 10,
    usedAt: null,
    revokedAt: null,
  }
}

/** Products whose fields differ in type from one to the next, for the query cases. */
export const PRODUCTS: Record<string, Record<string, JsonValue>> = {
  a: { n: 1, s: 'apple', ok: true, tags: ['red', 'fruit'], meta: { rank: 3 } },
  b: { n: 2, s: 'banana', ok: false, tags: ['yellow', 'fruit'], meta: { rank: 1 } },
  c: { n: 3, s: 'cherry', ok: true, tags: ['red'], meta: { rank: 2 } },
  d: { n: '3', s: null, tags: [] },
  e: { s: 'elder', n: 2.5 },
}

export type CollectionQuery = Extract<Query, { kind: 'collection' }>

/** A query on `products`: OR of groups, each an AND of `[field, operator, value]`. */
export function where(...groups: [string, QueryOperator, JsonValue][][]): CollectionQuery {
  return {
    kind: 'collection',
    collectionPath: 'products',
    where: groups.map((group) =>
      group.map(([field, operator, value]) => ({ field, operator, value })),
    ),
    orderBy: [],
    limit: 100,
  }
}

/** The ids a collection query returns, in order. */
export async function ids(store: Store, query: Query, scope: Scope = test): Promise<string[]> {
  const result = await store.runQuery(scope, query)
  if (result.kind !== 'collection') throw new Error('expected a collection result')
  return result.docs.map((doc) => doc.id)
}

/** Writes `PRODUCTS` into the test mode of workspace `w1`. */
export async function seedProducts(store: Store): Promise<void> {
  await store.transaction(async (tx) => {
    for (const [id, data] of Object.entries(PRODUCTS))
      await tx.setDocument(test, 'products', id, data)
  })
}
