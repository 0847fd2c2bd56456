/**
 * `?` placeholders (the store's raw SQL, as SQLite takes it) to PostgreSQL's `$1, $2, …`. A `?`
 * inside a string ('…', E'…', $tag$…$tag$), a quoted name ("…") or a comment stays as it is.
 */
import { BoundedMap } from '../../lib/bounded-map.js'

const numbered = new BoundedMap<string, string>(2048)

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[A-Za-z0-9_$]/.test(character)
}

/** The index just past the quoted text that starts at `start` with `quote`. */
function skipQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let index = start + 1
  while (index < sql.length) {
    const character = sql[index]
    if (backslashEscapes && character === '\\') index += 2
    else if (character === quote) {
      if (sql[index + 1] === quote) index += 2
      else return index + 1
    } else index += 1
  }
  return sql.length
}

/** The index just past the block comment that starts at `start` (they nest in PostgreSQL). */
function skipBlockComment(sql: string, start: number): number {
  let depth = 0
  let index = start
  while (index < sql.length) {
    if (sql.startsWith('/*', index)) {
      depth += 1
      index += 2
    } else if (sql.startsWith('*/', index)) {
      depth -= 1
      index += 2
      if (depth === 0) return index
    } else index += 1
  }
  return sql.length
}

function renumber(sql: string): string {
  let out = ''
  let count = 0
  let index = 0
  let copiedTo = 0
  while (index < sql.length) {
    const character = sql[index]!
    let end = index + 1
    if (character === '?') {
      out += `${sql.slice(copiedTo, index)}$${++count}`
      copiedTo = index + 1
    } else if (character === "'") {
      const previous = sql[index - 1]
      const escaped = (previous === 'E' || previous === 'e') && !isWordCharacter(sql[index - 2])
      end = skipQuoted(sql, index, "'", escaped)
    } else if (character === '"') {
      end = skipQuoted(sql, index, '"', false)
    } else if (sql.startsWith('--', index)) {
      const newline = sql.indexOf('\n', index)
      end = newline === -1 ? sql.length : newline + 1
    } else if (sql.startsWith('/*', index)) {
      end = skipBlockComment(sql, index)
    } else if (character === '$' && !isWordCharacter(sql[index - 1])) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(index))?.[0]
      if (tag) {
        const close = sql.indexOf(tag, index + tag.length)
        end = close === -1 ? sql.length : close + tag.length
      }
    }
    index = end
  }
  return count === 0 ? sql : out + sql.slice(copiedTo)
}

/**
 * The SQL with every `?` placeholder numbered for PostgreSQL (cached by SQL text).
 * @example numberPlaceholders("SELECT * FROM t WHERE a = ? AND b = '?'") // "SELECT * FROM t WHERE a = $1 AND b = '?'"
 */
export function numberPlaceholders(sql: string): string {
  let result = numbered.get(sql)
  if (result === undefined) {
    result = renumber(sql)
    numbered.set(sql, result)
  }
  return result
}
