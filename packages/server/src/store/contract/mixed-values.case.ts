/** Store contract: queries over fields whose values differ in type from document to document. */
import { beforeEach, describe, expect, it } from 'vitest'
import type { JsonValue } from '../../core/model.js'
import type { Store } from '../../core/store.js'
import { ids, test, where } from './fixture.js'
import type { CollectionQuery, StoreFixture } from './fixture.js'

/** Runs inside `runStoreContract`, whose `fixture` holds the store of the current test. */
export function mixedValueCases(fixture: StoreFixture): void {
  let store: Store
  beforeEach(() => {
    store = fixture.store
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
      expect(await ids(store, mixed({ orderBy: [{ field: 'v', direction: 'asc' }] }))).toEqual([
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
      expect(await ids(store, mixed({ orderBy: [{ field: 'v', direction: 'desc' }] }))).toEqual([
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
      expect(await ids(store, mixed({ orderBy: [{ field: 'label', direction: 'asc' }] }))).toEqual([
        'm7',
        'm4',
        'm1',
        'm2',
        'm6',
        'm5',
        'm3',
      ])
      expect(
        await ids(store, mixed({ where: [[{ field: 'label', operator: '>', value: 'Zz' }]] })),
      ).toEqual(['m2', 'm3', 'm5', 'm6'])
      expect(
        await ids(store, mixed({ where: [[{ field: 'v', operator: '<', value: 'a' }]] })),
      ).toEqual(['mA'])
    })

    it('compares numbers across integers and decimals, and booleans false before true', async () => {
      expect(
        await ids(store, mixed({ where: [[{ field: 'v', operator: '<', value: 0 }]] })),
      ).toEqual(['m8'])
      expect(
        await ids(store, mixed({ where: [[{ field: 'v', operator: '>=', value: -2.5 }]] })),
      ).toEqual(['m4', 'm8'])
      expect(
        await ids(store, mixed({ where: [[{ field: 'v', operator: '>', value: false }]] })),
      ).toEqual(['m5'])
    })

    it('finds lists and maps inside arrays exactly with array-contains, never a part of one', async () => {
      const contains = (value: JsonValue) =>
        ids(store, mixed({ where: [[{ field: 'items', operator: 'array-contains', value }]] }))
      expect(await contains({ sku: 'a', qty: 1 })).toEqual(['mC'])
      expect(await contains({ sku: 'a' })).toEqual([])
      expect(await contains(['x', 'y'])).toEqual(['mC'])
      expect(await contains(['x'])).toEqual([])
      expect(await contains(3)).toEqual(['mC'])
      expect(await contains('3')).toEqual([])
      expect(
        await ids(
          store,
          mixed({ where: [[{ field: 'v', operator: 'array-contains-any', value: [2, 9] }]] }),
        ),
      ).toEqual(['m2', 'm9'])
    })

    it('reads field names with spaces and any letters, and keeps the stored values', async () => {
      expect(
        await ids(
          store,
          mixed({ where: [[{ field: 'name with spaces', operator: '==', value: 'ok' }]] }),
        ),
      ).toEqual(['mC'])
      expect(
        await ids(store, mixed({ where: [[{ field: 'ünï.cödé', operator: '==', value: 'ø' }]] })),
      ).toEqual(['mC'])
      const stored = await store.getDocument(test, 'mixed', 'mC')
      expect(JSON.parse(stored!.json)).toEqual(MIXED.mC)
      // Compact JSON, whatever the database keeps.
      expect(stored!.json).toBe(JSON.stringify(JSON.parse(stored!.json)))
    })

    it('refuses a field path that is empty or holds quotes or backslashes', async () => {
      for (const field of ['', 'a..b', 'a"b', 'a\\b']) {
        await expect(
          ids(store, mixed({ where: [[{ field, operator: '==', value: 1 }]] })),
        ).rejects.toThrow(TypeError)
      }
    })
  })
}
