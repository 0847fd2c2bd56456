/** Store contract: the change feed: what each write records, across connections, and pruning. */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Change } from '../../core/model.js'
import type { Store } from '../../core/store.js'
import { live, test } from './fixture.js'
import type { ContractStore, StoreFixture } from './fixture.js'

/** Runs inside `runStoreContract`, whose `fixture` holds the store of the current test. */
export function changeCases(fixture: StoreFixture): void {
  let store: Store
  let context: ContractStore
  beforeEach(() => {
    store = fixture.store
    context = fixture.context
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
}
