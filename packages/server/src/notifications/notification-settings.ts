/**
 * The owner's notification settings as the CLI takes them (`snipwire workspace set --workspace ID
 * --notify login,signUp,add --webhook URL`): checked here, with messages that say what to write.
 */
import { ERROR_CODES } from '@snipwire/protocol'
import { SnipwireServerError } from '../core/errors.js'
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-payload.js'

/** More than this many webhook URLs per workspace is refused. */
export const MAX_WEBHOOK_URLS = 10
const MAX_URL_LENGTH = 2048

/** 400: a `--notify` or `--webhook` value that cannot be saved. */
export class NotificationSettingsError extends SnipwireServerError {
  constructor(message: string) {
    super(ERROR_CODES.invalidRequest, message, 400)
    this.name = 'NotificationSettingsError'
  }
}

/**
 * Reads a `--notify` list: event names separated by commas (any case), or `none`.
 * @example parseNotifyEvents('login, signup') // ['login', 'signUp']
 * @example parseNotifyEvents('none') // []
 */
export function parseNotifyEvents(value: string): NotificationKind[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  if (names.length === 1 && names[0]?.toLowerCase() === 'none') return []
  if (names.length === 0) {
    throw new NotificationSettingsError(
      'List the events that notify you, separated by commas: login,signUp,add (or none).',
    )
  }
  const kinds = new Set<NotificationKind>()
  for (const name of names) {
    const kind = NOTIFICATION_KINDS.find(
      (candidate) => candidate.toLowerCase() === name.toLowerCase(),
    )
    if (kind === undefined) {
      throw new NotificationSettingsError(
        `Unknown event "${name}": use login, signUp and add, separated by commas (or none).`,
      )
    }
    kinds.add(kind)
  }
  return NOTIFICATION_KINDS.filter((kind) => kinds.has(kind))
}

/**
 * Checks a webhook URL and returns it normalized (without a fragment).
 * @example checkWebhookUrl('https://hooks.example.com/snipwire') // 'https://hooks.example.com/snipwire'
 */
export function checkWebhookUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new NotificationSettingsError(
      `The webhook "${value}" is not an absolute URL. Use a full address such as https://example.com/hooks/snipwire.`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new NotificationSettingsError(
      `The webhook must start with https:// or http://, not ${url.protocol}//.`,
    )
  }
  if (url.username !== '' || url.password !== '') {
    throw new NotificationSettingsError(
      'Put no user name or password in the webhook URL: the receiver checks the Snipwire-Signature header instead.',
    )
  }
  url.hash = ''
  const normalized = url.toString()
  if (normalized.length > MAX_URL_LENGTH) {
    throw new NotificationSettingsError(
      `The webhook URL is ${normalized.length} characters long; at most ${MAX_URL_LENGTH} are allowed.`,
    )
  }
  return normalized
}

/**
 * Checks a workspace's whole list of webhook URLs (distinct, at most `MAX_WEBHOOK_URLS`).
 * @example checkWebhookUrls(['https://a.example/hook', 'https://a.example/hook']) // ['https://a.example/hook']
 */
export function checkWebhookUrls(values: readonly string[]): string[] {
  const urls = [...new Set(values.map(checkWebhookUrl))]
  if (urls.length > MAX_WEBHOOK_URLS) {
    throw new NotificationSettingsError(
      `A workspace can have at most ${MAX_WEBHOOK_URLS} webhook URLs; this list has ${urls.length}.`,
    )
  }
  return urls
}
