/**
 * Translates a domain `Query` into PostgreSQL over JSONB documents, with the semantics of
 * `../sql/query-plan.ts` (the same as the SQLite store's). Equality with a scalar and
 * `array-contains` are containment tests on the whole document (`data @> '{"tags":["red"]}'`),
 * which the GIN index on `data` answers; other comparisons read the field with `->` (map keys
 * only, never array positions) and test its `jsonb_typeof` first, in a CASE so a cast never
 * meets a value of another type. Strings compare in the "C" collation (UTF-8 bytes), as in
 * SQLite. Values and field names are always bound parameters, never spliced into the SQL.
 */
import type { Condition, JsonValue, Order, Query } from '../../core/model.js'
import type { SqlParameter } from '../../core/store.js'
import { containedValues, fieldParts, listValues, TYPE_RANK } from '../sql/query-plan.js'
import type { CompiledSql } from '../sql/sql-connection.js'

const COMPARISON_TYPES = {
  number: { cast: 'numeric', read: (field: string) => `(${field})::numeric` },
  string: { cast: 'text', read: (field: string) => `(${field} #>> '{}') COLLATE "C"` },
  boolean: { cast: 'boolean', read: (field: string) => `(${field})::boolean` },
} as const

/** Collects parameters in the order their `?` appear in the text being built. */
class Parameters {
  readonly values: SqlParameter[] = []

  add(value: SqlParameter): string {
    this.values.push(value)
    return '?'
  }

  /** The field as a JSONB expression (`data -> 'a' -> 'b'`), SQL NULL when missing. */
  field(parts: string[]): string {
    return `(data${parts.map((part) => ` -> ${this.add(part)}::text`).join('')})`
  }

  /** `{"a":{"b":value}}` for the field path `a.b`, as a JSONB parameter. */
  nested(parts: string[], value: JsonValue): string {
    let json = value
    for (let index = parts.length - 1; index >= 0; index--) json = { [parts[index]!]: json }
    return `${this.add(JSON.stringify(json))}::jsonb`
  }
}

function isScalar(value: JsonValue): boolean {
  return value === null || typeof value !== 'object'
}

/** SQL true when the field equals `value` (same type; numbers by value). */
function equals(parts: string[], value: JsonValue, p: Parameters): string {
  if (isScalar(value)) return `data @> ${p.nested(parts, value)}`
  return `${p.field(parts)} = ${p.add(JSON.stringify(value))}::jsonb`
}

/** SQL true when the field is an array with an element equal to `value`. */
function arrayHas(parts: string[], value: JsonValue, p: Parameters): string {
  const contains = `data @> ${p.nested(parts, [value])}`
  if (isScalar(value)) return contains
  // Containment is looser for arrays and maps (a superset matches): check the element exactly.
  const field = p.field(parts)
  return `(${contains} AND CASE WHEN jsonb_typeof(${field}) = 'array' THEN EXISTS (SELECT 1 FROM jsonb_array_elements(${p.field(parts)}) AS element WHERE element = ${p.add(JSON.stringify(value))}::jsonb) ELSE false END)`
}

/** SQL true when the field exists and is not null. */
function present(parts: string[], p: Parameters): string {
  return `coalesce(jsonb_typeof(${p.field(parts)}) <> 'null', false)`
}

function conditionSql(condition: Condition, p: Parameters): string {
  const parts = fieldParts(condition.field)
  const { value } = condition
  switch (condition.operator) {
    case '==':
      return equals(parts, value, p)
    case '!=':
      return `(${present(parts, p)} AND NOT ${equals(parts, value, p)})`
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') {
        return 'false'
      }
      const type = typeof value as keyof typeof COMPARISON_TYPES
      const { cast, read } = COMPARISON_TYPES[type]
      const field = p.field(parts)
      return `CASE WHEN jsonb_typeof(${field}) = '${type}' THEN ${read(p.field(parts))} ${condition.operator} ${p.add(String(value))}::${cast} ELSE false END`
    }
    case 'in': {
      const values = listValues(condition)
      if (values.length === 0) return 'false'
      return `(${values.map((item) => equals(parts, item, p)).join(' OR ')})`
    }
    case 'not-in': {
      const values = listValues(condition)
      const exists = present(parts, p)
      if (values.length === 0) return exists
      return `(${exists} AND NOT (${values.map((item) => equals(parts, item, p)).join(' OR ')}))`
    }
    case 'array-contains':
    case 'array-contains-any': {
      const values = containedValues(condition)
      if (values.length === 0) return 'false'
      return `(${values.map((item) => arrayHas(parts, item, p)).join(' OR ')})`
    }
  }
}

function whereSql(where: Condition[][], p: Parameters): string {
  if (where.length === 0) return ''
  const groups = where.map((group) =>
    group.length === 0
      ? 'true'
      : `(${group.map((condition) => conditionSql(condition, p)).join(' AND ')})`,
  )
  return ` AND (${groups.join(' OR ')})`
}

function orderTerms(order: Order, p: Parameters): string[] {
  const parts = fieldParts(order.field)
  const direction = order.direction === 'desc' ? 'DESC' : 'ASC'
  const rank = `CASE jsonb_typeof(${p.field(parts)}) WHEN 'null' THEN ${TYPE_RANK.null} WHEN 'boolean' THEN ${TYPE_RANK.boolean} WHEN 'number' THEN ${TYPE_RANK.number} WHEN 'string' THEN ${TYPE_RANK.string} WHEN 'array' THEN ${TYPE_RANK.array} ELSE ${TYPE_RANK.object} END`
  const terms = [`${rank} ${direction}`]
  for (const [type, { read }] of Object.entries(COMPARISON_TYPES)) {
    const field = p.field(parts)
    terms.push(
      `CASE WHEN jsonb_typeof(${field}) = '${type}' THEN ${read(p.field(parts))} END ${direction}`,
    )
  }
  return terms
}

/**
 * The SELECT for a query in a workspace and mode (the first three parameters).
 * @example compileQuery({ kind: 'document', collectionPath: 'rooms', id: 'a' }, 'w1', 'test')
 */
export function compileQuery(query: Query, workspaceId: string, mode: string): CompiledSql {
  const p = new Parameters()
  const head = `SELECT id, data FROM documents WHERE workspace_id = ${p.add(workspaceId)} AND mode = ${p.add(mode)} AND collection_path = ${p.add(query.collectionPath)}`
  if (query.kind === 'document') {
    return { sql: `${head} AND id = ${p.add(query.id)}`, parameters: p.values }
  }
  const where = whereSql(query.where, p)
  const ordered = query.orderBy
    .map((order) => ` AND ${p.field(fieldParts(order.field))} IS NOT NULL`)
    .join('')
  const terms = query.orderBy.flatMap((order) => orderTerms(order, p))
  terms.push('id ASC')
  return {
    sql: `${head}${where}${ordered} ORDER BY ${terms.join(', ')} LIMIT ${p.add(query.limit)}`,
    parameters: p.values,
  }
}
