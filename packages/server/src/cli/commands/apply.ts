/**
 * `snipwire apply FILE.json`: applies a declarative file of workspaces, snippets, seed documents,
 * prices and notification settings in one transaction; idempotent.
 */
import { applyDeclaration, type AppliedWorkspace } from '../../core/apply.js'
import { APPLY_SECTIONS } from '../../runtime.js'
import { readJsonFile, UsageError, type Command } from '../command.js'

export const apply: Command = {
  words: ['apply'],
  usage: 'snipwire apply FILE.json',
  summary:
    'Create or update workspaces, snippets, documents, prices and notification settings from a file (idempotent).',
  options: {},
  positionals: 1,
  run(context) {
    const file = context.positionals[0]
    if (!file) throw new UsageError('Name the file to apply: snipwire apply FILE.json')
    return applyDeclaration(context.store(), readJsonFile(file), APPLY_SECTIONS)
  },
  human(result: { workspaces: AppliedWorkspace[] }) {
    return result.workspaces
      .map((workspace) =>
        [
          `${workspace.created ? 'Created' : 'Updated'} workspace ${workspace.id} (${workspace.snippets.length} snippets, ${workspace.documents} documents${Array.isArray(workspace.prices) ? `, ${workspace.prices.length} price${workspace.prices.length === 1 ? '' : 's'}` : ''}).`,
          `  test publishable key: ${workspace.apiKey}`,
          `  live publishable key: ${workspace.liveApiKey}`,
          ...(workspace.secretKey
            ? [
                `  test secret key:      ${workspace.secretKey}`,
                `  live secret key:      ${workspace.liveSecretKey ?? ''}`,
              ]
            : []),
        ].join('\n'),
      )
      .join('\n')
  },
}
