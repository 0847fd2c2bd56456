/**
 * The server's `NotifyHook`: inside the transaction of every login, sign-up and add it reads the
 * workspace's settings and queues the owner's notifications in the outbox (an e-mail to the
 * owner and one message per webhook URL), so they commit, or roll back, with the operation.
 * Nothing is sent here: the delivery worker is woken once the transaction has ended.
 */
import type { NotifyHook } from '../core/events.js'
import { timeOrderedId } from '../lib/ids.js'
import { buildNotificationPayload, planNotifications } from './notification-payload.js'
import { readNotificationSettings } from './notification-settings-store.js'
import { insertOutboxMessages } from './outbox-store.js'

export interface NotifyHookOptions {
  /** Called after messages were queued, still inside the transaction (e.g. to wake the worker soon). */
  onQueued?: () => void
}

/**
 * @example
 * const notify = createNotifyHook({ onQueued: () => setImmediate(() => worker.wake()) })
 * const { app } = await buildApp({ store, signingKey, notify })
 */
export function createNotifyHook(options: NotifyHookOptions = {}): NotifyHook {
  return async (tx, event) => {
    const settings = await readNotificationSettings(tx.sql, event.workspace.id)
    if (!settings.notify.includes(event.kind)) return
    const payload = buildNotificationPayload({
      workspace: event.workspace,
      apiKey: event.apiKey,
      snippetId: event.snippetId,
      user: event.user,
      metadata: event.metadata,
      processedVariables: event.processedVariables,
    })
    const messages = planNotifications(
      {
        id: `ntf_${timeOrderedId(event.at)}`,
        kind: event.kind,
        workspaceName: event.workspace.name,
        mode: event.mode,
        payload,
        createdAt: event.at,
      },
      {
        notify: settings.notify,
        ownerEmail: event.workspace.ownerEmail,
        webhookUrls: settings.webhookUrls,
      },
    )
    if (messages.length === 0) return
    await insertOutboxMessages(tx.sql, messages)
    options.onQueued?.()
  }
}
