/**
 * Translates a domain `Query` into SQLite over JSON text documents (`json_type`,
 * `json_extract`, `json_each`), with the semantics of `../sql/query-plan.ts`. Values and field
 * paths are always bound parameters, never spliced into the SQL.
 */
import type { Condition, JsonValue, Order, Query } from '../../core/model.js'
import type { SqlParameter } from '../../core/store.js'
import { containedValues, fieldParts, listValues, TYPE_RANK } from '../sql/query-plan.js'
import type { CompiledSql } from '../sql/sql-connection.js'

const NUMERIC = `('integer','real')`
const TYPE_RANK_SQL = `CASE json_type(data, ?) WHEN 'null' THEN ${TYPE_RANK.null} WHEN 'false' THEN ${TYPE_RANK.boolean} WHEN 'true' THEN ${TYPE_RANK.boolean} WHEN 'integer' THEN ${TYPE_RANK.number} WHEN 'real' THEN ${TYPE_RANK.number} WHEN 'text' THEN ${TYPE_RANK.string} WHEN 'array' THEN ${TYPE_RANK.array} ELSE ${TYPE_RANK.object} END`
/** The value to sort by within a type; arrays and maps have none (ties go by id). */
const SORT_VALUE_SQL = `CASE WHEN json_type(data, ?) IN ('array','object') THEN NULL ELSE json_extract(data, ?) END`

/**
 * The JSON path of a dotted field (`author.name` → `$."author"."name"`).
 * @example jsonPath('a.b') // '$."a"."b"'
 */
export function jsonPath(field: string): string {
  return `$.${fieldParts(field)
    .map((part) => `"${part}"`)
    .join('.')}`
}

function bind(value: JsonValue): SqlParameter {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'object' && value !== null) return JSON.stringify(value)
  return value
}

/**
 * SQL true when the JSON value described by (`typeSql`, `valueSql`) equals `value`; `typeSql`
 * and `valueSql` are expressions that each take the parameters in `inner` first.
 */
function equals(
  typeSql: string,
  valueSql: string,
  inner: SqlParameter[],
  value: JsonValue,
  out: SqlParameter[],
): string {
  if (value === null) {
    out.push(...inner)
    return `${typeSql} = 'null'`
  }
  if (typeof value === 'boolean') {
    out.push(...inner)
    return `${typeSql} = '${value ? 'true' : 'false'}'`
  }
  if (typeof value === 'number') {
    out.push(...inner, ...inner, value)
    return `(${typeSql} IN ${NUMERIC} AND ${valueSql} = ?)`
  }
  if (typeof value === 'string') {
    out.push(...inner, ...inner, value)
    return `(${typeSql} = 'text' AND ${valueSql} = ?)`
  }
  out.push(...inner, ...inner, JSON.stringify(value))
  return `(${typeSql} = '${Array.isArray(value) ? 'array' : 'object'}' AND ${valueSql} = json(?))`
}

function typeClass(value: JsonValue): string | null {
  if (typeof value === 'number') return `IN ${NUMERIC}`
  if (typeof value === 'string') return `= 'text'`
  if (typeof value === 'boolean') return `IN ('true','false')`
  return null
}

function conditionSql(condition: Condition, out: SqlParameter[]): string {
  const path = jsonPath(condition.field)
  const type = 'json_type(data, ?)'
  const value = 'json_extract(data, ?)'
  const field = [path]
  switch (condition.operator) {
    case '==':
      return equals(type, value, field, condition.value, out)
    case '!=': {
      out.push(path, path)
      const inner = equals(type, value, field, condition.value, out)
      return `(${type} IS NOT NULL AND ${type} != 'null' AND NOT ${inner})`
    }
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const cls = typeClass(condition.value)
      if (cls === null) return '0'
      out.push(path, path, bind(condition.value))
      return `(${type} ${cls} AND ${value} ${condition.operator} ?)`
    }
    case 'in': {
      const values = listValues(condition)
      if (values.length === 0) return '0'
      return `(${values.map((item) => equals(type, value, field, item, out)).join(' OR ')})`
    }
    case 'not-in': {
      const values = listValues(condition)
      out.push(path, path)
      const parts = values.map((item) => equals(type, value, field, item, out))
      const none = parts.length === 0 ? '1' : `NOT (${parts.join(' OR ')})`
      return `(${type} IS NOT NULL AND ${type} != 'null' AND ${none})`
    }
    case 'array-contains':
    case 'array-contains-any': {
      const values = containedValues(condition)
      if (values.length === 0) return '0'
      out.push(path, path)
      const parts = values.map((item) => equals('each.type', 'each.value', [], item, out))
      return `(${type} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ?) AS each WHERE ${parts.join(' OR ')}))`
    }
  }
}

function whereSql(where: Condition[][], out: SqlParameter[]): string {
  if (where.length === 0) return ''
  const groups = where.map((group) =>
    group.length === 0
      ? '1'
      : `(${group.map((condition) => conditionSql(condition, out)).join(' AND ')})`,
  )
  return ` AND (${groups.join(' OR ')})`
}

function orderSql(orderBy: Order[], filters: string[], out: SqlParameter[]): string {
  const terms: string[] = []
  for (const order of orderBy) {
    const path = jsonPath(order.field)
    const direction = order.direction === 'desc' ? 'DESC' : 'ASC'
    filters.push(path)
    terms.push(`${TYPE_RANK_SQL} ${direction}`, `${SORT_VALUE_SQL} ${direction}`)
    out.push(path, path, path)
  }
  terms.push('id ASC')
  return ` ORDER BY ${terms.join(', ')}`
}

/**
 * The SELECT for a query in a workspace and mode (the first three parameters).
 * @example compileQuery({ kind: 'document', collectionPath: 'rooms', id: 'a' }, 'w1', 'test')
 */
export function compileQuery(query: Query, workspaceId: string, mode: string): CompiledSql {
  const head =
    'SELECT id, data FROM documents WHERE workspace_id = ? AND mode = ? AND collection_path = ?'
  if (query.kind === 'document') {
    return {
      sql: `${head} AND id = ?`,
      parameters: [workspaceId, mode, query.collectionPath, query.id],
    }
  }
  const whereParameters: SqlParameter[] = []
  const where = whereSql(query.where, whereParameters)
  const orderParameters: SqlParameter[] = []
  const orderedFields: string[] = []
  const order = orderSql(query.orderBy, orderedFields, orderParameters)
  const present = orderedFields.map(() => ' AND json_type(data, ?) IS NOT NULL').join('')
  return {
    sql: `${head}${where}${present}${order} LIMIT ?`,
    parameters: [
      workspaceId,
      mode,
      query.collectionPath,
      ...whereParameters,
      ...orderedFields,
      ...orderParameters,
      query.limit,
    ],
  }
}
