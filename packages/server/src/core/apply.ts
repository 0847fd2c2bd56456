/**
 * `snipwire apply FILE.json`: a declarative file of workspaces, their snippets and seed
 * documents, plus the sections other areas add to a workspace entry (`ApplySection`, e.g. the
 * payments area's `prices`). Everything is validated first and written in one transaction, so a
 * file with a mistake changes nothing; applying the same file twice changes nothing more.
 */
import { z } from 'zod'
import { sha256 } from '../lib/crypto.js'
import { documentData, parseDocumentPath } from './admin-data.js'
import { ConfigurationError } from './errors.js'
import { publishableKey, publishableKeyMode, secretKey } from './keys.js'
import type { JsonValue, Mode, StoredSnippet, WorkspacePatch } from './model.js'
import { parseSnippet } from './snippets.js'
import type { Store, Transaction } from './store.js'
import { WORKSPACE_ID_PATTERN, checkOrigins } from './workspaces.js'

/**
 * A field of a workspace entry that another area applies. `plan` checks the value before
 * anything is written (throw with a message that says what is wrong); `apply` writes it in the
 * apply transaction and returns what the result shows under the same field. Keep `apply`
 * idempotent.
 */
export interface ApplySection<Planned = unknown> {
  field: string
  plan(value: unknown): Planned
  apply(tx: Transaction, workspaceId: string, planned: Planned, now: number): Promise<unknown>
}

const workspaceSchema = z.strictObject({
  id: z.string().regex(WORKSPACE_ID_PATTERN, 'Expected 1 to 64 letters, digits, _ and -'),
  name: z.string().trim().min(1).max(200),
  ownerEmail: z.email().nullable().optional(),
  origins: z.array(z.string()).optional(),
  apiKey: z.string().optional(),
  liveApiKey: z.string().optional(),
  sAcc: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,255}$/)
    .nullable()
    .optional(),
  sAccLive: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,255}$/)
    .nullable()
    .optional(),
  snippets: z.record(z.string(), z.unknown()).optional(),
  documents: z
    .array(
      z.strictObject({
        path: z.string().min(1),
        mode: z.enum(['test', 'live']).optional(),
        data: z.unknown(),
      }),
    )
    .optional(),
})

const declarationSchema = z.strictObject({ workspaces: z.array(workspaceSchema) })

/** Takes the sections' fields off each workspace entry, so the core schema stays strict. */
function splitSections(
  input: unknown,
  sections: readonly ApplySection[],
): { core: unknown; extra: Record<string, unknown>[] } {
  const workspaces = (input as { workspaces?: unknown } | null)?.workspaces
  if (sections.length === 0 || !Array.isArray(workspaces)) return { core: input, extra: [] }
  const extra: Record<string, unknown>[] = []
  const stripped = workspaces.map((entry: unknown) => {
    const values: Record<string, unknown> = {}
    extra.push(values)
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return entry
    const rest: Record<string, unknown> = { ...(entry as Record<string, unknown>) }
    for (const { field } of sections) {
      if (field in rest) {
        values[field] = rest[field]
        delete rest[field]
      }
    }
    return rest
  })
  return { core: { ...(input as object), workspaces: stripped }, extra }
}

export interface AppliedWorkspace {
  id: string
  name: string
  created: boolean
  apiKey: string
  liveApiKey: string
  /** Only when the workspace was created now: shown once. */
  secretKey?: string
  liveSecretKey?: string
  snippets: string[]
  documents: number
  /** What each `ApplySection` applied, under its field. */
  [section: string]: unknown
}

interface PlannedDocument {
  mode: Mode
  collectionPath: string
  id: string
  data: Record<string, JsonValue>
}

function checkKey(value: string | undefined, mode: Mode, where: string): string | undefined {
  if (value === undefined) return undefined
  if (publishableKeyMode(value) !== mode) {
    throw new ConfigurationError(
      `${where}: "${value}" is not a publishable ${mode} key (pk_${mode}_ followed by 16 to 100 letters, digits or _).`,
    )
  }
  return value
}

/**
 * Validates and applies a declaration; returns what each workspace now is.
 * @example await applyDeclaration(store, { workspaces: [{ id: 'demo', name: 'Demo', snippets: {} }] })
 */
