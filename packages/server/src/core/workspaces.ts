/**
 * Workspace administration (the `snipwire` CLI's side): create, update, rotate keys, save
 * snippets. Secret keys are returned once, when made, and stored only as SHA-256 digests.
 */
import { EMAIL_PATTERN } from '@snipwire/protocol'
import { sha256 } from '../lib/crypto.js'
import { randomId } from '../lib/ids.js'
import { ConfigurationError, NotFoundError } from './errors.js'
import { publishableKey, publishableKeyMode, secretKey } from './keys.js'
import type { Mode, StoredSnippet, Workspace, WorkspacePatch } from './model.js'
import { normalizeOrigin } from './origins.js'
import { parseSnippet } from './snippets.js'
import type { Store } from './store.js'

export const WORKSPACE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export interface WorkspaceInput {
  id?: string | undefined
  name: string
  ownerEmail?: string | null | undefined
  origins?: readonly string[] | undefined
  /** A chosen publishable test key (`pk_test_…`, e.g. for a demo); generated when absent. */
  apiKey?: string | undefined
  /** A chosen publishable live key (`pk_live_…`); generated when absent. */
  liveApiKey?: string | undefined
  sAcc?: string | null | undefined
  sAccLive?: string | null | undefined
}

export interface CreatedWorkspace {
  workspace: Workspace
  /** Shown once; only its digest is kept. */
  secretKey: string
  liveSecretKey: string
}

/**
 * Normalised authorized origins; throws naming the first value that is not an origin.
 * @example checkOrigins(['https://Shop.example/']) // ['https://shop.example']
 */
export function checkOrigins(origins: readonly string[]): string[] {
  const out: string[] = []
  for (const value of origins) {
    const origin = normalizeOrigin(value)
    if (origin === null) {
      throw new ConfigurationError(
        `"${value}" is not an origin: use the scheme, host and port only, such as https://shop.example or http://localhost:5173.`,
      )
    }
    if (!out.includes(origin)) out.push(origin)
  }
  return out
}

function checkName(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '' || trimmed.length > 200) {
    throw new ConfigurationError('The workspace name must be 1 to 200 characters.')
  }
  return trimmed
}

function checkOwnerEmail(email: string | null | undefined): string | null {
  if (email === undefined || email === null || email === '') return null
  const normalized = email.trim().toLowerCase()
  if (!EMAIL_PATTERN.test(normalized)) {
    throw new ConfigurationError(`The owner e-mail "${email}" is not an e-mail address.`)
  }
  return normalized
}

function checkAccount(value: string | null | undefined, label: string): string | null {
  if (value === undefined || value === null || value === '') return null
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(value)) {
    throw new ConfigurationError(
      `The ${label} "${value}" is not a payment account id (such as acct_1Nv…).`,
    )
  }
  return value
}

function checkPublishableKey(value: string, mode: Mode): string {
  if (publishableKeyMode(value) !== mode) {
    throw new ConfigurationError(
      `"${value}" is not a publishable ${mode} key: it must look like pk_${mode}_ followed by 16 to 100 letters, digits or _.`,
    )
  }
  return value
}

/**
 * Creates a workspace with fresh keys (or the publishable keys given).
 * @example const { workspace, secretKey } = await createWorkspace(store, { name: 'Shop' })
 */
export async function createWorkspace(
  store: Store,
  input: WorkspaceInput,
): Promise<CreatedWorkspace> {
  const id = input.id ?? randomId(20)
  if (!WORKSPACE_ID_PATTERN.test(id)) {
    throw new ConfigurationError(
      `The workspace id "${id}" is not valid: use 1 to 64 letters, digits, _ and -.`,
    )
  }
  const testSecret = secretKey('test')
  const liveSecret = secretKey('live')
  const workspace = await store.transaction((tx) =>
    tx.insertWorkspace({
      id,
      name: checkName(input.name),
      ownerEmail: checkOwnerEmail(input.ownerEmail),
      origins: checkOrigins(input.origins ?? []),
      apiKey: input.apiKey ? checkPublishableKey(input.apiKey, 'test') : publishableKey('test'),
      liveApiKey: input.liveApiKey
        ? checkPublishableKey(input.liveApiKey, 'live')
        : publishableKey('live'),
      secretKeyHash: sha256(testSecret),
      liveSecretKeyHash: sha256(liveSecret),
      sAcc: checkAccount(input.sAcc, 'test payment account'),
      sAccLive: checkAccount(input.sAccLive, 'live payment account'),
    }),
  )
  return { workspace, secretKey: testSecret, liveSecretKey: liveSecret }
}

