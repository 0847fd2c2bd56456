/**
 * Values read back through `SqlExecutor` look different per store: SQLite gives numbers and JSON
 * text, PostgreSQL gives BIGINT columns as strings and JSONB columns already parsed. These read
 * either the same way.
 */

/**
 * A number column (INTEGER or BIGINT), or null.
 * @example sqlNumber('1763769600000') // 1763769600000
 */
export function sqlNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' ? value : Number(value)
}

/**
 * A JSON column (TEXT on SQLite, JSONB on PostgreSQL), parsed.
 * @example sqlJson<string[]>('["a"]') // ['a']
 */
export function sqlJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}

/**
 * `?, ?, ?` for an `IN (…)` list of `count` parameters.
 * @example `WHERE id IN (${placeholders(2)})` // 'WHERE id IN (?, ?)'
 */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ')
}
