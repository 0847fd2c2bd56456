/**
 * The template language of `dynamicSnippetItemCode`: HTML with `#field` placeholders and
 * `if (condition) { … } else if (condition) { … } else { … }` blocks, compiled once into a
 * function from a document's data to HTML in which every substituted value is escaped.
 */
import { compileCondition, field, own } from './condition.js'
import type { Condition, Data } from './condition.js'

export type Render = (data: Data) => string

/**
 * One step of a compiled template: text as written, a placeholder (its keys, whether it is always
 * replaced, and how it is written), a test (skip to `otherwise` unless the condition holds) or a
 * jump. A flat list run by one loop: a list of 1,000 items then makes V8 compile one small hot
 * function, not a nest of closures — work that competes with the page on a machine of few cores.
 */
type Step =
  | string
  | number
  | [keys: string[], always: boolean, written: string]
  | [test: Condition, otherwise: number]

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
  const steps: Step[] = []
  // Placeholders are split out once here, not for every document.
  const text = (start: number, end: number) =>
    source
      .slice(start, end)
      .split(/#([A-Za-z_]\w*(?:\.\w+)*)/)
      .forEach((part, i) =>
        steps.push(i % 2 ? [part.split('.'), mapped.includes(part), '#' + part] : part),
      )

  // An if/else-if/else chain starting at `at`: each branch (its condition, none for `else`, and
  // where its body starts and ends) and where the chain ends, or undefined when no well-formed
  // `if (…) { … }` starts there (then it is plain text).
  const chain = (at: number, end: number): [Branch[], number] | undefined => {
    const branches: Branch[] = []
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
      branches.push([source.slice(keyword.lastIndex, close), brace.lastIndex, bodyEnd])
      done = bodyEnd + 1
      const otherwise = /\s*else\s*/y
      otherwise.lastIndex = done
      if (!otherwise.exec(source)) break
      position = otherwise.lastIndex
      if (source[position] == '{') {
        const elseEnd = closing(source, position, end, false)
        if (elseEnd >= 0) {
          branches.push([undefined, position + 1, elseEnd])
          done = elseEnd + 1
        }
        break
      }
    }
    return branches.length ? [branches, done] : undefined
  }

  // A chain's steps: each test skips its body (`else` always holds), each body ends with a jump
  // past the chain.
  const emitChain = (list: Branch[]) => {
    const exits: number[] = []
    for (const [condition, start, end] of list) {
      const test: Step = [condition == null ? () => true : compileCondition(condition), 0]
      steps.push(test)
      nodes(start, end)
      exits.push(steps.push(0) - 1)
      test[1] = steps.length
    }
    for (const exit of exits) steps[exit] = steps.length
  }

  const nodes = (start: number, end: number) => {
    const find = /\bif\s*\(/g
    let textStart = (find.lastIndex = start)
    for (let match; (match = find.exec(source)) && match.index < end;) {
      const block = chain(match.index, end)
      if (block) {
        text(textStart, match.index)
        emitChain(block[0])
        textStart = find.lastIndex = block[1]
      }
    }
    text(textStart, end)
  }

  nodes(0, source.length)
  // Runs for every document: an index loop, no destructuring.
  return (data) => {
    let out = ''
    for (let at = 0; at < steps.length;) {
      const step = steps[at++]!
      if (typeof step == 'string') out += step
      else if (typeof step == 'number') at = step
      else if (typeof step[0] == 'function') at = step[0](data) ? at : (step[1] as number)
      else
        out +=
          step[1] || own(data, step[0][0]!) ? escapeHtml(toText(field(data, step[0]))) : step[2]
    }
    return out
  }
}

/** A branch of a chain: its condition (none for `else`), and where its body starts and ends. */
type Branch = [condition: string | undefined, start: number, end: number]
