/**
 * Turns a display snippet and the caller's variables into the query the store runs: the path
 * resolved segment by segment, conditions split into OR groups of AND conditions (AND binds
 * tighter), orders and the limit.
 */
import { ERROR_CODES, MESSAGES, type PathSegment } from '@snipwire/protocol'
import { InvalidRequestError } from './errors.js'
import type { Condition, JsonValue, Order, Query, StoredSnippet } from './model.js'
import { FIELD_PATH_PATTERN, MAX_QUERY_LIMIT } from './snippets.js'
import { resolveConditionValue, substitute, type VariableScope } from './variables.js'

export type ResolvedPath =
  | { kind: 'collection'; collectionPath: string }
  | { kind: 'document'; collectionPath: string; id: string }

/**
 * Resolves path segments; a path that does not alternate collection/document from the start
 * fails with the spec's message.
 * @example resolvePath([{ type: 'collection', value: 'rooms' }], scope) // { kind: 'collection', collectionPath: 'rooms' }
 */
export function resolvePath(
  segments: readonly PathSegment[] | undefined,
  scope: VariableScope,
): ResolvedPath {
  if (!segments || segments.length === 0) {
    throw new InvalidRequestError(MESSAGES.invalidPathEnding, ERROR_CODES.invalidPath)
  }
  const parts: string[] = []
  segments.forEach((segment, index) => {
    const expected = index % 2 === 0 ? 'collection' : 'document'
    if (segment.type !== expected) {
      throw new InvalidRequestError(MESSAGES.invalidPathEnding, ERROR_CODES.invalidPath)
    }
    const value = substitute(segment.value, scope)
    if (value === '' || value === '.' || value === '..' || value.includes('/')) {
      throw new InvalidRequestError(
        `Path segment ${index + 1} ("${segment.value}") is "${value}" after substituting variables; a path segment must be a non-empty name.`,
        ERROR_CODES.variableInvalid,
      )
    }
    parts.push(value)
  })
  if (parts.length % 2 === 1) return { kind: 'collection', collectionPath: parts.join('/') }
  const id = parts.pop()!
  return { kind: 'document', collectionPath: parts.join('/'), id }
}

function resolveField(field: string, scope: VariableScope, where: string): string {
  const resolved = substitute(field, scope)
  if (!FIELD_PATH_PATTERN.test(resolved)) {
    throw new InvalidRequestError(
      `${where}: "${resolved}" is not a valid field name after substituting variables.`,
      ERROR_CODES.variableInvalid,
    )
  }
  return resolved
}

/**
 * The store query of a staticDisplay or dynamicDisplay snippet for these variables.
 * @example buildQuery(snippet, { values: { room: 'lobby' }, uid: null })
 */
export function buildQuery(snippet: StoredSnippet, scope: VariableScope): Query {
  const path = resolvePath(snippet.pathSegments, scope)
  if (path.kind === 'document') return path
  const where: Condition[][] = []
  let group: Condition[] = []
  snippet.queryConditions?.forEach((condition, index) => {
    if (index > 0 && condition.logicalOperator === 'OR') {
      where.push(group)
      group = []
    }
    group.push({
      field: resolveField(condition.field, scope, `queryConditions[${index}].field`),
      operator: condition.operator,
      value: resolveConditionValue(condition.value as JsonValue, scope),
    })
  })
  if (group.length > 0) where.push(group)
  const orderBy: Order[] = (snippet.queryOrders ?? []).map((order, index) => ({
    field: resolveField(order.field, scope, `queryOrders[${index}].field`),
    direction: order.direction,
  }))
  const limit = Math.min(snippet.queryLimit ?? MAX_QUERY_LIMIT, MAX_QUERY_LIMIT)
  return { kind: 'collection', collectionPath: path.collectionPath, where, orderBy, limit }
}
