/**
 * `staticDisplay` and `dynamicDisplay`: show a display snippet's result — read once, or read and
 * then kept live over the page's shared event stream when the snippet has `realTimeUpdatesOn`.
 */
import type { QueryResult, SnippetConfig, Variables } from '@snipwire/protocol'
import { byId } from './button.js'
import { emit, fail, report } from './errors.js'
import { subscribe } from './realtime.js'
import { compileTemplate, toText } from './template/parse.js'
import { field } from './template/condition.js'
import { renderItems } from './template/render.js'
import type { Items } from './template/render.js'
import type { Context, DocumentData } from './types.js'

/**
 * Starts a display: its config and its first read go out together, since the server knows the
 * snippet and the client needs the config only to place the data — one round trip to data on
 * screen. The read's failure is looked at only once the config has been checked, so the config's
 * errors come first, as the spec orders them.
 */
const start = (
  context: Context,
  snippetId: string,
  type: 'staticDisplay' | 'dynamicDisplay',
  variables: Variables | undefined,
): [Promise<SnippetConfig>, Promise<QueryResult>] => {
  const config = context.config(snippetId, type)
  const first = context.run<QueryResult>(snippetId, 'query', variables ? { variables } : {})
  first.catch(() => undefined)
  return [config, first]
}

/**
 * Shows the first read; a live snippet then subscribes for every change. Resolves after the first
 * is shown (a failed first one rejects); later failures are reported on `target` and the display
 * keeps listening.
 */
const read = async <T>(
  context: Context,
  config: SnippetConfig,
  variables: Variables | undefined,
  first: Promise<QueryResult>,
  show: (result: QueryResult) => T,
  target: EventTarget,
): Promise<[T, () => void]> => {
  const result = await first
  const shown = show(result)
  if (!config.realTimeUpdatesOn) return [shown, () => undefined]
  // Subscribed only after the read, so the stream's snapshots are never older than it; the first
  // one usually repeats it, and what repeats is not shown again.
  let last = JSON.stringify(result)
  const unsubscribe = subscribe(
    context,
    config.id,
    variables,
    (next) => {
      const json = JSON.stringify(next)
      if (json == last) return
      last = json
      try {
        show(next)
      } catch (error) {
        report(error, target)
      }
    },
    (error) => report(error, target),
  )
  return [shown, unsubscribe]
}

/** The data of a display's result: the document's, or the first document's of a collection. */
const dataOf = (result: QueryResult): DocumentData => {
  const doc = result.kind == 'collection' ? result.docs[0] : result.doc
  if (doc) return doc.data
  throw result.kind == 'collection'
    ? fail('display/no-documents', 'noDocuments')
    : fail('display/document-not-found', 'documentNotFound')
}

/**
 * Sets each mapped element's text from the data; live snippets keep doing it on every change.
 * @example const { data, unsubscribe } = await client.staticDisplay('profile', { uid: 'u1' })
 */
export async function staticDisplay(
  context: Context,
  snippetId: string,
  variables?: Variables,
  target: EventTarget = document,
  onUpdate?: (data: DocumentData) => void,
): Promise<{ data: DocumentData; unsubscribe: () => void }> {
  const [pending, first] = start(context, snippetId, 'staticDisplay', variables)
  const config = await pending
  const mappings = config.fieldMappings ?? []
  const elements = mappings.map(({ elementId }) => {
    const element = byId(elementId)
    if (!element) throw fail('snippet/element-not-found', 'elementNotFound', { id: elementId })
    return element
  })
  const [data, unsubscribe] = await read(
    context,
    config,
    variables,
    first,
    (result) => {
      const data = dataOf(result)
      mappings.forEach(
        ({ field: name }, i) => (elements[i]!.textContent = toText(field(data, name.split('.')))),
      )
      onUpdate?.(data)
      emit(target, 'success', data)
      return data
    },
    target,
  )
  return { data, unsubscribe }
}

/**
 * Renders one template item per document into the snippet's container, again on every change
 * of a live snippet. A live list may be empty (it fills as documents arrive); a one-time read
 * of nothing is an error.
 * @example const { unsubscribe } = await client.dynamicDisplay('messages', { room: 'lobby' })
 */
export async function dynamicDisplay(
  context: Context,
  snippetId: string,
  variables?: Variables,
  target?: EventTarget,
  onUpdate?: (data: DocumentData[]) => void,
): Promise<{ unsubscribe: () => void }> {
  const [pending, first] = start(context, snippetId, 'dynamicDisplay', variables)
  const config = await pending
  const { fieldMappings, dynamicSnippetItemCode, containerElementId } = config
  if (!config.pathSegments || !fieldMappings || !dynamicSnippetItemCode || !containerElementId)
    throw fail('snippet/invalid-configuration', 'invalidConfiguration')
  const container = byId(containerElementId)
  if (!container) throw fail('display/container-not-found', 'containerNotFound')
  target ??= container
  const live = config.realTimeUpdatesOn
  let items: Items | undefined
  const render = compileTemplate(
    dynamicSnippetItemCode,
    fieldMappings.map((mapping) => mapping.field),
  )
  const [, unsubscribe] = await read(
    context,
    config,
    variables,
    first,
    (result) => {
      // Throws the spec's message for a missing document, or an empty one-time read.
      if (!(result.kind == 'collection' ? result.docs.length || live : result.doc)) dataOf(result)
      const docs = result.kind == 'collection' ? result.docs : [result.doc!]
      const data = docs.map((doc) => doc.data)
      items = renderItems(container, render, docs, items)
      onUpdate?.(data)
      emit(target, 'success', data)
    },
    target,
  )
  return { unsubscribe }
}
