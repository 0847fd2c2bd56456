/**
 * The add operation: writes a document holding exactly the snippet's mapped fields at the path
 * the snippet's `pathSegments` and the caller's variables resolve to.
 */
import { ERROR_CODES, type AddResponse, type Variables } from '@snipwire/protocol'
import { timeOrderedId } from '../lib/ids.js'
import type { CoreContext } from './context.js'
import { InvalidRequestError } from './errors.js'
import type { JsonValue } from './model.js'
import { resolvePath } from './resolve-query.js'
import type { SnippetCall } from './snippet-call.js'
import { checkVariables, processedVariables } from './variables.js'

const MAX_FIELD_LENGTH = 10_000

function documentFields(
  call: SnippetCall,
  fields: Record<string, unknown>,
): Record<string, JsonValue> {
  const mapped = (call.entry.snippet.fieldMappings ?? []).map((mapping) => mapping.field)
  const allowed = new Set(mapped)
  const data: Record<string, JsonValue> = {}
  for (const [field, value] of Object.entries(fields)) {
    if (!allowed.has(field)) {
      throw new InvalidRequestError(
        `The field "${field}" is not mapped by this snippet; send only its mapped fields (${mapped.join(', ') || 'none'}).`,
        ERROR_CODES.unknownField,
      )
    }
    if (typeof value === 'string') {
      if (value.length > MAX_FIELD_LENGTH) {
        throw new InvalidRequestError(
          `The field "${field}" is too long: at most ${MAX_FIELD_LENGTH} characters.`,
        )
      }
    } else if (
      typeof value !== 'boolean' &&
      !(typeof value === 'number' && Number.isFinite(value))
    ) {
      throw new InvalidRequestError(`The field "${field}" must be a string, a number or a boolean.`)
    }
    data[field] = value
  }
  for (const field of mapped) {
    if (!(field in data)) {
      throw new InvalidRequestError(
        `The field "${field}" is missing: send every mapped field (an empty string is fine).`,
      )
    }
  }
  return data
}

/**
 * Adds the document and counts the write and the call in one transaction.
 * @example await addDocument(context, call, { fields: { text: 'hi' }, variables: { room: 'lobby' } })
 */
export async function addDocument(
  context: CoreContext,
  call: SnippetCall,
  input: { fields: Record<string, unknown>; variables?: Variables | undefined },
): Promise<AddResponse> {
  const scope = checkVariables(input.variables, call.user?.uid ?? null)
  const path = resolvePath(call.entry.snippet.pathSegments, scope)
  if (path.kind !== 'collection') {
    throw new InvalidRequestError(
      "This add snippet's path ends with a document; an add snippet's path must end with a collection.",
      ERROR_CODES.invalidPath,
    )
  }
  const data = documentFields(call, input.fields)
  const now = context.now()
  const id = timeOrderedId(now)
  return context.store.transaction(async (tx) => {
    const record = await tx.insertDocument(call.scope, path.collectionPath, id, data)
    await tx.incrementUsage(call.scope, { currentWrites: 1 })
    await tx.incrementSnippetCalls(call.scope, call.entry.snippet.id, 1)
    if (context.notify) {
      await context.notify(tx, {
        kind: 'add',
        workspace: call.key.workspace,
        mode: call.key.mode,
        apiKey: call.key.apiKey,
        snippetId: call.entry.snippet.id,
        user: call.user,
        metadata: data,
        processedVariables: processedVariables(scope),
        document: { id: record.id, path: record.path },
        at: now,
      })
    }
    return { id: record.id, path: record.path }
  })
}
