/**
 * What every snippet page of the documentation shows: the demo workspace's own configurations,
 * read from the seed file the server applies (so the docs and the live examples cannot drift
 * apart), the command that stores one, and the line that creates the client.
 */
import seed from '../../../../../../seed/snipwire.json'
import { publishableKey } from '../../../lib/snipwire'
import type { DocBlock } from '../types'

export const demoKey = publishableKey('demo')
const demoSnippets: Record<string, unknown> =
  seed.workspaces.find((workspace) => workspace.id === 'demo')?.snippets ?? {}

function inline(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return JSON.stringify(value)
  }
  const fields = Object.entries(value).map(
    ([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`,
  )
  return `{ ${fields.join(', ')} }`
}

/**
 * The demo workspace's snippet as JSON, the way a file for `snipwire snippet put` holds it:
 * one field per line, and each entry of a list (a path segment, a mapping) on a line of its own.
 * @example snippetJson('demo-login') // '{\n  "type": "login",\n  …'
 */
export function snippetJson(id: string): string {
  const snippet = demoSnippets[id]
  if (snippet === undefined || snippet === null || typeof snippet !== 'object') {
    throw new Error(`seed/snipwire.json has no demo snippet "${id}".`)
  }
  const fields = Object.entries(snippet).map(([key, value]) => {
    const name = JSON.stringify(key)
    if (!Array.isArray(value)) return `  ${name}: ${JSON.stringify(value)}`
    return `  ${name}: [\n${value.map((item) => `    ${inline(item)}`).join(',\n')}\n  ]`
  })
  return `{\n${fields.join(',\n')}\n}`
}

/**
 * The configuration part of a snippet page: `intro`, the snippet's JSON and the command that stores it.
 * @example configBlocks('demo-login', 'The demo workspace has this login snippet:')
 */
export function configBlocks(id: string, intro: string): DocBlock[] {
  return [
    { type: 'text', text: intro },
    { type: 'code', language: 'json', caption: `${id}.json`, code: snippetJson(id) },
    {
      type: 'code',
      language: 'sh',
      code: `npx snipwire snippet put --workspace demo --file ${id}.json --id ${id}`,
    },
  ]
}

/** The line of a page that creates the client with the demo workspace's key. */
export const clientLine = `const client = Snipwire.createClient({ apiKey: '${demoKey}' })`
