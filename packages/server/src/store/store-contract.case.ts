/**
 * The contract every `Store` implementation passes: `runStoreContract({ name, createStore })`
 * runs the same cases on SQLite today and on PostgreSQL later (hono's `common.case.test.ts`
 * pattern). Only the `Store` interface is used, never an implementation's internals.
 */
import type { QueryOperator } from '@snipwire/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConflictError } from '../core/errors.js'
import type { Change, JsonValue, NewWorkspace, Query, Scope } from '../core/model.js'
import type { Store } from '../core/store.js'

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

function newWorkspace(id: string, overrides: Partial<NewWorkspace> = {}): NewWorkspace {
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

const PRODUCTS: Record<string, Record<string, JsonValue>> = {
  a: { n: 1, s: 'apple', ok: true, tags: ['red', 'fruit'], meta: { rank: 3 } },
  b: { n: 2, s: 'banana', ok: false, tags: ['yellow', 'fruit'], meta: { rank: 1 } },
  c: { n: 3, s: 'cherry', ok: true, tags: ['red'], meta: { rank: 2 } },
  d: { n: '3', s: null, tags: [] },
  e: { s: 'elder', n: 2.5 },
}

type CollectionQuery = Extract<Query, { kind: 'collection' }>

function where(...groups: [string, QueryOperator, JsonValue][][]): CollectionQuery {
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

export function runStoreContract(options: StoreContractOptions): void {
  describe(`the ${options.name} store`, () => {
    let context: ContractStore
    let store: Store
    const test: Scope = { workspaceId: 'w1', mode: 'test' }
    const live: Scope = { workspaceId: 'w1', mode: 'live' }

    beforeEach(async () => {
      context = await options.createStore()
      store = context.store
      await store.transaction(async (tx) => {
        await tx.insertWorkspace(newWorkspace('w1'))
        await tx.insertWorkspace(newWorkspace('w2'))
      })
    })

    afterEach(async () => {
      await context.cleanup()
    })

    async function ids(query: Query, scope: Scope = test): Promise<string[]> {
      const result = await store.runQuery(scope, query)
      if (result.kind !== 'collection') throw new Error('expected a collection result')
      return result.docs.map((doc) => doc.id)
    }

    async function seedProducts(): Promise<void> {
      await store.transaction(async (tx) => {
        for (const [id, data] of Object.entries(PRODUCTS))
          await tx.setDocument(test, 'products', id, data)
      })
    }

    describe('workspaces', () => {
      it('finds a workspace by its test key and its live key, each with its mode', async () => {
        expect(await store.findWorkspaceByApiKey('pk_test_w10000000000000000')).toMatchObject({
          mode: 'test',
          workspace: { id: 'w1', sAcc: 'acct_test_w1', origins: ['https://shop.example'] },
        })
        expect((await store.findWorkspaceByApiKey('pk_live_w10000000000000000'))?.mode).toBe('live')
        expect(await store.findWorkspaceByApiKey('pk_test_unknown0000000000000')).toBeNull()
      })

      it('finds a workspace by the digest of a secret key', async () => {
        expect(await store.findWorkspaceBySecretKeyHash('hash-live-w2')).toMatchObject({
          mode: 'live',
          workspace: { id: 'w2' },
        })
        expect(await store.findWorkspaceBySecretKeyHash('nope')).toBeNull()
      })

      it('refuses a second workspace with the same id or key', async () => {
        await expect(
          store.transaction((tx) => tx.insertWorkspace(newWorkspace('w1'))),
        ).rejects.toBeInstanceOf(ConflictError)
        await expect(
          store.transaction((tx) =>
            tx.insertWorkspace(newWorkspace('w3', { apiKey: 'pk_test_w10000000000000000' })),
          ),
        ).rejects.toBeInstanceOf(ConflictError)
      })

      it('updates only the fields a patch names and lists workspaces in creation order', async () => {
        const updated = await store.transaction((tx) =>
          tx.updateWorkspace('w1', {
            origins: ['https://a.example', 'https://b.example'],
            sAcc: null,
          }),
        )
        expect(updated).toMatchObject({
          name: 'Workspace w1',
          origins: ['https://a.example', 'https://b.example'],
          sAcc: null,
        })
        expect(
          await store.transaction((tx) => tx.updateWorkspace('missing', { name: 'x' })),
        ).toBeNull()
        expect((await store.listWorkspaces()).map((workspace) => workspace.id)).toEqual([
          'w1',
          'w2',
        ])
      })
    })

    describe('snippets', () => {
      it('creates, replaces, lists and deletes snippets per workspace', async () => {
        await store.transaction(async (tx) => {
          await tx.putSnippet('w1', { id: 'b', type: 'login', buttonElementId: 'x' })
          await tx.putSnippet('w1', { id: 'a', type: 'add', buttonElementId: 'y' })
          await tx.putSnippet('w2', { id: 'a', type: 'payment', priceID: 'p' })
        })
        await store.transaction((tx) =>
          tx.putSnippet('w1', { id: 'b', type: 'login', buttonElementId: 'z' }),
        )
        expect(await store.getSnippet('w1', 'b')).toEqual({
          id: 'b',
          type: 'login',
          buttonElementId: 'z',
        })
        expect((await store.listSnippets('w1')).map((snippet) => snippet.id)).toEqual(['a', 'b'])
        expect((await store.getSnippet('w2', 'a'))?.type).toBe('payment')
        expect(await store.transaction((tx) => tx.deleteSnippet('w1', 'a'))).toBe(true)
        expect(await store.transaction((tx) => tx.deleteSnippet('w1', 'a'))).toBe(false)
        expect(await store.getSnippet('w1', 'a')).toBeNull()
      })
    })

    describe('documents', () => {
      it('keeps test and live documents, and workspaces, apart', async () => {
        await store.transaction(async (tx) => {
          await tx.insertDocument(test, 'rooms', 'lobby', { name: 'test lobby' })
          await tx.insertDocument(live, 'rooms', 'lobby', { name: 'live lobby' })
        })
        expect(JSON.parse((await store.getDocument(test, 'rooms', 'lobby'))!.json)).toEqual({
          name: 'test lobby',
        })
        expect(JSON.parse((await store.getDocument(live, 'rooms', 'lobby'))!.json)).toEqual({
          name: 'live lobby',
        })
        expect(
          await store.getDocument({ workspaceId: 'w2', mode: 'test' }, 'rooms', 'lobby'),
        ).toBeNull()
      })

      it('refuses to insert over an existing document but sets and deletes it', async () => {
        const record = await store.transaction((tx) =>
          tx.insertDocument(test, 'rooms/lobby/messages', 'm1', { text: 'hi' }),
        )
        expect(record).toEqual({ id: 'm1', path: 'rooms/lobby/messages/m1', json: '{"text":"hi"}' })
        await expect(
          store.transaction((tx) =>
            tx.insertDocument(test, 'rooms/lobby/messages', 'm1', { text: 'again' }),
          ),
        ).rejects.toBeInstanceOf(ConflictError)
        await store.transaction((tx) =>
          tx.setDocument(test, 'rooms/lobby/messages', 'm1', { text: 'edited' }),
        )
        expect((await store.getDocument(test, 'rooms/lobby/messages', 'm1'))?.json).toBe(
          '{"text":"edited"}',
        )
        expect(
          await store.transaction((tx) => tx.deleteDocument(test, 'rooms/lobby/messages', 'm1')),
        ).toBe(true)
        expect(await store.getDocument(test, 'rooms/lobby/messages', 'm1')).toBeNull()
      })

      it('reads one document as a document query, null when missing', async () => {
        await seedProducts()
        const found = await store.runQuery(test, {
          kind: 'document',
          collectionPath: 'products',
          id: 'a',
        })
        expect(found).toMatchObject({ kind: 'document', doc: { id: 'a', path: 'products/a' } })
        expect(
          await store.runQuery(test, { kind: 'document', collectionPath: 'products', id: 'z' }),
        ).toEqual({
          kind: 'document',
          doc: null,
        })
      })
    })

    describe('queries', () => {
      beforeEach(seedProducts)

      const cases: [string, Query, string[]][] = [
        ['matches numbers with == but not numeric strings', where([['n', '==', 3]]), ['c']],
        ['matches strings with ==', where([['n', '==', '3']]), ['d']],
        ['matches booleans with ==', where([['ok', '==', true]]), ['a', 'c']],
        ['matches null with ==', where([['s', '==', null]]), ['d']],
        ['skips missing and null fields with !=', where([['ok', '!=', true]]), ['b']],
        ['compares numbers only with numbers', where([['n', '>=', 2]]), ['b', 'c', 'e']],
        ['compares strings only with strings', where([['s', '<', 'c']]), ['a', 'b']],
        ['reads nested fields with dots', where([['meta.rank', '<=', 2]]), ['b', 'c']],
        ['matches any listed value with in', where([['n', 'in', [1, 3, '3']]]), ['a', 'c', 'd']],
        ['matches no document with an empty in list', where([['n', 'in', []]]), []],
        [
          'excludes listed values and missing fields with not-in',
          where([['ok', 'not-in', [false]]]),
          ['a', 'c'],
        ],
        [
          'finds a value in an array with array-contains',
          where([['tags', 'array-contains', 'red']]),
          ['a', 'c'],
        ],
        [
          'finds any of several values with array-contains-any',
          where([['tags', 'array-contains-any', ['yellow', 'red']]]),
          ['a', 'b', 'c'],
        ],
        [
          'joins conditions of one group with AND',
          where([
            ['ok', '==', true],
            ['n', '>', 1],
          ]),
          ['c'],
        ],
        ['joins groups with OR', where([['n', '==', 1]], [['s', '==', 'elder']]), ['a', 'e']],
        [
          'binds AND tighter than OR',
          where(
            [
              ['n', '==', 1],
              ['ok', '==', false],
            ],
            [['n', '==', 2]],
          ),
          ['b'],
        ],
        [
          'matches nothing when comparing with null, a list or a map',
          where([['n', '<', null]]),
          [],
        ],
        [
          'matches nothing with an ordering comparison against a list',
          where([['tags', '>', ['a']]]),
          [],
        ],
        [
          'skips missing and null fields with != null',
          where([['s', '!=', null]]),
          ['a', 'b', 'c', 'e'],
        ],
        [
          'keeps every document holding the field with an empty not-in list',
          where([['ok', 'not-in', []]]),
          ['a', 'b', 'c'],
        ],
        [
          'matches no document with an empty array-contains-any list',
          where([['tags', 'array-contains-any', []]]),
          [],
        ],
        ['matches a whole list with == exactly, in order', where([['tags', '==', ['red']]]), ['c']],
        ['does not match a list in another order', where([['tags', '==', ['fruit', 'red']]]), []],
        ['matches a whole map with ==', where([['meta', '==', { rank: 1 }]]), ['b']],
        [
          'reads a dotted name as map keys, never as an array position',
          where([['tags.0', '==', 'red']]),
          [],
        ],
        [
          'skips documents whose parent map is missing',
          where([['meta.rank', '>', 0]]),
          ['a', 'b', 'c'],
        ],
        [
          'does not treat a string as an array with array-contains',
          where([['s', 'array-contains', 'apple']]),
          [],
        ],
      ]
      for (const [name, query, expected] of cases) {
        it(name, async () => {
          expect(await ids(query)).toEqual(expected)
        })
      }

      it('orders by a field, skipping documents without it, ties by id', async () => {
        const byN: Query = { ...where(), orderBy: [{ field: 'n', direction: 'desc' }] }
        // Strings sort after numbers, so the descending order starts with "3".
        expect(await ids(byN)).toEqual(['d', 'c', 'e', 'b', 'a'])
        const byRank: Query = { ...where(), orderBy: [{ field: 'meta.rank', direction: 'asc' }] }
        expect(await ids(byRank)).toEqual(['b', 'c', 'a'])
      })

      it('orders booleans false before true and applies the limit after ordering', async () => {
        const query: Query = {
          ...where(),
          orderBy: [
            { field: 'ok', direction: 'asc' },
            { field: 'n', direction: 'desc' },
          ],
          limit: 2,
        }
        expect(await ids(query)).toEqual(['b', 'c'])
      })

      it('lists a collection in id order without conditions, and only that collection', async () => {
        await store.transaction((tx) =>
          tx.setDocument(test, 'products/a/reviews', 'r1', { stars: 5 }),
        )
        expect(await ids(where())).toEqual(['a', 'b', 'c', 'd', 'e'])
        expect(await ids({ ...where(), collectionPath: 'products/a/reviews' })).toEqual(['r1'])
        expect(await ids(where(), live)).toEqual([])
      })
    })

    describe('queries over mixed values', () => {
      const MIXED: Record<string, Record<string, JsonValue>> = {
        m1: { v: { k: 1 }, label: 'Zebra' },
        m2: { v: [2], label: 'apple' },
        m3: { v: 'b', label: 'Äpfel' },
        m4: { v: 10, label: 'Apple' },
        m5: { v: true, label: 'zebra' },
        m6: { v: null, label: 'apple pie' },
        m7: { v: false, label: '' },
        m8: { v: -2.5 },
        m9: { v: [1, 2] },
        m0: { v: { a: [1] } },
        mA: { v: 'B' },
        mB: { other: 1 },
        mb: { v: ['b'] },
        mD: { v: [0] },
        mC: {
          items: [{ sku: 'a', qty: 1 }, ['x', 'y'], 3],
          'name with spaces': 'ok',
          ünï: { cödé: 'ø' },
        },
      }

      beforeEach(async () => {
        await store.transaction(async (tx) => {
          for (const [id, data] of Object.entries(MIXED))
            await tx.setDocument(test, 'mixed', id, data)
        })
      })

      const mixed = (query: Partial<CollectionQuery>): CollectionQuery => ({
        ...where(),
        collectionPath: 'mixed',
        ...query,
      })

      it('sorts null < booleans < numbers < strings < lists < maps, lists and maps by id', async () => {
        expect(await ids(mixed({ orderBy: [{ field: 'v', direction: 'asc' }] }))).toEqual([
          'm6',
          'm7',
          'm5',
          'm8',
          'm4',
          'mA',
          'm3',
          'm2',
          'm9',
          'mD',
          'mb',
          'm0',
          'm1',
        ])
        expect(await ids(mixed({ orderBy: [{ field: 'v', direction: 'desc' }] }))).toEqual([
          'm0',
          'm1',
          'm2',
          'm9',
          'mD',
          'mb',
          'm3',
          'mA',
          'm4',
          'm8',
          'm5',
          'm7',
          'm6',
        ])
      })

      it('compares and sorts strings by their bytes: capitals before small letters, accents last', async () => {
        expect(await ids(mixed({ orderBy: [{ field: 'label', direction: 'asc' }] }))).toEqual([
          'm7',
          'm4',
          'm1',
          'm2',
          'm6',
          'm5',
          'm3',
        ])
        expect(
          await ids(mixed({ where: [[{ field: 'label', operator: '>', value: 'Zz' }]] })),
        ).toEqual(['m2', 'm3', 'm5', 'm6'])
        expect(await ids(mixed({ where: [[{ field: 'v', operator: '<', value: 'a' }]] }))).toEqual([
          'mA',
        ])
      })

      it('compares numbers across integers and decimals, and booleans false before true', async () => {
        expect(await ids(mixed({ where: [[{ field: 'v', operator: '<', value: 0 }]] }))).toEqual([
          'm8',
        ])
        expect(
          await ids(mixed({ where: [[{ field: 'v', operator: '>=', value: -2.5 }]] })),
        ).toEqual(['m4', 'm8'])
        expect(
          await ids(mixed({ where: [[{ field: 'v', operator: '>', value: false }]] })),
        ).toEqual(['m5'])
      })

      it('finds lists and maps inside arrays exactly with array-contains, never a part of one', async () => {
        const contains = (value: JsonValue) =>
          ids(mixed({ where: [[{ field: 'items', operator: 'array-contains', value }]] }))
        expect(await contains({ sku: 'a', qty: 1 })).toEqual(['mC'])
        expect(await contains({ sku: 'a' })).toEqual([])
        expect(await contains(['x', 'y'])).toEqual(['mC'])
        expect(await contains(['x'])).toEqual([])
        expect(await contains(3)).toEqual(['mC'])
        expect(await contains('3')).toEqual([])
        expect(
          await ids(
            mixed({ where: [[{ field: 'v', operator: 'array-contains-any', value: [2, 9] }]] }),
          ),
        ).toEqual(['m2', 'm9'])
      })

      it('reads field names with spaces and any letters, and keeps the stored values', async () => {
        expect(
          await ids(
            mixed({ where: [[{ field: 'name with spaces', operator: '==', value: 'ok' }]] }),
          ),
        ).toEqual(['mC'])
        expect(
          await ids(mixed({ where: [[{ field: 'ünï.cödé', operator: '==', value: 'ø' }]] })),
        ).toEqual(['mC'])
        const stored = await store.getDocument(test, 'mixed', 'mC')
        expect(JSON.parse(stored!.json)).toEqual(MIXED.mC)
        // Compact JSON, whatever the database keeps.
        expect(stored!.json).toBe(JSON.stringify(JSON.parse(stored!.json)))
      })

      it('refuses a field path that is empty or holds quotes or backslashes', async () => {
        for (const field of ['', 'a..b', 'a"b', 'a\\b']) {
          await expect(
            ids(mixed({ where: [[{ field, operator: '==', value: 1 }]] })),
          ).rejects.toThrow(TypeError)
        }
      })
    })

    describe('users and refresh tokens', () => {
      const user = {
        id: 'u1',
        workspaceId: 'w1',
        mode: 'test' as const,
        email: 'ada@example.com',
        passwordHash: '$argon2id$hash',
        createdAt: 1,
      }

      it('finds users by e-mail without regard to case, per workspace and mode', async () => {
        await store.transaction((tx) => tx.insertUser(user))
        expect((await store.findUserByEmail(test, 'ADA@example.com'))?.id).toBe('u1')
        expect(await store.findUserByEmail(live, 'ada@example.com')).toBeNull()
        expect((await store.getUser(test, 'u1'))?.passwordHash).toBe('$argon2id$hash')
      })

      it('refuses a second account with the same e-mail in the same workspace and mode', async () => {
        await store.transaction((tx) => tx.insertUser(user))
        const duplicate = store.transaction((tx) =>
          tx.insertUser({ ...user, id: 'u2', email: 'Ada@Example.com' }),
        )
        await expect(duplicate).rejects.toMatchObject({ code: 'auth/email-already-in-use' })
        await store.transaction((tx) => tx.insertUser({ ...user, id: 'u3', mode: 'live' }))
        expect((await store.findUserByEmail(live, 'ada@example.com'))?.id).toBe('u3')
      })

      it('marks a refresh token used once and revokes a whole family', async () => {
        await store.transaction(async (tx) => {
          await tx.insertUser(user)
          for (const hash of ['t1', 't2']) {
            await tx.insertRefreshToken({
              tokenHash: hash,
              family: 'f1',
              userId: 'u1',
              workspaceId: 'w1',
              mode: 'test',
              createdAt: 1,
              expiresAt: 10,
              usedAt: null,
              revokedAt: null,
            })
          }
        })
        expect(await store.transaction((tx) => tx.markRefreshTokenUsed('t1', 5))).toBe(true)
        expect(await store.transaction((tx) => tx.markRefreshTokenUsed('t1', 6))).toBe(false)
        await store.transaction((tx) => tx.revokeRefreshTokenFamily('f1', 7))
        expect(await store.findRefreshToken('t1')).toMatchObject({ usedAt: 5, revokedAt: 7 })
        expect(await store.findRefreshToken('t2')).toMatchObject({ usedAt: null, revokedAt: 7 })
        expect(await store.findRefreshToken('t3')).toBeNull()
      })
    })

    describe('usage', () => {
      it('counts per mode and per snippet', async () => {
        await store.transaction(async (tx) => {
          await tx.incrementUsage(test, { currentReads: 2, currentAuth: 1 })
          await tx.incrementUsage(test, { currentReads: 1 })
          await tx.incrementUsage(live, { currentWrites: 4 })
          await tx.incrementSnippetCalls(test, 'list', 3)
          await tx.incrementSnippetCalls(live, 'list', 1)
        })
        expect(await store.getUsage('w1')).toEqual({
          test: { currentAuth: 1, currentWrites: 0, currentReads: 3 },
          live: { currentAuth: 0, currentWrites: 4, currentReads: 0 },
          snippets: { list: { test: 3, live: 1 } },
        })
        expect(await store.getUsage('w2')).toEqual({
          test: { currentAuth: 0, currentWrites: 0, currentReads: 0 },
          live: { currentAuth: 0, currentWrites: 0, currentReads: 0 },
          snippets: {},
        })
      })
    })

    describe('usage inside transactions', () => {
      it('shows a transaction its own counts, and keeps only those of transactions that succeed', async () => {
        const inside = await store.transaction(async (tx) => {
          await tx.incrementUsage(test, { currentWrites: 2 })
          await tx.incrementSnippetCalls(test, 'add', 1)
          return tx.getUsage('w1')
        })
        expect(inside.test.currentWrites).toBe(2)
        expect(inside.snippets).toEqual({ add: { test: 1, live: 0 } })
        const outcomes = await Promise.allSettled(
          [1, 2, 3].map((n) =>
            store.transaction(async (tx) => {
              await tx.incrementUsage(live, { currentReads: n })
              await tx.incrementSnippetCalls(live, 'list', n)
              if (n === 2) throw new Error('two fails')
            }),
          ),
        )
        expect(outcomes.map((outcome) => outcome.status)).toEqual([
          'fulfilled',
          'rejected',
          'fulfilled',
        ])
        expect(await store.getUsage('w1')).toEqual({
          test: { currentAuth: 0, currentWrites: 2, currentReads: 0 },
          live: { currentAuth: 0, currentWrites: 0, currentReads: 4 },
          snippets: { add: { test: 1, live: 0 }, list: { test: 0, live: 4 } },
        })
      })
    })

    describe('transactions', () => {
      it('rolls everything back when the callback throws', async () => {
        await expect(
          store.transaction(async (tx) => {
            await tx.insertDocument(test, 'rooms', 'r1', { a: 1 })
            await tx.incrementUsage(test, { currentWrites: 1 })
            throw new Error('boom')
          }),
        ).rejects.toThrow('boom')
        expect(await store.getDocument(test, 'rooms', 'r1')).toBeNull()
        expect((await store.getUsage('w1')).test.currentWrites).toBe(0)
      })

      it('runs concurrent transactions one after another', async () => {
        const order: string[] = []
        await Promise.all(
          ['a', 'b', 'c'].map((name) =>
            store.transaction(async (tx) => {
              order.push(`start ${name}`)
              await new Promise((resolve) => setTimeout(resolve, 5))
              await tx.incrementUsage(test, { currentReads: 1 })
              order.push(`end ${name}`)
            }),
          ),
        )
        expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
        expect((await store.getUsage('w1')).test.currentReads).toBe(3)
      })

      it('keeps concurrent transactions independent: one failing undoes only its own writes', async () => {
        const outcomes = await Promise.allSettled(
          ['one', 'two', 'three'].map((id) =>
            store.transaction(async (tx) => {
              await tx.insertDocument(test, 'rooms', id, { id })
              await tx.incrementUsage(test, { currentWrites: 1 })
              if (id === 'two') throw new Error('two fails')
              return id
            }),
          ),
        )
        expect(outcomes.map((outcome) => outcome.status)).toEqual([
          'fulfilled',
          'rejected',
          'fulfilled',
        ])
        expect(await ids({ ...where(), collectionPath: 'rooms' })).toEqual(['one', 'three'])
        expect((await store.getUsage('w1')).test.currentWrites).toBe(2)
      })

      it('refuses a transaction handle used after the transaction ended', async () => {
        let leaked: Parameters<Parameters<Store['transaction']>[0]>[0] | undefined
        await store.transaction((tx) => {
          leaked = tx
          return Promise.resolve()
        })
        expect(() => leaked!.insertDocument(test, 'rooms', 'late', {})).toThrow(TypeError)
      })

      it('keeps a transaction going after an insert refused for an existing id', async () => {
        const outcome = await store.transaction(async (tx) => {
          await tx.insertDocument(test, 'rooms', 'r1', { a: 1 })
          const refused = await tx
            .insertDocument(test, 'rooms', 'r1', { a: 2 })
            .then(() => 'inserted')
            .catch((error: unknown) => (error instanceof ConflictError ? 'conflict' : 'other'))
          await tx.incrementUsage(test, { currentWrites: 1 })
          return refused
        })
        expect(outcome).toBe('conflict')
        expect((await store.getDocument(test, 'rooms', 'r1'))?.json).toBe('{"a":1}')
        expect((await store.getUsage('w1')).test.currentWrites).toBe(1)
      })

      it('adds up counts, takes an e-mail once and uses a token once across two connections', async () => {
        const other = await context.openAnother()
        try {
          await store.transaction(async (tx) => {
            await tx.insertUser({
              id: 'u0',
              workspaceId: 'w1',
              mode: 'test',
              email: 'owner@example.com',
              passwordHash: 'h',
              createdAt: 1,
            })
            await tx.insertRefreshToken({
              tokenHash: 'shared',
              family: 'f',
              userId: 'u0',
              workspaceId: 'w1',
              mode: 'test',
              createdAt: 1,
              expiresAt: 10,
              usedAt: null,
              revokedAt: null,
            })
          })
          const handles = [store, other]
          const counted = handles.flatMap((handle) =>
            Array.from({ length: 10 }, () =>
              handle.transaction((tx) => tx.incrementUsage(test, { currentAuth: 1 })),
            ),
          )
          const signUps = handles.map((handle, index) =>
            handle.transaction((tx) =>
              tx.insertUser({
                id: `race${index}`,
                workspaceId: 'w1',
                mode: 'test',
                email: 'race@example.com',
                passwordHash: 'h',
                createdAt: 2,
              }),
            ),
          )
          const uses = handles.map((handle, index) =>
            handle.transaction((tx) => tx.markRefreshTokenUsed('shared', 5 + index)),
          )
          const [, signUpOutcomes, used] = await Promise.all([
            Promise.all(counted),
            Promise.allSettled(signUps),
            Promise.all(uses),
          ])
          expect(signUpOutcomes.map((outcome) => outcome.status).sort()).toEqual([
            'fulfilled',
            'rejected',
          ])
          expect(used.sort()).toEqual([false, true])
          expect((await other.getUsage('w1')).test.currentAuth).toBe(20)
        } finally {
          await other.close()
        }
      })

      it('runs raw SQL of other areas inside the transaction', async () => {
        const count = await store.transaction(async (tx) => {
          await tx.insertDocument(test, 'rooms', 'r1', {})
          const row = await tx.sql.get<{ total: number }>(
            'SELECT count(*) AS total FROM documents WHERE workspace_id = ?',
            ['w1'],
          )
          return row?.total
        })
        expect(count).toBe(1)
      })
    })

    describe('changes', () => {
      it('reports committed document, snippet and workspace changes in order, and nothing rolled back', async () => {
        const seen: Change[] = []
        const stop = store.watch((changes) => seen.push(...changes))
        await store.transaction(async (tx) => {
          await tx.insertDocument(test, 'rooms/a/messages', 'm1', { text: 'hi' })
          await tx.putSnippet('w1', { id: 's1', type: 'login' })
          await tx.updateWorkspace('w1', { name: 'Renamed' })
        })
        await store
          .transaction(async (tx) => {
            await tx.insertDocument(test, 'rooms', 'never', {})
            throw new Error('rolled back')
          })
          .catch(() => undefined)
        store.pollChanges()
        expect(seen).toEqual([
          {
            kind: 'document',
            workspaceId: 'w1',
            mode: 'test',
            collectionPath: 'rooms/a/messages',
            id: 'm1',
          },
          { kind: 'snippet', workspaceId: 'w1', snippetId: 's1' },
          { kind: 'workspace', workspaceId: 'w1' },
        ])
        stop()
        await store.transaction((tx) => tx.deleteDocument(test, 'rooms/a/messages', 'm1'))
        expect(seen).toHaveLength(3)
      })

      it('reports changes committed through another connection, as from the CLI', async () => {
        const seen: Change[] = []
        store.watch((changes) => seen.push(...changes))
        const other = await context.openAnother()
        try {
          await other.transaction((tx) => tx.setDocument(live, 'rooms', 'from-cli', { a: 1 }))
        } finally {
          await other.close()
        }
        // Delivered by the store's own look (SQLite polls, PostgreSQL is notified): soon, not at once.
        const arrived = () => seen.some((change) => change.kind === 'document')
        for (let waited = 0; !arrived() && waited < 5000; waited += 25) {
          store.pollChanges()
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
        expect(seen).toContainEqual({
          kind: 'document',
          workspaceId: 'w1',
          mode: 'live',
          collectionPath: 'rooms',
          id: 'from-cli',
        })
        expect(JSON.parse((await store.getDocument(live, 'rooms', 'from-cli'))!.json)).toEqual({
          a: 1,
        })
      })

      it('forgets old changes when pruned', async () => {
        await store.transaction((tx) => tx.setDocument(test, 'rooms', 'r1', {}))
        await new Promise((resolve) => setTimeout(resolve, 20))
        expect(await store.pruneChanges(10)).toBeGreaterThanOrEqual(1)
      })
    })
  })
}
