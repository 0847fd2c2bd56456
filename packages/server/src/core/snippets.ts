/**
 * Snippets as stored: validated when saved, so a snippet that cannot run is refused with a
 * message naming the field; and the public config a page receives (only what wiring needs).
 */
import {
  MESSAGES,
  QUERY_OPERATORS,
  SNIPPET_TYPES,
  type PathSegment,
  type SnippetConfig,
  type SnippetType,
} from '@snipwire/protocol'
import { z } from 'zod'
import { ConfigurationError } from './errors.js'
import type { StoredSnippet } from './model.js'

const SNIPPET_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/
/** A field a snippet writes: letters, digits, `_` and `-`, starting with a letter or `_`. */
const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/
/** A field a query reads: field names joined by dots for nested maps. */
export const FIELD_PATH_PATTERN =
  /^[A-Za-z_][A-Za-z0-9_-]{0,99}(\.[A-Za-z_][A-Za-z0-9_-]{0,99}){0,9}$/
/** Before `$variable` substitution: the same, with `$name` tokens anywhere. */
const FIELD_TEMPLATE_PATTERN = /^[A-Za-z0-9_$.-]{1,200}$/
/** The most documents one display returns. */
export const MAX_QUERY_LIMIT = 1000

const elementId = z.string().trim().min(1).max(200)
const fieldMapping = z.strictObject({ field: z.string().min(1).max(200), elementId })
const pathSegment = z.strictObject({
  type: z.enum(['collection', 'document']),
  value: z.string().min(1).max(500),
})
const jsonValue = z.json()
const condition = z.strictObject({
  field: z
    .string()
    .regex(FIELD_TEMPLATE_PATTERN, 'Expected a field name (letters, digits, _ - . and $variables)'),
  operator: z.enum(QUERY_OPERATORS),
  value: jsonValue,
  logicalOperator: z.enum(['AND', 'OR']).optional(),
})
const order = z.strictObject({
  field: z
    .string()
    .regex(FIELD_TEMPLATE_PATTERN, 'Expected a field name (letters, digits, _ - . and $variables)'),
  direction: z.enum(['asc', 'desc']),
})

const snippetSchema = z.strictObject({
  id: z.string().optional(),
  type: z.enum(SNIPPET_TYPES),
  requireAuth: z.boolean().optional(),
  emailElementId: elementId.optional(),
  passwordElementId: elementId.optional(),
  buttonElementId: elementId.optional(),
  fieldMappings: z.array(fieldMapping).max(100).optional(),
  usersCollectionName: z.string().min(1).max(500).optional(),
  pathSegments: z.array(pathSegment).min(1).max(20).optional(),
  realTimeUpdatesOn: z.boolean().optional(),
  queryConditions: z.array(condition).max(30).optional(),
  queryOrders: z.array(order).max(10).optional(),
  queryLimit: z.int().min(1).max(MAX_QUERY_LIMIT).optional(),
  dynamicSnippetItemCode: z.string().min(1).max(50_000).optional(),
  containerElementId: elementId.optional(),
  priceID: z.string().trim().min(1).max(500).optional(),
  paymentType: z.enum(['payment', 'subscription']).optional(),
  successUrl: z.string().max(5000).optional(),
  calls: z.number().optional(),
})

type ParsedSnippet = z.infer<typeof snippetSchema>

function pathText(path: readonly PropertyKey[]): string {
  let text = ''
  for (const part of path) {
    text += typeof part === 'number' ? `[${part}]` : text === '' ? String(part) : `.${String(part)}`
  }
  return text
}

const REQUIRED: Record<SnippetType, (keyof ParsedSnippet)[]> = {
  login: ['emailElementId', 'passwordElementId', 'buttonElementId'],
  signUp: ['emailElementId', 'passwordElementId', 'buttonElementId', 'usersCollectionName'],
  add: ['pathSegments', 'fieldMappings', 'buttonElementId'],
  payment: ['priceID', 'successUrl'],
  staticDisplay: ['pathSegments', 'fieldMappings'],
  dynamicDisplay: ['pathSegments', 'fieldMappings', 'dynamicSnippetItemCode', 'containerElementId'],
}

