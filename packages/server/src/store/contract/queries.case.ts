/** Store contract: collection queries: conditions, OR groups, orders and limits. */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Query } from '../../core/model.js'
import type { Store } from '../../core/store.js'
import { ids, live, seedProducts, test, where } from './fixture.js'
import type { StoreFixture } from './fixture.js'

/** Runs inside `runStoreContract`, whose `fixture` holds the store of the current test. */
export function queryCases(fixture: StoreFixture): void {
  let store: Store
  beforeEach(() => {
    store = fixture.store
  })

  describe('queries', () => {
    beforeEach(() => seedProducts(store))

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
      ['matches nothing when comparing with null, a list or a map', where([['n', '<', null]]), []],
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
        expect(await ids(store, query)).toEqual(expected)
      })
    }

    it('orders by a field, skipping documents without it, ties by id', async () => {
      const byN: Query = { ...where(), orderBy: [{ field: 'n', direction: 'desc' }] }
      // Strings sort after numbers, so the descending order starts with "3".
      expect(await ids(store, byN)).toEqual(['d', 'c', 'e', 'b', 'a'])
      const byRank: Query = { ...where(), orderBy: [{ field: 'meta.rank', direction: 'asc' }] }
      expect(await ids(store, byRank)).toEqual(['b', 'c', 'a'])
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
      expect(await ids(store, query)).toEqual(['b', 'c'])
    })

    it('lists a collection in id order without conditions, and only that collection', async () => {
      await store.transaction((tx) =>
        tx.setDocument(test, 'products/a/reviews', 'r1', { stars: 5 }),
      )
      expect(await ids(store, where())).toEqual(['a', 'b', 'c', 'd', 'e'])
      expect(await ids(store, { ...where(), collectionPath: 'products/a/reviews' })).toEqual(['r1'])
      expect(await ids(store, where(), live)).toEqual([])
    })
  })
}
