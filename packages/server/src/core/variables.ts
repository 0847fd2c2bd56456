/**
 * Caller variables and `$name` substitution, done on the server. `$uid` is the signed-in end
 * user's id and can never be supplied by the caller; a value may not contain `/`, so no
 * variable can reach outside the path a snippet configures.
 */
import { ERROR_CODES, MESSAGES, formatMessage, type Variables } from '@snipwire/protocol'
import { AuthenticationError, InvalidRequestError } from './errors.js'
import type { JsonValue } from './model.js'

const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/
const TOKEN_PATTERN = /\$([A-Za-z_][A-Za-z0-9_]*)/g
const WHOLE_TOKEN_PATTERN = /^\$([A-Za-z_][A-Za-z0-9_]*)$/
const NUMBER_PATTERN = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/
const MAX_VARIABLES = 50
const MAX_VARIABLE_LENGTH = 1000

/** Variables checked and ready for substitution, plus the signed-in user's id. */
export interface VariableScope {
  values: Readonly<Record<string, string | number | boolean>>
  uid: string | null
}

/**
 * Checks the caller's variables: names, the reserved `uid`, no `/` in values, sizes.
 * @example checkVariables({ room: 'lobby' }, null) // { values: { room: 'lobby' }, uid: null }
 */
export function checkVariables(
  variables: Variables | undefined,
  uid: string | null,
): VariableScope {
  const values: Record<string, string | number | boolean> = {}
  const entries = Object.entries(variables ?? {})
  if (entries.length > MAX_VARIABLES) {
    throw new InvalidRequestError(
      `Too many variables (${entries.length}); a call may pass at most ${MAX_VARIABLES}.`,
      ERROR_CODES.variableInvalid,
    )
  }
  for (const [name, value] of entries) {
    if (name === 'uid') {
      throw new InvalidRequestError(
        "Variable uid is reserved: it is the signed-in user's id and is filled in by the server.",
        ERROR_CODES.variableInvalid,
      )
    }
    if (!NAME_PATTERN.test(name)) {
      throw new InvalidRequestError(
        `Variable name "${name}" is not valid: use letters, digits and _, starting with a letter.`,
        ERROR_CODES.variableInvalid,
      )
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new InvalidRequestError(
        `Variable ${name} must be a string, a number or a boolean.`,
        ERROR_CODES.variableInvalid,
      )
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new InvalidRequestError(
        `Variable ${name} must be a finite number.`,
        ERROR_CODES.variableInvalid,
      )
    }
    const text = String(value)
    if (text.includes('/')) {
      throw new InvalidRequestError(
        `Variable ${name} must not contain "/".`,
        ERROR_CODES.variableInvalid,
      )
    }
    if (text.length > MAX_VARIABLE_LENGTH) {
      throw new InvalidRequestError(
        `Variable ${name} is ${text.length} characters long; at most ${MAX_VARIABLE_LENGTH} are allowed.`,
        ERROR_CODES.variableInvalid,
      )
    }
    values[name] = value
  }
  return { values, uid }
}

function lookup(name: string, scope: VariableScope): string | number | boolean {
  if (name === 'uid') {
    if (scope.uid === null) {
      throw new AuthenticationError(
        ERROR_CODES.unauthenticated,
        'Sign in first: this snippet uses the signed-in user ($uid).',
      )
    }
    return scope.uid
  }
  const value = scope.values[name]
  if (value === undefined) {
    throw new InvalidRequestError(
      formatMessage(MESSAGES.variableNotProvided, { name }),
      ERROR_CODES.variableNotProvided,
    )
  }
  return value
}

/**
 * Replaces every `$name` token in `text` by the variable's value, passed through `encode` when
 * given (a URL takes its values with `encodeURIComponent`).
 * @example substitute('rooms-$room', { values: { room: 'a' }, uid: null }) // 'rooms-a'
 */
export function substitute(
  text: string,
  scope: VariableScope,
  encode: (value: string) => string = String,
): string {
  if (!text.includes('$')) return text
  return text.replace(TOKEN_PATTERN, (_token, name: string) => encode(String(lookup(name, scope))))
}

/**
 * Spec section 5: the strings `'true'` and `'false'` become booleans and numeric strings numbers.
 * @example convertValue('42') // 42
 */
export function convertValue(value: string): string | number | boolean {
  if (value === 'true') return true
  if (value === 'false') return false
  if (NUMBER_PATTERN.test(value)) {
    const number = Number(value)
    if (Number.isFinite(number)) return number
  }
  return value
}

/**
 * A condition value after substitution and conversion; lists are resolved item by item.
 * @example resolveConditionValue('$count', { values: { count: '3' }, uid: null }) // 3
 */
export function resolveConditionValue(value: JsonValue, scope: VariableScope): JsonValue {
  if (Array.isArray(value)) return value.map((item) => resolveConditionValue(item, scope))
  if (typeof value !== 'string') return value
  const whole = WHOLE_TOKEN_PATTERN.exec(value)
  if (whole) {
    const resolved = lookup(whole[1]!, scope)
    return typeof resolved === 'string' ? convertValue(resolved) : resolved
  }
  return convertValue(substitute(value, scope))
}

/**
 * The variables as they were used, as strings (the notification's `processedVariables`).
 * @example processedVariables({ values: { n: 1 }, uid: 'u1' }) // { n: '1', uid: 'u1' }
 */
export function processedVariables(scope: VariableScope): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(scope.values)) out[name] = String(value)
  if (scope.uid !== null) out.uid = scope.uid
  return out
}
