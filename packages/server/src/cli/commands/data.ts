/**
 * `snipwire data add | set | get | list | delete`: documents by path, in test (default) or live
 * mode. Writes reach live subscribers of a running server.
 */
import {
  adminAddDocument,
  adminDeleteDocument,
  adminGetDocument,
  adminListDocuments,
  adminSetDocument,
} from '../../core/admin-data.js'
import type { DocumentRecord } from '../../core/model.js'
import {
  jsonOption,
  modeOption,
  optionalOption,
  requireOption,
  UsageError,
  type Command,
  type CommandContext,
} from '../command.js'

function scope(context: CommandContext) {
  return { workspaceId: requireOption(context, 'workspace'), mode: modeOption(context) }
}

function view(record: DocumentRecord): { id: string; path: string; data: unknown } {
  return { id: record.id, path: record.path, data: JSON.parse(record.json) as unknown }
}

const common = {
  workspace: { type: 'string' },
  path: { type: 'string' },
  mode: { type: 'string' },
} as const

export const dataAdd: Command = {
  words: ['data', 'add'],
  usage: 'snipwire data add --workspace ID --path COLLECTION_PATH [--mode test|live] --doc JSON',
  summary: 'Add a document with a new id to a collection (--doc @file.json reads a file).',
  options: { ...common, doc: { type: 'string' } },
  async run(context) {
    const record = await adminAddDocument(
      context.store(),
      scope(context),
      requireOption(context, 'path'),
      jsonOption(context, 'doc'),
    )
    return { id: record.id, path: record.path }
  },
  human(result: { path: string }) {
    return `Added ${result.path}.`
  },
}

export const dataSet: Command = {
  words: ['data', 'set'],
  usage: 'snipwire data set --workspace ID --path DOCUMENT_PATH [--mode test|live] --doc JSON',
  summary: 'Create or replace the document at a path.',
  options: { ...common, doc: { type: 'string' } },
  async run(context) {
    const record = await adminSetDocument(
      context.store(),
      scope(context),
      requireOption(context, 'path'),
      jsonOption(context, 'doc'),
    )
    return { id: record.id, path: record.path }
  },
  human(result: { path: string }) {
    return `Saved ${result.path}.`
  },
}

export const dataGet: Command = {
  words: ['data', 'get'],
  usage: 'snipwire data get --workspace ID --path DOCUMENT_PATH [--mode test|live]',
  summary: 'Print one document.',
  options: common,
  async run(context) {
    return view(
      await adminGetDocument(context.store(), scope(context), requireOption(context, 'path')),
    )
  },
}

export const dataList: Command = {
  words: ['data', 'list'],
  usage: 'snipwire data list --workspace ID --path COLLECTION_PATH [--mode test|live] [--limit N]',
  summary: 'Print the documents of a collection (oldest first, 100 by default).',
  options: { ...common, limit: { type: 'string' } },
  async run(context) {
    const raw = optionalOption(context, 'limit') ?? '100'
    const limit = Number(raw)
    if (!/^\d+$/.test(raw) || limit < 1 || limit > 1000) {
      throw new UsageError(`--limit must be a whole number from 1 to 1000 (got "${raw}").`)
    }
    const records = await adminListDocuments(
      context.store(),
      scope(context),
      requireOption(context, 'path'),
      limit,
    )
    return records.map(view)
  },
}

export const dataDelete: Command = {
  words: ['data', 'delete'],
  usage: 'snipwire data delete --workspace ID --path DOCUMENT_PATH [--mode test|live]',
  summary: 'Delete the document at a path.',
  options: common,
  async run(context) {
    const path = requireOption(context, 'path')
    const deleted = await adminDeleteDocument(context.store(), scope(context), path)
    return { path, deleted }
  },
  human(result: { path: string; deleted: boolean }) {
    return result.deleted ? `Deleted ${result.path}.` : `There was no document at ${result.path}.`
  },
}
