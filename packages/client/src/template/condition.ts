/**
 * Template conditions, parsed into plain closures — never `eval` or `Function`. They read
 * `#field` (or bare `field`) references, string, number and boolean literals, `null`,
 * `== != === !== < <= > >=`, `!`, `&&`, `||` and parentheses, with JavaScript's precedence.
 */
import { CLIENT_MESSAGES } from '@snipwire/protocol'

export type Data = Record<string, unknown>
export type Condition = (data: Data) => boolean

// Spec section 5's characters, plus `#` and `_`, which field references need.
const ALLOWED = /^[\w\s'"<>=!.&|()#]*$/
const DISALLOWED = /constructor|prototype|__proto__/
const TOKEN =
  /\s*(?:(#?[A-Za-z_]\w*(?:\.\w+)*)|(\d+(?:\.\d+)?)|'([^']*)'|"([^"]*)"|(===|!==|==|!=|<=|>=|&&|\|\||[<>!()]))/y
type Value = (data: Data) => unknown
type Operand = string & number

// Binary operators by precedence, as in JavaScript; relational ones compare whatever JSON holds
// with JavaScript's own rules (hence the `Operand` cast).
const OPERATORS: Record<string, [number, (a: Operand, b: Operand) => unknown]> = {
  '==': [3, (a, b) => a == b],
  '!=': [3, (a, b) => a != b],
  '===': [3, (a, b) => a === b],
  '!==': [3, (a, b) => a !== b],
  '<': [4, (a, b) => a < b],
  '<=': [4, (a, b) => a <= b],
  '>': [4, (a, b) => a > b],
  '>=': [4, (a, b) => a >= b],
  '||': [1, () => 0],
  '&&': [2, () => 0],
}

/**
 * Whether `value` has `key` as its own property (never one inherited from a prototype).
 * @example own({}, 'constructor') // false
 */
export const own = (value: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(value, key)

/**
 * Reads a field, or a dotted path (split into keys) into nested maps and lists — own
 * properties only.
 * @example field({ user: { name: 'Ada' } }, ['user', 'name']) // 'Ada'
 */
export const field = (data: unknown, keys: readonly string[]): unknown => {
  // Index loops here and in the renderer: they run for every placeholder of every document.
  for (let i = 0; i < keys.length; i++)
    data =
      data && typeof data == 'object' && own(data, keys[i]!) ? (data as Data)[keys[i]!] : undefined
  return data
}

const check: (ok: unknown) => asserts ok = (ok) => {
  if (!ok) throw new SyntaxError()
}

const parse = (source: string): Value => {
  const tokens: RegExpExecArray[] = []
  let position = 0
  for (let match; (TOKEN.lastIndex = position), (match = TOKEN.exec(source));) {
    tokens.push(match)
    position = TOKEN.lastIndex
  }
  check(!source.slice(position).trim())
  let index = 0

  const primary = (): Value => {
    const [, name, number, single, double, operator] = tokens[index++] ?? []
    if (operator == '!') {
      const operand = primary()
      return (d) => !operand(d)
    }
    if (operator == '(') {
      const inner = expression(1)
      check(tokens[index++]?.[5] == ')')
      return inner
    }
    if (number) return () => +number
    if (single != null || double != null) return () => single ?? double
    check(name)
    if (name == 'true' || name == 'false' || name == 'null') {
      const literal = name == 'null' ? null : name == 'true'
      return () => literal
    }
    const keys = name.replace('#', '').split('.')
    return (d) => field(d, keys)
  }

  const expression = (min: number): Value => {
    let left = primary()
    for (let operator; (operator = OPERATORS[tokens[index]?.[5] ?? '']) && operator[0] >= min;) {
      const name = tokens[index++]![5]
      const [precedence, compute] = operator
      const l = left
      const r = expression(precedence + 1)
      // && and || evaluate their right side only when needed, as in JavaScript.
      left =
        name == '||'
          ? (d) => l(d) || r(d)
          : name == '&&'
            ? (d) => l(d) && r(d)
            : (d) => compute(l(d) as Operand, r(d) as Operand)
    }
    return left
  }

  const value = expression(1)
  check(index == tokens.length)
  return value
}

/**
 * Compiles a condition once. A rejected condition (spec section 5) or one that does not parse
 * logs its message and always counts as false; evaluating never throws.
 * @example compileCondition("#status == 'open' && #votes > 2")({ status: 'open', votes: 3 }) // true
 */
export function compileCondition(source: string): Condition {
  const rejection = !ALLOWED.test(source)
    ? CLIENT_MESSAGES.invalidConditionCharacters
    : DISALLOWED.test(source)
      ? CLIENT_MESSAGES.disallowedPropertyAccess
      : undefined
  let value: Value | undefined
  if (rejection) console.error(rejection)
  else
    try {
      value = parse(source)
    } catch {
      console.error(`Invalid condition: ${source}`)
    }
  return (data) => {
    try {
      return !!value?.(data)
    } catch {
      // Only an object that refuses to become a primitive can land here: it is not a match.
      return false
    }
  }
}
