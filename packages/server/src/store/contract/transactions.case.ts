/** Store contract: transactions: rollback, concurrency, and another connection on the same database. */
import { beforeEach, describe, expect, it } from 'vitest'
import { ConflictError } from '../../core/errors.js'
import type { Store } from '../../core/store.js'
import { ids, refreshToken, test, where } from './fixture.js'
import type { ContractStore, StoreFixture } from './fixture.js'

/** Runs inside `runStoreContract`, whose `fixture` holds the store of the current test. */
export function transactionCases(fixture: StoreFixture): void {
  let store: Store
  let context: ContractStore
  beforeEach(() => {
    store = fixture.store
    context = fixture.context
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
      expect(await ids(store, { ...where(), collectionPath: 'rooms' })).toEqual(['one', 'three'])
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
          await tx.insertRefreshToken(refreshToken('shared', 'f', 'u0'))
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
}
