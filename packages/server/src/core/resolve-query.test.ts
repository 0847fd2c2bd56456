import { describe, expect, it } from 'vitest'
import type { StoredSnippet } from './model.js'
import { buildQuery, resolvePath } from './resolve-query.js'
import { checkVariables } from './variables.js'

const scope = checkVariables({ room: 'lobby', field: 'score', min: '10' }, null)

describe('resolvePath', () => {
  it('ends in a collection or a document', () => {
    expect(
      resolvePath(
        [
          { type: 'collection', value: 'rooms' },
          { type: 'document', value: '$room' },
          { type: 'collection', value: 'messages' },
        ],
        scope,
      ),
    ).toEqual({ kind: 'collection', collectionPath: 'rooms/lobby/messages' })
    expect(
      resolvePath(
        [
          { type: 'collection', value: 'rooms' },
          { type: 'document', value: 'room-$room' },
        ],
        scope,
      ),
    ).toEqual({ kind: 'document', collectionPath: 'rooms', id: 'room-lobby' })
  })

  it('refuses a path that does not alternate collection and document', () => {
    expect(() =>
      resolvePath(
        [
          { type: 'collection', value: 'a' },
          { type: 'collection', value: 'b' },
        ],
        scope,
      ),
    ).toThrow('Invalid path ending. Path must end with a collection or document.')
    expect(() => resolvePath([], scope)).toThrow(/Invalid path ending/)
  })

  it('refuses a segment left empty by a variable', () => {
    expect(() =>
      resolvePath([{ type: 'collection', value: '$empty' }], checkVariables({ empty: '' }, null)),
    ).toThrow(/must be a non-empty name/)
  })
})

describe('buildQuery', () => {
  const snippet: StoredSnippet = {
    id: 'list',
    type: 'dynamicDisplay',
    pathSegments: [{ type: 'collection', value: 'players' }],
    queryConditions: [
      { field: 'team', operator: '==', value: 'red' },
      { field: '$field', operator: '>=', value: '$min', logicalOperator: 'AND' },
      { field: 'vip', operator: '==', value: 'true', logicalOperator: 'OR' },
    ],
    queryOrders: [{ field: '$field', direction: 'desc' }],
    queryLimit: 20,
  }

  it('splits conditions at OR into groups, so AND binds tighter, and converts values', () => {
    expect(buildQuery(snippet, scope)).toEqual({
      kind: 'collection',
      collectionPath: 'players',
      where: [
        [
          { field: 'team', operator: '==', value: 'red' },
          { field: 'score', operator: '>=', value: 10 },
        ],
        [{ field: 'vip', operator: '==', value: true }],
      ],
      orderBy: [{ field: 'score', direction: 'desc' }],
      limit: 20,
    })
  })

  it('ignores the logical operator of the first condition and caps the limit', () => {
    const query = buildQuery(
      {
        id: 'first',
        type: 'staticDisplay',
        pathSegments: [{ type: 'collection', value: 'players' }],
        queryConditions: [{ field: 'a', operator: '==', value: 1, logicalOperator: 'OR' }],
      },
      scope,
    )
    expect(query).toMatchObject({ where: [[{ field: 'a', value: 1 }]], limit: 1000 })
  })

  it('refuses a field that is not a field name after substitution', () => {
    expect(() => buildQuery(snippet, checkVariables({ field: 'a b', min: 1 }, null))).toThrow(
      /"a b" is not a valid field name/,
    )
  })
})