const TYPE_LABEL: Record<SnippetType, string> = {
  login: 'A login',
  signUp: 'A sign-up',
  add: 'An add',
  payment: 'A payment',
  staticDisplay: 'A static display',
  dynamicDisplay: 'A dynamic display',
}

const VARIABLE_TOKEN = /\$([A-Za-z_][A-Za-z0-9_]*)?/g

function checkTokens(value: string, field: string): void {
  for (const match of value.matchAll(VARIABLE_TOKEN)) {
    if (match[1] === undefined) {
      throw new ConfigurationError(
        `${field}: "$" must start a variable name (letters, digits and _), as in $room.`,
      )
    }
  }
}

function checkPath(segments: PathSegment[], type: SnippetType): void {
  segments.forEach((segment, index) => {
    const expected = index % 2 === 0 ? 'collection' : 'document'
    if (segment.type !== expected) {
      throw new ConfigurationError(
        `pathSegments[${index}].type must be "${expected}": segments alternate collection, document, collection, … ${MESSAGES.invalidPathEnding}`,
      )
    }
    if (segment.value.includes('/')) {
      throw new ConfigurationError(
        `pathSegments[${index}].value must not contain "/": give each path segment its own entry.`,
      )
    }
    checkTokens(segment.value, `pathSegments[${index}].value`)
  })
  if (type === 'add' && segments.length % 2 === 0) {
    throw new ConfigurationError(
      'pathSegments must end with a collection for an add snippet: documents are added to a collection.',
    )
  }
}

function checkCollectionPath(path: string, field: string): void {
  const parts = path.split('/')
  if (parts.length % 2 === 0 || parts.some((part) => part === '' || part.includes('$'))) {
    throw new ConfigurationError(
      `${field} must name a collection, such as "users" (or "teams/acme/users"), without variables.`,
    )
  }
}

function checkMappings(snippet: ParsedSnippet): void {
  const seen = new Set<string>()
  const writes = snippet.type === 'add' || snippet.type === 'signUp'
  snippet.fieldMappings?.forEach((mapping, index) => {
    const pattern = writes ? FIELD_NAME_PATTERN : FIELD_PATH_PATTERN
    if (!pattern.test(mapping.field)) {
      throw new ConfigurationError(
        `fieldMappings[${index}].field "${mapping.field}" is not a valid field name: use letters, digits, _ and -${writes ? '' : ' (dots for nested fields)'}, starting with a letter.`,
      )
    }
    if (writes && seen.has(mapping.field)) {
      throw new ConfigurationError(
        `fieldMappings[${index}].field "${mapping.field}" is mapped twice.`,
      )
    }
    if (snippet.type === 'signUp' && mapping.field === 'email') {
      throw new ConfigurationError(
        'fieldMappings: a sign-up snippet stores the e-mail as "email" already; map other fields.',
      )
    }
    seen.add(mapping.field)
  })
}

function checkQuery(snippet: ParsedSnippet): void {
  snippet.queryConditions?.forEach((condition, index) => {
    checkTokens(condition.field, `queryConditions[${index}].field`)
    const needsList = ['in', 'not-in', 'array-contains-any'].includes(condition.operator)
    if (needsList && !Array.isArray(condition.value)) {
      throw new ConfigurationError(
        `queryConditions[${index}].value must be a list for the operator ${condition.operator}, such as ["a", "b"].`,
      )
    }
  })
  snippet.queryOrders?.forEach((order, index) => {
    checkTokens(order.field, `queryOrders[${index}].field`)
  })
}