export async function applyDeclaration(
  store: Store,
  input: unknown,
  sections: readonly ApplySection[] = [],
): Promise<{ workspaces: AppliedWorkspace[] }> {
  const { core, extra } = splitSections(input, sections)
  const parsed = declarationSchema.safeParse(core)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'The file'
    throw new ConfigurationError(`${where}: ${issue.message}.`)
  }
  const plans = parsed.data.workspaces.map((workspace, index) => {
    const where = `workspaces.${index}`
    const snippets: StoredSnippet[] = Object.entries(workspace.snippets ?? {}).map(
      ([id, snippet]) => {
        try {
          return parseSnippet(snippet, id)
        } catch (error) {
          throw new ConfigurationError(`${where}.snippets.${id}: ${(error as Error).message}`, {
            cause: error,
          })
        }
      },
    )
    const documents: PlannedDocument[] = (workspace.documents ?? []).map((document, position) => {
      try {
        return {
          mode: document.mode ?? 'test',
          ...parseDocumentPath(document.path),
          data: documentData(document.data),
        }
      } catch (error) {
        throw new ConfigurationError(
          `${where}.documents.${position}: ${(error as Error).message}`,
          {
            cause: error,
          },
        )
      }
    })
    const extras = sections.flatMap((section) => {
      const value = extra[index]?.[section.field]
      if (value === undefined) return []
      try {
        return [{ section, planned: section.plan(value) }]
      } catch (error) {
        throw new ConfigurationError(`${where}.${section.field}: ${(error as Error).message}`, {
          cause: error,
        })
      }
    })
    return {
      workspace,
      extras,
      origins: workspace.origins ? checkOrigins(workspace.origins) : undefined,
      apiKey: checkKey(workspace.apiKey, 'test', `${where}.apiKey`),
      liveApiKey: checkKey(workspace.liveApiKey, 'live', `${where}.liveApiKey`),
      snippets,
      documents,
    }
  })
  const ids = new Set<string>()
  for (const plan of plans) {
    if (ids.has(plan.workspace.id)) {
      throw new ConfigurationError(`The workspace id "${plan.workspace.id}" appears twice.`)
    }
    ids.add(plan.workspace.id)
  }

  const results = await store.transaction(async (tx) => {
    const out: AppliedWorkspace[] = []
    for (const plan of plans) {
      const { workspace } = plan
      const existing = await tx.getWorkspace(workspace.id)
      const result: AppliedWorkspace = {
        id: workspace.id,
        name: workspace.name,
        created: existing === null,
        apiKey: '',
        liveApiKey: '',
        snippets: plan.snippets.map((snippet) => snippet.id),
        documents: plan.documents.length,
      }
      if (!existing) {
        const testSecret = secretKey('test')
        const liveSecret = secretKey('live')
        const created = await tx.insertWorkspace({
          id: workspace.id,
          name: workspace.name,
          ownerEmail: workspace.ownerEmail?.toLowerCase() ?? null,
          origins: plan.origins ?? [],
          apiKey: plan.apiKey ?? publishableKey('test'),
          liveApiKey: plan.liveApiKey ?? publishableKey('live'),
          secretKeyHash: sha256(testSecret),
          liveSecretKeyHash: sha256(liveSecret),
          sAcc: workspace.sAcc ?? null,
          sAccLive: workspace.sAccLive ?? null,
        })
        result.apiKey = created.apiKey
        result.liveApiKey = created.liveApiKey
        result.secretKey = testSecret
        result.liveSecretKey = liveSecret
      } else {
        const patch: WorkspacePatch = { name: workspace.name }
        if (workspace.ownerEmail !== undefined)
          patch.ownerEmail = workspace.ownerEmail?.toLowerCase() ?? null
        if (plan.origins) patch.origins = plan.origins
        if (plan.apiKey) patch.apiKey = plan.apiKey
        if (plan.liveApiKey) patch.liveApiKey = plan.liveApiKey
        if (workspace.sAcc !== undefined) patch.sAcc = workspace.sAcc
        if (workspace.sAccLive !== undefined) patch.sAccLive = workspace.sAccLive
        const updated = (await tx.updateWorkspace(workspace.id, patch))!
        result.apiKey = updated.apiKey
        result.liveApiKey = updated.liveApiKey
      }
      for (const snippet of plan.snippets) await tx.putSnippet(workspace.id, snippet)
      for (const document of plan.documents) {
        await tx.setDocument(
          { workspaceId: workspace.id, mode: document.mode },
          document.collectionPath,
          document.id,
          document.data,
        )
      }
      for (const { section, planned } of plan.extras) {
        result[section.field] = await section.apply(tx, workspace.id, planned, Date.now())
      }
      out.push(result)
    }
    return out
  })
  return { workspaces: results }
}