export interface WorkspaceUpdate {
  name?: string | undefined
  ownerEmail?: string | null | undefined
  /** Replaces the authorized origins. */
  origins?: readonly string[] | undefined
  addOrigins?: readonly string[] | undefined
  removeOrigins?: readonly string[] | undefined
  sAcc?: string | null | undefined
  sAccLive?: string | null | undefined
}

async function requireWorkspace(store: Store, id: string): Promise<Workspace> {
  const workspace = await store.getWorkspace(id)
  if (!workspace) {
    throw new NotFoundError(
      `No workspace with the id "${id}". List them with \`snipwire workspace list\`.`,
    )
  }
  return workspace
}

/**
 * Changes a workspace's name, owner, origins or payment accounts.
 * @example await updateWorkspace(store, 'w1', { addOrigins: ['https://shop.example'] })
 */
export async function updateWorkspace(
  store: Store,
  id: string,
  update: WorkspaceUpdate,
): Promise<Workspace> {
  const current = await requireWorkspace(store, id)
  const patch: WorkspacePatch = {}
  if (update.name !== undefined) patch.name = checkName(update.name)
  if (update.ownerEmail !== undefined) patch.ownerEmail = checkOwnerEmail(update.ownerEmail)
  if (update.origins || update.addOrigins || update.removeOrigins) {
    const base = update.origins ? checkOrigins(update.origins) : current.origins
    const removed = new Set(checkOrigins(update.removeOrigins ?? []))
    patch.origins = checkOrigins([...base, ...(update.addOrigins ?? [])]).filter(
      (origin) => !removed.has(origin),
    )
  }
  if (update.sAcc !== undefined) patch.sAcc = checkAccount(update.sAcc, 'test payment account')
  if (update.sAccLive !== undefined) {
    patch.sAccLive = checkAccount(update.sAccLive, 'live payment account')
  }
  const updated = await store.transaction((tx) => tx.updateWorkspace(id, patch))
  if (!updated) throw new NotFoundError(`No workspace with the id "${id}".`)
  return updated
}

export interface RotatedKeys {
  apiKey?: string
  liveApiKey?: string
  secretKey?: string
  liveSecretKey?: string
}

/**
 * Replaces keys: the old ones stop working at once. `kind` picks publishable, secret or both.
 * @example await rotateKeys(store, 'w1', { modes: ['test'], kind: 'publishable' })
 */
export async function rotateKeys(
  store: Store,
  id: string,
  options: { modes: readonly Mode[]; kind: 'publishable' | 'secret' | 'all' },
): Promise<RotatedKeys> {
  await requireWorkspace(store, id)
  const patch: WorkspacePatch = {}
  const keys: RotatedKeys = {}
  for (const mode of options.modes) {
    if (options.kind !== 'secret') {
      const key = publishableKey(mode)
      if (mode === 'test') patch.apiKey = keys.apiKey = key
      else patch.liveApiKey = keys.liveApiKey = key
    }
    if (options.kind !== 'publishable') {
      const key = secretKey(mode)
      if (mode === 'test') {
        keys.secretKey = key
        patch.secretKeyHash = sha256(key)
      } else {
        keys.liveSecretKey = key
        patch.liveSecretKeyHash = sha256(key)
      }
    }
  }
  await store.transaction((tx) => tx.updateWorkspace(id, patch))
  return keys
}

/**
 * Validates and saves (creates or replaces) a snippet; its `calls` are kept.
 * @example await saveSnippet(store, 'w1', 'login', { type: 'login', … })
 */
export async function saveSnippet(
  store: Store,
  workspaceId: string,
  snippetId: string,
  input: unknown,
): Promise<StoredSnippet> {
  await requireWorkspace(store, workspaceId)
  const snippet = parseSnippet(input, snippetId)
  await store.transaction((tx) => tx.putSnippet(workspaceId, snippet))
  return snippet
}

/**
 * Loads a workspace or throws a 404 naming the id.
 * @example const workspace = await loadWorkspace(store, 'w1')
 */
export function loadWorkspace(store: Store, id: string): Promise<Workspace> {
  return requireWorkspace(store, id)
}
