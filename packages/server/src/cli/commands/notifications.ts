/**
 * `snipwire workspace set` (which events notify the owner, the webhook URLs and their signing
 * secret) and `snipwire outbox` (the queued, sent and dead-lettered notifications, each e-mail
 * readable as the owner would get it).
 */
import { loadWorkspace } from '../../core/workspaces.js'
import { renderNotificationEmail } from '../../mail/notification-email.js'
import {
  readNotificationSettings,
  saveNotificationSettings,
  type NotificationSettingsChange,
} from '../../notifications/notification-settings-store.js'
import { parseNotifyEvents } from '../../notifications/notification-settings.js'
import {
  listOutbox,
  type OutboxEntry,
  type OutboxStatus,
} from '../../notifications/outbox-store.js'
import { listOption, optionalOption, requireOption, UsageError, type Command } from '../command.js'
import { limitOption } from './limit-option.js'

interface SettingsView {
  id: string
  ownerEmail: string | null
  notify: string[]
  webhooks: string[]
  /** Receivers verify `Snipwire-Signature` with it. */
  webhookSecret: string | null
}

export const workspaceSet: Command = {
  words: ['workspace', 'set'],
  usage:
    'snipwire workspace set --workspace ID [--notify login,signUp,add|none] [--webhook URL]... [--webhook none] [--rotate-webhook-secret]',
  summary: 'Choose the events that notify the owner and the webhook URLs (prints the settings).',
  options: {
    workspace: { type: 'string' },
    notify: { type: 'string' },
    webhook: { type: 'string', multiple: true },
    'rotate-webhook-secret': { type: 'boolean' },
  },
  async run(context): Promise<SettingsView> {
    const workspaceId = requireOption(context, 'workspace')
    const change: NotificationSettingsChange = {}
    const notify = optionalOption(context, 'notify')
    if (notify !== undefined) change.notify = parseNotifyEvents(notify)
    const webhooks = listOption(context, 'webhook')
    if (webhooks !== undefined) {
      const none = webhooks.some((url) => url.trim().toLowerCase() === 'none')
      if (none && webhooks.length > 1) {
        throw new UsageError('--webhook none removes every webhook: give it alone.')
      }
      change.webhookUrls = none ? [] : webhooks
    }
    if (context.options['rotate-webhook-secret'] === true) change.rotateWebhookSecret = true
    const store = context.store()
    const workspace = await loadWorkspace(store, workspaceId)
    const settings =
      Object.keys(change).length === 0
        ? await readNotificationSettings(store.sql, workspaceId)
        : await store.transaction((tx) =>
            saveNotificationSettings(tx, workspaceId, change, Date.now()),
          )
    return {
      id: workspaceId,
      ownerEmail: workspace.ownerEmail,
      notify: settings.notify,
      webhooks: settings.webhookUrls,
      webhookSecret: settings.webhookSecret,
    }
  },
  human(result: SettingsView) {
    return [
      `Notifications of workspace ${result.id}:`,
      `  events:         ${result.notify.join(', ') || 'none'}`,
      `  e-mail to:      ${result.ownerEmail ?? 'nobody (set one with snipwire workspace update --owner-email E)'}`,
      `  webhooks:       ${result.webhooks.join(', ') || 'none'}`,
      ...(result.webhookSecret === null
        ? []
        : [
            `  webhook secret: ${result.webhookSecret} (receivers verify Snipwire-Signature with it)`,
          ]),
    ].join('\n')
  },
}

interface OutboxView extends Omit<
  OutboxEntry,
  'createdAt' | 'nextAttemptAt' | 'deliveredAt' | 'log'
> {
  createdAt: string
  nextAttemptAt: string | null
  deliveredAt: string | null
  log: { attempt: number; at: string; outcome: string; detail: string }[]
  /** The e-mail as the owner gets it (e-mail messages only). */
  email?: { subject: string; text: string }
}

const STATUSES: readonly OutboxStatus[] = ['pending', 'delivered', 'dead']
const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString())

export const outbox: Command = {
  words: ['outbox'],
  usage: 'snipwire outbox --workspace ID [--status pending|delivered|dead] [--limit N]',
  summary: "List a workspace's notifications (queued, sent, dead-lettered), newest first.",
  options: { workspace: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' } },
  async run(context): Promise<OutboxView[]> {
    const workspaceId = requireOption(context, 'workspace')
    const status = optionalOption(context, 'status')
    if (status !== undefined && !STATUSES.includes(status as OutboxStatus)) {
      throw new UsageError(`--status must be pending, delivered or dead (got "${status}").`)
    }
    const store = context.store()
    await loadWorkspace(store, workspaceId)
    const entries = await listOutbox(store.sql, {
      workspaceId,
      limit: limitOption(context),
      ...(status === undefined ? {} : { status: status as OutboxStatus }),
    })
    return entries.map((entry) => {
      const view: OutboxView = {
        ...entry,
        createdAt: iso(entry.createdAt) ?? '',
        nextAttemptAt: iso(entry.nextAttemptAt),
        deliveredAt: iso(entry.deliveredAt),
        log: entry.log.map((attempt) => ({ ...attempt, at: iso(attempt.at) ?? '' })),
      }
      if (entry.channel === 'email') {
        const { subject, text } = renderNotificationEmail(entry)
        view.email = { subject, text }
      }
      return view
    })
  },
  human(result: OutboxView[]) {
    if (result.length === 0) return 'The outbox is empty.'
    return result
      .map((entry) => {
        const state =
          entry.status === 'pending'
            ? `pending, ${entry.attempts} failed attempt${entry.attempts === 1 ? '' : 's'}, next ${entry.nextAttemptAt ?? '-'}`
            : entry.status === 'delivered'
              ? `delivered ${entry.deliveredAt ?? ''}`
              : `dead after ${entry.attempts} attempts`
        return [
          `${entry.createdAt}  ${entry.kind}  ${entry.channel} to ${entry.target}  (${state})`,
          `  id ${entry.id}, idempotency key ${entry.notificationId}`,
          ...(entry.lastError === null ? [] : [`  last error: ${entry.lastError}`]),
          ...(entry.email === undefined
            ? [`  data: ${JSON.stringify(entry.payload)}`]
            : [
                `  Subject: ${entry.email.subject}`,
                ...entry.email.text
                  .trimEnd()
                  .split('\n')
                  .map((line) => `  | ${line}`),
              ]),
        ].join('\n')
      })
      .join('\n\n')
  },
}