function checkSuccessUrl(value: string): void {
  checkTokens(value, 'successUrl')
  // A path is resolved against the server's public URL when the checkout starts, so one
  // snippet works wherever the server runs. `$name` tokens may fill the path, query and
  // fragment, never the scheme or host: a variable must not choose where the browser goes.
  const isPath = value.startsWith('/') && !value.startsWith('//')
  const origin = isPath ? '' : (/^https?:\/\/[^/?#]*/i.exec(value)?.[0] ?? null)
  let valid = origin !== null && !origin.includes('$')
  try {
    new URL(value.replaceAll('$', 'x'), 'http://path.invalid')
  } catch {
    valid = false
  }
  if (!valid) {
    throw new ConfigurationError(
      `successUrl must be an absolute http(s) address or a path on this server, such as https://shop.example/thanks or /thanks?plan=$plan, with $variables only after the host (got "${value}").`,
    )
  }
}

/**
 * Validates a snippet as a file or request gives it, and returns it as stored (without `calls`).
 * Throws a `ConfigurationError` whose message names the field to fix.
 * @example parseSnippet({ type: 'login', emailElementId: 'e', passwordElementId: 'p', buttonElementId: 'b' }, 'login')
 */
export function parseSnippet(input: unknown, id: string): StoredSnippet {
  if (!SNIPPET_ID_PATTERN.test(id)) {
    throw new ConfigurationError(
      `The snippet id "${id}" is not valid: use 1 to 100 letters, digits, _ and -.`,
    )
  }
  const parsed = snippetSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    if (issue.code === 'unrecognized_keys') {
      throw new ConfigurationError(
        `Unknown snippet field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}${issue.path.length > 0 ? ` in ${pathText(issue.path)}` : ''}: remove ${issue.keys.length > 1 ? 'them' : 'it'} or check the spelling.`,
      )
    }
    const where = issue.path.length > 0 ? pathText(issue.path) : 'The snippet'
    throw new ConfigurationError(`${where}: ${issue.message}.`)
  }
  const snippet = parsed.data
  if (snippet.id !== undefined && snippet.id !== id) {
    throw new ConfigurationError(
      `The file's id "${snippet.id}" differs from the snippet id "${id}"; remove one of them.`,
    )
  }
  const missing = REQUIRED[snippet.type].filter((field) => snippet[field] === undefined)
  if (missing.length > 0) {
    throw new ConfigurationError(
      `${TYPE_LABEL[snippet.type]} snippet needs ${missing.join(', ')}: ${missing.length > 1 ? 'they are' : 'it is'} missing.`,
    )
  }
  if (snippet.pathSegments) checkPath(snippet.pathSegments, snippet.type)
  if (snippet.usersCollectionName)
    checkCollectionPath(snippet.usersCollectionName, 'usersCollectionName')
  checkMappings(snippet)
  checkQuery(snippet)
  if (snippet.priceID) checkTokens(snippet.priceID, 'priceID')
  if (snippet.successUrl !== undefined) checkSuccessUrl(snippet.successUrl)
  const { id: _fileId, calls: _calls, ...rest } = snippet
  return { id, ...rest } as StoredSnippet
}

/**
 * What the public config endpoint sends: the fields a page needs to wire its elements, never
 * queries, counters, success URLs or anything of the workspace.
 * @example toSnippetConfig(snippet) // { id: 'login', type: 'login', emailElementId: 'email', … }
 */
export function toSnippetConfig(snippet: StoredSnippet): SnippetConfig {
  const config: SnippetConfig = { id: snippet.id, type: snippet.type }
  if (snippet.requireAuth !== undefined) config.requireAuth = snippet.requireAuth
  if (snippet.emailElementId !== undefined) config.emailElementId = snippet.emailElementId
  if (snippet.passwordElementId !== undefined) config.passwordElementId = snippet.passwordElementId
  if (snippet.buttonElementId !== undefined) config.buttonElementId = snippet.buttonElementId
  if (snippet.fieldMappings !== undefined) {
    config.fieldMappings = snippet.fieldMappings.map(({ field, elementId }) => ({
      field,
      elementId,
    }))
  }
  if (snippet.pathSegments !== undefined) {
    config.pathSegments = snippet.pathSegments.map(({ type, value }) => ({ type, value }))
  }
  if (snippet.realTimeUpdatesOn !== undefined) config.realTimeUpdatesOn = snippet.realTimeUpdatesOn
  if (snippet.dynamicSnippetItemCode !== undefined) {
    config.dynamicSnippetItemCode = snippet.dynamicSnippetItemCode
  }
  if (snippet.containerElementId !== undefined)
    config.containerElementId = snippet.containerElementId
  if (snippet.priceID !== undefined) config.priceID = snippet.priceID
  return config
}
