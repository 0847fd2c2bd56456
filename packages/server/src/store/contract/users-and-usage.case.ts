/** Store contract: users and refresh tokens, and usage counts (inside transactions too). */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Store } from '../../core/store.js'
import { live, refreshToken, test } from './fixture.js'
import type { StoreFixture } from './fixture.js'

/** Runs inside `runStoreContract`, whose `fixture` holds the store of the current test. */
export function userAndUsageCases(fixture: StoreFixture): void {
  let store: Store
  beforeEach(() => {
    store = fixture.store
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
          await tx.insertRefreshToken(refreshToken(hash, 'f1', 'u1'))
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
}
