/**
 * `--limit N` of the listing commands (`payments`, `outbox`).
 */
import { optionalOption, UsageError, type CommandContext } from '../command.js'

/**
 * The `--limit` option: 1 to 1,000, 100 by default.
 * @example limitOption(context) // 100
 */
export function limitOption(context: CommandContext): number {
  const raw = optionalOption(context, 'limit')
  if (raw === undefined) return 100
  const limit = Number(raw)
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 1000) {
    throw new UsageError(`--limit must be a whole number from 1 to 1000 (got "${raw}").`)
  }
  return limit
}
