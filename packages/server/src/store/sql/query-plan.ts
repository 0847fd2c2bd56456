/**
 * The query semantics both SQL stores implement (each in its own JSON dialect), with Firestore's
 * typing: a comparison only matches values of the same type as the condition's value (numbers
 * with numbers, strings with strings, booleans with booleans); `!=` and `not-in` skip documents
 * where the field is missing or null; an order skips documents without the ordered field and
 * sorts null < booleans < numbers < strings < arrays < maps, arrays and maps among themselves
 * (and any other tie) by document id. Strings compare by their UTF-8 bytes.
 */
import type { Condition, JsonValue } from '../../core/model.js'

export type ValueType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'

/** The sort rank of each value type. */
export const TYPE_RANK: Readonly<Record<ValueType, number>> = {
  null: 0,
  boolean: 1,
  number: 2,
  string: 3,
  array: 4,
  object: 5,
}

/**
 * The names of a dotted field path (`author.name` → `['author', 'name']`); every name is a map
 * key, never an array index.
 * @example fieldParts('meta.rank') // ['meta', 'rank']
 */
export function fieldParts(field: string): string[] {
  const parts = field.split('.')
  for (const part of parts) {
    if (part === '' || /["\\]/.test(part)) {
      throw new TypeError(`The field path "${field}" is not valid`)
    }
  }
  return parts
}

/**
 * The values of an `in`, `not-in` or `array-contains-any` condition.
 * @example listValues({ field: 'n', operator: 'in', value: [1, 2] }) // [1, 2]
 */
export function listValues(condition: Condition): JsonValue[] {
  if (!Array.isArray(condition.value)) {
    throw new TypeError(`The operator ${condition.operator} needs a list of values`)
  }
  return condition.value
}

/**
 * The values `array-contains` (one) or `array-contains-any` (a list) looks for.
 * @example containedValues({ field: 'tags', operator: 'array-contains', value: 'red' }) // ['red']
 */
export function containedValues(condition: Condition): JsonValue[] {
  return condition.operator === 'array-contains' ? [condition.value] : listValues(condition)
}
