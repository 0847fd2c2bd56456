/**
 * The owner notifications sent after a login, a sign-up and an add: the spec's payload
 * (section 3), the outbox messages one operation produces (one per channel and target), and
 * the body a webhook receiver gets.
 *
 * Secrets stay on the server: the payload keeps the spec's `sAcc` and `sAccLive` (it is what
 * the outbox stores and `snipwire outbox` shows), but what leaves the server, e-mail and
 * webhook alike, is `outboundPayload`, without the payment account ids (DESIGN: payment
 * account ids never leave the server; the owner has them already).
 */

export const NOTIFICATION_KINDS = ['login', 'signUp', 'add'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** The spec's notification payload (section 3), field for field. */
export interface NotificationPayload {
  sAcc: string | null
  sAccLive: string | null
  /** The publishable key the page used (public by nature). */
  apiKey: string
  snippetId: string
  workspaceId: string
  userId: string | null
  email: string | null
  /** The written fields: the new document's (add) or the mapped sign-up fields; `{}` for login. */
  metadata: Record<string, JsonValue>
  /** The caller's variables after processing. */
  processedVariables: Record<string, JsonValue>
}

/** What leaves the server: the payload without the payment account ids. */
export type OutboundPayload = Omit<NotificationPayload, 'sAcc' | 'sAccLive'>

export type DeliveryChannel = 'email' | 'webhook'
export type NotificationMode = 'test' | 'live'

/** A notification as the outbox keeps it, for one channel and one target. */
export interface OutboxMessageData {
  /** The outbox row's own id. */
  id: string
  /** Shared by every channel of one notification; the idempotency key receivers see. */
  notificationId: string
  workspaceId: string
  workspaceName: string
  mode: NotificationMode
  kind: NotificationKind
  channel: DeliveryChannel
  /** The owner's e-mail address, or the webhook URL. */
  target: string
  payload: NotificationPayload
  /** Milliseconds since the epoch. */
  createdAt: number
}

export interface WorkspaceNotificationSettings {
  /** Which events notify the owner; every one unless the owner chose otherwise. */
  notify: readonly NotificationKind[]
  /** Where e-mails go; none without an owner e-mail. */
  ownerEmail: string | null
  webhookUrls: readonly string[]
}

export interface BuildPayloadInput {
  workspace: { id: string; sAcc?: string | null; sAccLive?: string | null }
  apiKey: string
  snippetId: string
  user: { uid: string; email: string } | null
  metadata?: Record<string, JsonValue>
  processedVariables?: Record<string, JsonValue>
}

/**
 * The spec's payload for one operation, from server-side facts only (never the browser's word).
 * @example buildNotificationPayload({ workspace, apiKey: 'pk_test_…', snippetId: 'signup', user: { uid, email }, metadata: { name: 'Ada' } })
 */
export function buildNotificationPayload(input: BuildPayloadInput): NotificationPayload {
  return {
    sAcc: input.workspace.sAcc ?? null,
    sAccLive: input.workspace.sAccLive ?? null,
    apiKey: input.apiKey,
    snippetId: input.snippetId,
    workspaceId: input.workspace.id,
    userId: input.user?.uid ?? null,
    email: input.user?.email ?? null,
    metadata: { ...input.metadata },
    processedVariables: { ...input.processedVariables },
  }
}

/**
 * @example outboundPayload(payload) // payload without sAcc and sAccLive
 */
export function outboundPayload(payload: NotificationPayload): OutboundPayload {
  const { sAcc: _sAcc, sAccLive: _sAccLive, ...rest } = payload
  return rest
}

export interface NotificationEvent {
  /** `ntf_…`, unique; becomes every message's `notificationId`. */
  id: string
  kind: NotificationKind
  workspaceName: string
  mode: NotificationMode
  payload: NotificationPayload
  createdAt: number
}

/**
 * The outbox messages for one operation under the workspace's settings: an e-mail to the owner
 * and one message per webhook URL, or none when the owner turned this event off. Insert them in
 * the operation's own transaction.
 * @example
 * for (const message of planNotifications(event, settings)) insertOutboxMessage(tx, message)
 */
export function planNotifications(
  event: NotificationEvent,
  settings: WorkspaceNotificationSettings,
): OutboxMessageData[] {
  if (!settings.notify.includes(event.kind)) return []
  const targets: [DeliveryChannel, string][] = [
    ...(settings.ownerEmail === null
      ? []
      : [['email', settings.ownerEmail] as [DeliveryChannel, string]]),
    ...[...new Set(settings.webhookUrls)].map((url): [DeliveryChannel, string] => ['webhook', url]),
  ]
  return targets.map(([channel, target], index) => ({
    id: `${event.id}.${index + 1}`,
    notificationId: event.id,
    workspaceId: event.payload.workspaceId,
    workspaceName: event.workspaceName,
    mode: event.mode,
    kind: event.kind,
    channel,
    target,
    payload: event.payload,
    createdAt: event.createdAt,
  }))
}

/** The JSON a webhook receiver gets; `id` is also the `Snipwire-Idempotency-Key` header. */
export interface WebhookBody {
  id: string
  type: NotificationKind
  /** Unix seconds. */
  created: number
  mode: NotificationMode
  workspace: { id: string; name: string }
  data: OutboundPayload
}

/**
 * @example JSON.parse(webhookBody(message)).type // 'signUp'
 */
export function webhookBody(message: OutboxMessageData): string {
  const body: WebhookBody = {
    id: message.notificationId,
    type: message.kind,
    created: Math.floor(message.createdAt / 1000),
    mode: message.mode,
    workspace: { id: message.workspaceId, name: message.workspaceName },
    data: outboundPayload(message.payload),
  }
  return JSON.stringify(body)
}
