/**
 * What the delivery worker needs from the store's outbox (`notifications-migrations.ts`). Each method is
 * one transaction; the attempt is written to the delivery log in the same transaction as the
 * message's new state. Claims are leases: a worker that dies (even by `kill -9`) loses its
 * claim when the lease ends, and the message is delivered by the next worker. Delivery is
 * therefore at least once; receivers drop repeats by the idempotency key.
 */
import type { DeliveryChannel, OutboxMessageData } from './notification-payload.js'

export interface OutboxMessage extends OutboxMessageData {
  /** Failed attempts so far. */
  attempts: number
  /** The workspace's current webhook secret for webhook messages (null if it has none). */
  signingSecret: string | null
}

export interface ClaimRequest {
  now: number
  /** Only messages of these channels: without a Mailer, e-mails are left alone. */
  channels: readonly DeliveryChannel[]
  limit: number
  /** The claimed messages are not claimed again before this time. */
  leaseUntil: number
  /**
   * Something was queued just now (the worker was woken): look in the writer's order rather than
   * take a cheaper look first that might not see the new rows yet.
   */
  expectDue?: boolean
}

/** One row of the delivery log. */
export interface DeliveryAttempt {
  messageId: string
  /** 1 for the first attempt. */
  attempt: number
  startedAt: number
  finishedAt: number
  outcome: 'delivered' | 'failed'
  /** What the receiver answered or what went wrong, e.g. `HTTP 200`, `250 Accepted`. */
  detail: string
}

export interface OutboxRepository {
  /** Pending messages due by `now`, not under another lease, oldest due first; leased to the caller. */
  claimDue(request: ClaimRequest): Promise<OutboxMessage[]>
  /** Status `delivered`, lease released, attempt logged. */
  markDelivered(attempt: DeliveryAttempt): Promise<void>
  /** Stays `pending`, due again at `nextAttemptAt`, attempts + 1, lease released, attempt logged. */
  recordFailedAttempt(attempt: DeliveryAttempt, nextAttemptAt: number): Promise<void>
  /** Status `dead` (no more attempts), attempts + 1, lease released, attempt logged. */
  deadLetter(attempt: DeliveryAttempt): Promise<void>
}
