/**
 * The template language of `dynamicSnippetItemCode`: HTML with `#field` placeholders and
 * `if (condition) { … } else if (condition) { … } else { … }` blocks, compiled once into a
 * function from a document's data to HTML in which every substituted value is escaped.
 */
import { compileCondition, field, own } from './condition.js'
import type { Condition, Data } from './condition.js'

export type Render = (data: Data) => string

// Module constants: a regular expression literal inside a function is a new object per call.
const SPECIAL = /[&<>"'`]/
const SPECIALS = /[&<>"'`]/g

/**
 * Escapes text for HTML text and quoted attribute values, as numeric character references.
 * @example escapeHtml('<b>"hi"</b>') // '&#60;b&#62;&#34;hi&#34;&#60;/b&#62;'
 */
export const escapeHtml = (text: string): string =>
  // Most values need nothing: testing first is much cheaper than replacing.
  SPECIAL.test(text) ? text.replace(SPECIALS, (c) => '&#' + c.charCodeAt(0) + ';') : text

/**
 * How a value reads on the page: nothing for null, JSON for maps and lists.
 * @example toText(['a', 'b']) // '["a","b"]'
 */
export const toText = (value: unknown): string =>
  value == null ? '' : typeof value == 'object' ? JSON.stringify(value) : `${value as string}`

/** The index of the bracket closing the one at `open`, or -1 (quotes count only in conditions). */
const closing = (source: string, open: number, end: number, quotes: boolean): number => {
  const [opening, close] = source[open] == '(' ? '()' : '{}'
  let depth = 0
  let quote = ''
  for (let i = open; i < end; i++) {
    const c = source[i]
    if (quote) quote = c == quote ? '' : quote
    else if (quotes && (c == '"' || c == "'")) quote = c
    else if (c == opening) depth++
    else if (c == close && !--depth) return i
  }
  return -1
}

/**
 * Compiles a template. `#name` is replaced when the document has the field `name` (or `mapped`
 * lists it; missing values read as nothing); any other `#…` stays as written, so colours like
 * `#fff` and links like `#top` survive.
 * @example compileTemplate('<li>#text if (#mine) { (you) }</li>')({ text: 'Hi', mine: true })
 */
export function compileTemplate(source: string, mapped: readonly string[] = []): Render {
  // Per-document code stays free of destructuring and splitting: it runs for every item.
  const text = (start: number, end: number): Render => {
    const parts = source.slice(start, end).split(/#([A-Za-z_]\w*(?:\.\w+)*)/)
    // Placeholders as [keys, always]: split once here, not for every document.
    const names = parts.map((name, i) => [name.split('.'), i % 2 && mapped.includes(name)] as const)
    return (data) => {
      let out = parts[0]!
      for (let i = 1; i < parts.length; i += 2) {
        const keys = names[i]![0]
        out +=
          names[i]![1] || own(data, keys[0]!)
            ? escapeHtml(toText(field(data, keys)))
            : '#' + parts[i]!
        out += parts[i + 1]!
      }
      return out
    }
  }

  // An if/else-if/else chain starting at `at`: its renderer and where it ends, or undefined
  // when no well-formed `if (…) { … }` starts there (then it is plain text).
  const chain = (at: number, end: number): [Render, number] | undefined => {
    const branches: [Condition | undefined, Render][] = []
    let position = at
    let done = at
    for (;;) {
      const keyword = /if\s*\(/y
      keyword.lastIndex = position
      if (!keyword.exec(source)) break
      const close = closing(source, keyword.lastIndex - 1, end, true)
      const brace = /\s*\{/y
      brace.lastIndex = close + 1
      if (close < 0 || !brace.exec(source)) break
      const bodyEnd = closing(source, brace.lastIndex - 1, end, false)
      if (bodyEnd < 0) break
      branches.push([
        compileCondition(source.slice(keyword.lastIndex, close)),
        nodes(brace.lastIndex, bodyEnd),
      ])
      done = bodyEnd + 1
      const otherwise = /\s*else\s*/y
      otherwise.lastIndex = done
      if (!otherwise.exec(source)) break
      position = otherwise.lastIndex
      if (source[position] == '{') {
        const elseEnd = closing(source, position, end, false)
        if (elseEnd >= 0) {
          branches.push([undefined, nodes(position + 1, elseEnd)])
          done = elseEnd + 1
        }
        break
      }
    }
    if (!branches.length) return undefined
    return [
      (data) => {
        for (let i = 0; i < branches.length; i++) {
          const branch = branches[i]!
          if (!branch[0] || branch[0](data)) return branch[1](data)
        }
        return ''
      },
      done,
    ]
  }

  const nodes = (start: number, end: number): Render => {
    const parts: Render[] = []
    const find = /\bif\s*\(/g
    let textStart = (find.lastIndex = start)
    for (let match; (match = find.exec(source)) && match.index < end;) {
      const block = chain(match.index, end)
      if (block) {
        parts.push(text(textStart, match.index), block[0])
        textStart = find.lastIndex = block[1]
      }
    }
    parts.push(text(textStart, end))
    return (data) => {
      let out = ''
      for (let i = 0; i < parts.length; i++) out += parts[i]!(data)
      return out
    }
  }

  return nodes(0, source.length)
}
