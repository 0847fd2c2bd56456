/**
 * Display snippets (staticDisplay, dynamicDisplay): one read, counted with the read it counts,
 * and the serialization both the query route and live snapshots send.
 */
import type { Variables } from '@snipwire/protocol'
import type { CoreContext } from './context.js'
import type { Query, QueryRecords } from './model.js'
import { buildQuery } from './resolve-query.js'
import type { SnippetCall } from './snippet-call.js'
import { checkVariables } from './variables.js'

export const DISPLAY_TYPES = ['staticDisplay', 'dynamicDisplay'] as const

/**
 * The store query a display call runs.
 * @example resolveDisplay(call, { room: 'lobby' })
 */
export function resolveDisplay(call: SnippetCall, variables: Variables | undefined): Query {
  return buildQuery(call.entry.snippet, checkVariables(variables, call.user?.uid ?? null))
}

/**
 * A `QueryResult` as JSON, embedding each document's stored JSON without parsing it again.
 * @example serializeResult({ kind: 'document', doc: null }) // '{"kind":"document","doc":null}'
 */
export function serializeResult(records: QueryRecords): string {
  if (records.kind === 'document') {
    const doc = records.doc
    return doc
      ? `{"kind":"document","doc":{"id":${JSON.stringify(doc.id)},"path":${JSON.stringify(doc.path)},"data":${doc.json}}}`
      : '{"kind":"document","doc":null}'
  }
  let docs = ''
  for (const doc of records.docs) {
    if (docs !== '') docs += ','
    docs += `{"id":${JSON.stringify(doc.id)},"path":${JSON.stringify(doc.path)},"data":${doc.json}}`
  }
  return `{"kind":"collection","docs":[${docs}]}`
}

/**
 * Runs the display's query once (or takes the identical query's cached result, still current),
 * counting one read and one call in the same transaction, and returns the serialized
 * `QueryResult`.
 * @example const json = await runDisplay(context, call, { room: 'lobby' })
 */
export async function runDisplay(
  context: CoreContext,
  call: SnippetCall,
  variables: Variables | undefined,
): Promise<string> {
  const query = resolveDisplay(call, variables)
  const ticket = context.results.ticket(call.scope, query)
  const cached = context.results.get(ticket)
  const json = await context.store.transaction(
    async (tx) => {
      await tx.incrementUsage(call.scope, { currentReads: 1 })
      await tx.incrementSnippetCalls(call.scope, call.entry.snippet.id, 1)
      return cached ?? serializeResult(await tx.runQuery(call.scope, query))
    },
    { durability: 'relaxed' },
  )
  // Only once committed, and only if no change reached the collection meanwhile.
  if (cached === undefined) context.results.set(ticket, json)
  return json
}
