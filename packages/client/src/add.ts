/**
 * `add`: wires a snippet's button to add a document built from the mapped elements' values to
 * the snippet's collection (the server resolves the path and its `$variables`).
 */
import type { AddRequest, AddResponse, Variables } from '@snipwire/protocol'
import { byId, valueOf, wireButton } from './button.js'
import { fail } from './errors.js'
import type { Context } from './types.js'

/**
 * Wires the add snippet; resolves `{ id, path }` of the first document added.
 * @example client.add('new-message', { room: 'lobby' }).then(({ path }) => console.log(path))
 */
export async function add(
  context: Context,
  snippetId: string,
  variables?: Variables,
  target?: EventTarget,
): Promise<AddResponse> {
  const config = await context.config(snippetId, 'add')
  const { fieldMappings, buttonElementId } = config
  if (!Array.isArray(config.pathSegments) || !Array.isArray(fieldMappings) || !buttonElementId)
    throw fail('snippet/invalid-configuration', 'invalidConfiguration')
  const button = byId(buttonElementId)
  if (!button) throw fail('snippet/button-not-found', 'buttonNotFound', { id: buttonElementId })
  // Read at every click, but checked now, so a wrong id shows up at once.
  const read = () => {
    const fields: Record<string, string> = {}
    for (const { field, elementId } of fieldMappings) {
      const element = byId(elementId)
      if (!element) throw fail('snippet/element-not-found', 'elementNotFound', { id: elementId })
      fields[field] = valueOf(element)
    }
    return fields
  }
  read()
  return wireButton(
    button,
    { working: 'Loading..', success: 'Send' },
    async (start) => {
      const body: AddRequest = { fields: read() }
      if (variables) body.variables = variables
      start()
      return context.run<AddResponse>(snippetId, 'add', body)
    },
    target,
  )
}
