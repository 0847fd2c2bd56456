/** Store contract: documents: test and live apart, insert, set, delete, read one. */
import { beforeEach, describe, expect, it } from 'vitest'
import { ConflictError } from '../../core/errors.js'
import type { Store } from '../../core/store.js'
import { live, seedProducts, test } from './fixture.js'
import type { StoreFixture } from './fixture.js'

/** Runs inside `runStoreContract`, whose `fixture` holds the store of the current test. */
export function documentCases(fixture: StoreFixture): void {
  let store: Store
  beforeEach(() => {
    store = fixture.store
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
      await seedProducts(store)
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
}
