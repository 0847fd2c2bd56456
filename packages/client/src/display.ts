/**
 * `staticDisplay` and `dynamicDisplay`: show a display snippet's result — read once, or live
 * over the page's shared event stream when the snippet has `realTimeUpdatesOn`.
 */
import type { QueryResult, SnippetConfig, Variables } from '@snipwire/protocol'
import { byId } from './button.js'
import { emit, fail, report } from './errors.js'
import { subscribe } from './realtime.js'
import { compileTemplate, toText } from './template/parse.js'
import { field } from './template/condition.js'
import { renderItems } from './template/render.js'
import type { Context, DocumentData } from './types.js'

/**
 * Reads the snippet's result once or live, and hands each one to `show`. Resolves after the
 * first is shown (a failed first one rejects and ends the subscription); later failures are
 * reported on `target` and the display keeps listening.
 */
const read = <T>(
  context: Context,
  config: SnippetConfig,
  variables: Variables | undefined,
  show: (result: QueryResult) => T,
  target: EventTarget,
): Promise<[T, () => void]> => {
  if (!config.realTimeUpdatesOn)
    return context
      .run<QueryResult>(config.id, 'query', variables ? { variables } : {})
      .then((result) => [show(result), () => undefined])
  return new Promise((resolve, reject) => {
    let first = true
    const failed = (error: Error) => {
      if (first) {
        unsubscribe()
        reject(error)
      } else report(error, target)
      first = false
    }
    const unsubscribe = subscribe(
      context,
      config.id,
      variables,
      (result) => {
        try {
          const shown = show(result)
          if (first) resolve([shown, unsubscribe])
          first = false
        } catch (error) {
          failed(error as Error)
        }
      },
      failed,
    )
  })
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
  const config = await context.config(snippetId, 'staticDisplay')
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
  const config = await context.config(snippetId, 'dynamicDisplay')
  const { fieldMappings, dynamicSnippetItemCode, containerElementId } = config
  if (!config.pathSegments || !fieldMappings || !dynamicSnippetItemCode || !containerElementId)
    throw fail('snippet/invalid-configuration', 'invalidConfiguration')
  const container = byId(containerElementId)
  if (!container) throw fail('display/container-not-found', 'containerNotFound')
  target ??= container
  const live = config.realTimeUpdatesOn
  let items = new Map<string, Element>()
  const render = compileTemplate(
    dynamicSnippetItemCode,
    fieldMappings.map((mapping) => mapping.field),
  )
  const [, unsubscribe] = await read(
    context,
    config,
    variables,
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
