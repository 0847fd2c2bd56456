/**
 * A workspace's notification settings in the store (`workspace_notification_settings`): which
 * events notify the owner, the webhook URLs, and the webhook signing secret, made once when the
 * first URL is set and kept until the owner rotates it. A workspace without a row notifies on
 * every event, by e-mail only.
 */
import type { SqlExecutor, Transaction } from '../core/store.js'
import { NotFoundError } from '../core/errors.js'
import { sqlJson } from '../lib/sql-values.js'
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-payload.js'
import { checkWebhookUrls } from './notification-settings.js'
import { createWebhookSecret } from './webhook-signature.js'

export interface StoredNotificationSettings {
  notify: NotificationKind[]
  webhookUrls: string[]
  /** `whsec_…`; null until a webhook URL is set. */
  webhookSecret: string | null
}

export interface NotificationSettingsChange {
  notify?: readonly NotificationKind[]
  /** Replaces the list (checked and de-duplicated); `[]` removes every webhook. */
  webhookUrls?: readonly string[]
  /** Makes a new webhook secret; the old one stops verifying at once. */
  rotateWebhookSecret?: boolean
}

/**
 * The settings of a workspace (the defaults when it has none stored).
 * @example (await readNotificationSettings(tx.sql, 'w1')).notify // ['login', 'signUp', 'add']
 */
export async function readNotificationSettings(
  sql: SqlExecutor,
  workspaceId: string,
): Promise<StoredNotificationSettings> {
  const row = await sql.get<{
    notify: string
    webhook_urls: unknown
    webhook_secret: string | null
  }>(
    'SELECT notify, webhook_urls, webhook_secret FROM workspace_notification_settings WHERE workspace_id = ?',
    [workspaceId],
  )
  if (row === undefined)
    return { notify: [...NOTIFICATION_KINDS], webhookUrls: [], webhookSecret: null }
  const chosen = new Set(row.notify.split(','))
  return {
    notify: NOTIFICATION_KINDS.filter((kind) => chosen.has(kind)),
    webhookUrls: sqlJson<string[]>(row.webhook_urls),
    webhookSecret: row.webhook_secret,
  }
}

/**
 * Changes a workspace's settings in `tx` and returns them; throws `NotFoundError` for an unknown
 * workspace and `NotificationSettingsError` for a URL that cannot be saved.
 * @example await saveNotificationSettings(tx, 'w1', { notify: ['signUp'], webhookUrls: ['https://hooks.example/s'] }, Date.now())
 */
export async function saveNotificationSettings(
  tx: Transaction,
  workspaceId: string,
  change: NotificationSettingsChange,
  now: number,
): Promise<StoredNotificationSettings> {
  if ((await tx.getWorkspace(workspaceId)) === null) {
    throw new NotFoundError(
      `No workspace "${workspaceId}". List them with \`snipwire workspace list\`.`,
    )
  }
  const current = await readNotificationSettings(tx.sql, workspaceId)
  const webhookUrls =
    change.webhookUrls === undefined ? current.webhookUrls : checkWebhookUrls(change.webhookUrls)
  const needsSecret = webhookUrls.length > 0 && current.webhookSecret === null
  const next: StoredNotificationSettings = {
    notify: change.notify === undefined ? current.notify : [...change.notify],
    webhookUrls,
    webhookSecret:
      change.rotateWebhookSecret === true || needsSecret
        ? createWebhookSecret()
        : current.webhookSecret,
  }
  await tx.sql.run(
    `INSERT INTO workspace_notification_settings
       (workspace_id, notify, webhook_urls, webhook_secret, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (workspace_id) DO UPDATE SET notify = excluded.notify,
       webhook_urls = excluded.webhook_urls, webhook_secret = excluded.webhook_secret,
       updated_at = excluded.updated_at`,
    [workspaceId, next.notify.join(','), JSON.stringify(webhookUrls), next.webhookSecret, now],
  )
  return next
}
