/**
 * `"notifications"` in a workspace entry of `snipwire apply`: `{ "notify": ["login", "signUp",
 * "add"], "webhooks": ["https://…"] }`, both optional (as `snipwire workspace set`). The webhook
 * secret is made once, when the first URL is set, and kept on every later apply.
 */
import type { ApplySection } from '../core/apply.js'
import type { NotificationKind } from './notification-payload.js'
import {
  NotificationSettingsError,
  checkWebhookUrls,
  parseNotifyEvents,
} from './notification-settings.js'
import {
  saveNotificationSettings,
  type NotificationSettingsChange,
} from './notification-settings-store.js'

const FIELDS = new Set(['notify', 'webhooks'])

function parseNotify(value: unknown): NotificationKind[] {
  if (!Array.isArray(value) || value.some((kind) => typeof kind !== 'string')) {
    throw new NotificationSettingsError(
      'notify must be a list of events such as ["login", "signUp", "add"] ([] for none).',
    )
  }
  return value.length === 0 ? [] : parseNotifyEvents(value.join(','))
}

/**
 * @example applyDeclaration(store, declaration, [NOTIFICATIONS_APPLY_SECTION])
 */
export const NOTIFICATIONS_APPLY_SECTION: ApplySection<NotificationSettingsChange> = {
  field: 'notifications',
  plan(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new NotificationSettingsError(
        'Expected { "notify": ["login", "signUp", "add"], "webhooks": ["https://…"] }.',
      )
    }
    const entry = value as Record<string, unknown>
    const unknown = Object.keys(entry).find((key) => !FIELDS.has(key))
    if (unknown !== undefined) {
      throw new NotificationSettingsError(`Unknown field "${unknown}": use notify and webhooks.`)
    }
    const change: NotificationSettingsChange = {}
    if (entry.notify !== undefined) change.notify = parseNotify(entry.notify)
    if (entry.webhooks !== undefined) {
      if (!Array.isArray(entry.webhooks) || entry.webhooks.some((url) => typeof url !== 'string')) {
        throw new NotificationSettingsError('webhooks must be a list of URLs ([] for none).')
      }
      change.webhookUrls = checkWebhookUrls(entry.webhooks as string[])
    }
    return change
  },
  async apply(tx, workspaceId, change, now) {
    const settings = await saveNotificationSettings(tx, workspaceId, change, now)
    return {
      notify: settings.notify,
      webhooks: settings.webhookUrls,
      webhookSecret: settings.webhookSecret,
    }
  },
}
