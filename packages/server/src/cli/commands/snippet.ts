/**
 * `snipwire snippet put | list | get | delete`.
 */
import type { Snippet } from '@snipwire/protocol'
import { NotFoundError } from '../../core/errors.js'
import { randomId } from '../../lib/ids.js'
import { loadWorkspace, saveSnippet } from '../../core/workspaces.js'
import { optionalOption, readJsonFile, requireOption, type Command } from '../command.js'

async function withCalls(
  context: Parameters<Command['run']>[0],
  workspaceId: string,
): Promise<Snippet[]> {
  const store = context.store()
  await loadWorkspace(store, workspaceId)
  const [snippets, usage] = await Promise.all([
    store.listSnippets(workspaceId),
    store.getUsage(workspaceId),
  ])
  return snippets.map((snippet) => {
    const calls = usage.snippets[snippet.id]
    return { ...snippet, calls: calls ? calls.test + calls.live : 0 }
  })
}

export const snippetPut: Command = {
  words: ['snippet', 'put'],
  usage: 'snipwire snippet put --workspace ID --file SNIPPET.json [--id SNIPPET_ID]',
  summary: 'Create or replace a snippet from a JSON file (validated; its calls are kept).',
  options: { workspace: { type: 'string' }, file: { type: 'string' }, id: { type: 'string' } },
  async run(context) {
    const input = readJsonFile(requireOption(context, 'file'))
    const fileId =
      typeof input === 'object' &&
      input !== null &&
      typeof (input as { id?: unknown }).id === 'string'
        ? (input as { id: string }).id
        : undefined
    const id = optionalOption(context, 'id') ?? fileId ?? randomId(12)
    const snippet = await saveSnippet(
      context.store(),
      requireOption(context, 'workspace'),
      id,
      input,
    )
    return { id: snippet.id }
  },
  human(result: { id: string }) {
    return `Saved snippet ${result.id}.`
  },
}

export const snippetList: Command = {
  words: ['snippet', 'list'],
  usage: 'snipwire snippet list --workspace ID',
  summary: "List a workspace's snippets with their calls.",
  options: { workspace: { type: 'string' } },
  run(context) {
    return withCalls(context, requireOption(context, 'workspace'))
  },
  human(result: Snippet[]) {
    return result.length === 0
      ? 'No snippets yet. Add one with `snipwire snippet put`.'
      : result
          .map((snippet) => `${snippet.id}  ${snippet.type}  ${snippet.calls ?? 0} calls`)
          .join('\n')
  },
}

export const snippetGet: Command = {
  words: ['snippet', 'get'],
  usage: 'snipwire snippet get --workspace ID --id SNIPPET_ID',
  summary: 'Print one snippet as stored.',
  options: { workspace: { type: 'string' }, id: { type: 'string' } },
  async run(context) {
    const id = requireOption(context, 'id')
    const snippet = (await withCalls(context, requireOption(context, 'workspace'))).find(
      (candidate) => candidate.id === id,
    )
    if (!snippet) throw new NotFoundError(`The workspace has no snippet "${id}".`)
    return snippet
  },
}

export const snippetDelete: Command = {
  words: ['snippet', 'delete'],
  usage: 'snipwire snippet delete --workspace ID --id SNIPPET_ID',
  summary: 'Delete a snippet (its calls stay in the usage figures).',
  options: { workspace: { type: 'string' }, id: { type: 'string' } },
  async run(context) {
    const workspaceId = requireOption(context, 'workspace')
    const id = requireOption(context, 'id')
    const store = context.store()
    await loadWorkspace(store, workspaceId)
    const deleted = await store.transaction((tx) => tx.deleteSnippet(workspaceId, id))
    if (!deleted) throw new NotFoundError(`The workspace has no snippet "${id}".`)
    return { id, deleted: true }
  },
  human(result: { id: string }) {
    return `Deleted snippet ${result.id}.`
  },
}
