import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempStore, type TempStore } from '../test-support/fixtures.js'
import type { Query } from './model.js'
import { ResultCache } from './result-cache.js'

const scope = { workspaceId: 'w1', mode: 'test' as const }
const query: Query = {
  kind: 'collection',
  collectionPath: 'posts',
  where: [],
  orderBy: [],
  limit: 10,
}

describe('ResultCache', () => {
  let temp: TempStore
  let cache: ResultCache

  beforeEach(async () => {
    temp = tempStore()
    cache = new ResultCache(temp.store)
    await temp.store.transaction((tx) =>
      tx.insertWorkspace({
        id: 'w1',
        name: 'W',
        ownerEmail: null,
        origins: [],
        apiKey: 'pk_test_0000000000000000',
        liveApiKey: 'pk_live_0000000000000000',
        secretKeyHash: 'a',
        liveSecretKeyHash: 'b',
        sAcc: null,
        sAccLive: null,
      }),
    )
  })

  afterEach(async () => {
    cache.close()
    await temp.cleanup()
  })

  it('keeps a result until its collection changes', async () => {
    cache.set(cache.ticket(scope, query), 'A')
    expect(cache.get(cache.ticket(scope, query))).toBe('A')
    await temp.store.transaction((tx) => tx.setDocument(scope, 'other', 'x', {}))
    expect(cache.get(cache.ticket(scope, query))).toBe('A')
    await temp.store.transaction((tx) => tx.setDocument(scope, 'posts', 'x', {}))
    expect(cache.get(cache.ticket(scope, query))).toBeUndefined()
  })

  it('refuses a result read before a change of its collection', async () => {
    const ticket = cache.ticket(scope, query)
    await temp.store.transaction((tx) => tx.setDocument(scope, 'posts', 'x', {}))
    cache.set(ticket, 'stale')
    expect(cache.get(cache.ticket(scope, query))).toBeUndefined()
  })

  it('keeps test and live results apart', () => {
    cache.set(cache.ticket(scope, query), 'test')
    expect(cache.get(cache.ticket({ ...scope, mode: 'live' }, query))).toBeUndefined()
  })
})
