/**
 * `snipwire workspace create | list | update | rotate-keys`.
 */
import type { Mode, Workspace } from '../../core/model.js'
import {
  createWorkspace,
  rotateKeys,
  updateWorkspace,
  type RotatedKeys,
} from '../../core/workspaces.js'
import { listOption, optionalOption, requireOption, UsageError, type Command } from '../command.js'

interface WorkspaceView {
  id: string
  name: string
  ownerEmail: string | null
  origins: string[]
  apiKey: string
  liveApiKey: string
  sAcc: string | null
  sAccLive: string | null
  createdAt: string
}

function view(workspace: Workspace): WorkspaceView {
  return {
    id: workspace.id,
    name: workspace.name,
    ownerEmail: workspace.ownerEmail,
    origins: workspace.origins,
    apiKey: workspace.apiKey,
    liveApiKey: workspace.liveApiKey,
    sAcc: workspace.sAcc,
    sAccLive: workspace.sAccLive,
    createdAt: new Date(workspace.createdAt).toISOString(),
  }
}

function describe(workspace: WorkspaceView): string {
  return [
    `${workspace.id}  ${workspace.name}`,
    `  owner:            ${workspace.ownerEmail ?? '-'}`,
    `  origins:          ${workspace.origins.join(', ') || '- (test mode still allows localhost)'}`,
    `  test key:         ${workspace.apiKey}`,
    `  live key:         ${workspace.liveApiKey}`,
    `  payment accounts: ${workspace.sAcc ?? '-'} (test), ${workspace.sAccLive ?? '-'} (live)`,
  ].join('\n')
}

export const workspaceCreate: Command = {
  words: ['workspace', 'create'],
  usage:
    'snipwire workspace create --name NAME [--id ID] [--owner-email E] [--origin URL]... [--api-key pk_test_…] [--live-api-key pk_live_…] [--payment-account ACCT] [--live-payment-account ACCT]',
  summary: 'Create a workspace; prints its keys (secret keys only this once).',
  options: {
    name: { type: 'string' },
    id: { type: 'string' },
    'owner-email': { type: 'string' },
    origin: { type: 'string', multiple: true },
    'api-key': { type: 'string' },
    'live-api-key': { type: 'string' },
    'payment-account': { type: 'string' },
    'live-payment-account': { type: 'string' },
  },
  async run(context) {
    const created = await createWorkspace(context.store(), {
      id: optionalOption(context, 'id'),
      name: requireOption(context, 'name'),
      ownerEmail: optionalOption(context, 'owner-email'),
      origins: listOption(context, 'origin'),
      apiKey: optionalOption(context, 'api-key'),
      liveApiKey: optionalOption(context, 'live-api-key'),
      sAcc: optionalOption(context, 'payment-account'),
      sAccLive: optionalOption(context, 'live-payment-account'),
    })
    return {
      id: created.workspace.id,
      apiKey: created.workspace.apiKey,
      liveApiKey: created.workspace.liveApiKey,
      secretKey: created.secretKey,
      liveSecretKey: created.liveSecretKey,
    }
  },
  human(result: {
    id: string
    apiKey: string
    liveApiKey: string
    secretKey: string
    liveSecretKey: string
  }) {
    return [
      `Created workspace ${result.id}.`,
      `  test publishable key: ${result.apiKey}`,
      `  live publishable key: ${result.liveApiKey}`,
      `  test secret key:      ${result.secretKey}`,
      `  live secret key:      ${result.liveSecretKey}`,
      'The secret keys are shown only now: keep them somewhere safe.',
    ].join('\n')
  },
}

export const workspaceList: Command = {
  words: ['workspace', 'list'],
  usage: 'snipwire workspace list',
  summary: 'List the workspaces with their publishable keys.',
  options: {},
  async run(context) {
    return (await context.store().listWorkspaces()).map(view)
  },
  human(result: WorkspaceView[]) {
    return result.length === 0
      ? 'No workspaces yet. Create one with `snipwire workspace create --name NAME`.'
      : result.map(describe).join('\n\n')
  },
}

export const workspaceUpdate: Command = {
  words: ['workspace', 'update'],
  usage:
    'snipwire workspace update --workspace ID [--name N] [--owner-email E] [--origin URL]... [--add-origin URL]... [--remove-origin URL]... [--payment-account ACCT] [--live-payment-account ACCT]',
  summary: 'Change a workspace (--origin replaces the authorized origins).',
  options: {
    workspace: { type: 'string' },
    name: { type: 'string' },
    'owner-email': { type: 'string' },
    origin: { type: 'string', multiple: true },
    'add-origin': { type: 'string', multiple: true },
    'remove-origin': { type: 'string', multiple: true },
    'payment-account': { type: 'string' },
    'live-payment-account': { type: 'string' },
  },
  async run(context) {
    const updated = await updateWorkspace(context.store(), requireOption(context, 'workspace'), {
      name: optionalOption(context, 'name'),
      ownerEmail: optionalOption(context, 'owner-email'),
      origins: listOption(context, 'origin'),
      addOrigins: listOption(context, 'add-origin'),
      removeOrigins: listOption(context, 'remove-origin'),
      sAcc: optionalOption(context, 'payment-account'),
      sAccLive: optionalOption(context, 'live-payment-account'),
    })
    return view(updated)
  },
  human(result: WorkspaceView) {
    return `Updated.\n${describe(result)}`
  },
}

export const workspaceRotateKeys: Command = {
  words: ['workspace', 'rotate-keys'],
  usage:
    'snipwire workspace rotate-keys --workspace ID [--mode test|live|both] [--kind publishable|secret|all]',
  summary: 'Replace keys; the old ones stop working at once.',
  options: {
    workspace: { type: 'string' },
    mode: { type: 'string' },
    kind: { type: 'string' },
  },
  async run(context) {
    const mode = optionalOption(context, 'mode') ?? 'both'
    const kind = optionalOption(context, 'kind') ?? 'all'
    if (mode !== 'test' && mode !== 'live' && mode !== 'both') {
      throw new UsageError(`--mode must be test, live or both (got "${mode}").`)
    }
    if (kind !== 'publishable' && kind !== 'secret' && kind !== 'all') {
      throw new UsageError(`--kind must be publishable, secret or all (got "${kind}").`)
    }
    const modes: Mode[] = mode === 'both' ? ['test', 'live'] : [mode]
    return rotateKeys(context.store(), requireOption(context, 'workspace'), { modes, kind })
  },
  human(result: RotatedKeys) {
    return [
      'New keys (the old ones no longer work):',
      ...Object.entries(result).map(([name, value]) => `  ${name}: ${String(value)}`),
    ].join('\n')
  },
}
