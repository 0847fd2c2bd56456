/**
 * The delivery worker: claims due outbox messages, delivers each through its channel (e-mail
 * through the Mailer, webhooks through the signed sender), logs every attempt, retries failures
 * with exponential backoff and jitter, and dead-letters a message after its last attempt (or at
 * once when the mail server refused the recipient for good). Without a Mailer it leaves e-mails
 * queued, neither failed nor dead, so they go out once SMTP is configured. It knows nothing of
 * the store beyond `OutboxRepository`.
 */
import { MailDeliveryError, type Mailer } from '../mail/mailer.js'
import { renderNotificationEmail } from '../mail/notification-email.js'
import type { DeliveryChannel } from './notification-payload.js'
import { webhookBody } from './notification-payload.js'
import type { DeliveryAttempt, OutboxMessage, OutboxRepository } from './outbox-repository.js'
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from './retry-schedule.js'
import type { WebhookSender } from './webhook-sender.js'

export interface DeliveryTransports {
  /** Absent while `SMTP_URL` is not set: e-mails then wait in the outbox. */
  email?: Mailer
  webhook: WebhookSender
}

export interface DeliveryWorkerOptions {
  outbox: OutboxRepository
  transports: DeliveryTransports
  now?: () => number
  schedule?: RetrySchedule
  /** Messages claimed per round, 20 by default. */
  batchSize?: number
  /** Deliveries in flight at once, 4 by default. */
  concurrency?: number
  /** How long a claim lasts, 5 minutes by default: longer than any one delivery takes. */
  leaseMs?: number
  /** Failures of the store while running in the background; the worker keeps going. */
  onError?: (error: unknown) => void
}

export interface RunSummary {
  claimed: number
  delivered: number
  retried: number
  deadLettered: number
}

export interface DeliveryWorker {
  /** One round: claim a batch of due messages and deliver it. */
  runOnce(): Promise<RunSummary>
  /** Runs rounds in the background every `intervalMs` (1 s by default), until `stop`. */
  start(intervalMs?: number): void
  /** Starts a round now (e.g. right after a transaction queued a notification). */
  wake(): void
  /** Stops the background rounds and waits for the one in progress. */
  stop(): Promise<void>
}

type Outcome = { ok: true; detail: string } | { ok: false; detail: string; permanent: boolean }

/**
 * @example
 * const worker = createDeliveryWorker({ outbox, transports: { email: mailer, webhook: createWebhookSender() } })
 * worker.start()
 * // after a commit that queued notifications: worker.wake(); on shutdown: await worker.stop()
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { outbox, transports } = options
  const now = options.now ?? Date.now
  const schedule = options.schedule ?? DEFAULT_RETRY_SCHEDULE
  const batchSize = options.batchSize ?? 20
  const concurrency = Math.max(1, options.concurrency ?? 4)
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000
  const channels: DeliveryChannel[] =
    transports.email === undefined ? ['webhook'] : ['webhook', 'email']

  async function deliver(message: OutboxMessage): Promise<Outcome> {
    if (message.channel === 'email') {
      if (transports.email === undefined) {
        return { ok: false, detail: 'No SMTP server is configured.', permanent: false }
      }
      const email = renderNotificationEmail(message)
      try {
        const sent = await transports.email.send({
          to: message.target,
          ...email,
          // One Message-ID per outbox message, so a repeated send is recognisably the same mail.
          messageId: `<${message.id}@snipwire>`,
          headers: {
            'X-Snipwire-Idempotency-Key': message.notificationId,
            'X-Snipwire-Event': message.kind,
          },
        })
        return { ok: true, detail: sent.response }
      } catch (error) {
        if (error instanceof MailDeliveryError) {
          return { ok: false, detail: error.message, permanent: error.permanent }
        }
        return {
          ok: false,
          detail: error instanceof Error ? error.message : String(error),
          permanent: false,
        }
      }
    }
    if (message.signingSecret === null) {
      return {
        ok: false,
        detail: 'The workspace has no webhook secret; set its webhook again to create one.',
        permanent: false,
      }
    }
    const result = await transports.webhook.send({
      url: message.target,
      body: webhookBody(message),
      secret: message.signingSecret,
      idempotencyKey: message.notificationId,
      eventType: message.kind,
      timestamp: Math.floor(now() / 1000),
    })
    return result.ok ? result : { ...result, permanent: false }
  }

  async function handle(message: OutboxMessage, summary: RunSummary): Promise<void> {
    const startedAt = now()
    const outcome = await deliver(message)
    const attempt: DeliveryAttempt = {
      messageId: message.id,
      attempt: message.attempts + 1,
      startedAt,
      finishedAt: now(),
      outcome: outcome.ok ? 'delivered' : 'failed',
      detail: outcome.detail,
    }
    if (outcome.ok) {
      await outbox.markDelivered(attempt)
      summary.delivered += 1
    } else if (outcome.permanent || attempt.attempt >= schedule.maxAttempts) {
      await outbox.deadLetter(attempt)
      summary.deadLettered += 1
    } else {
      await outbox.recordFailedAttempt(
        attempt,
        attempt.finishedAt + retryDelayMs(attempt.attempt, schedule),
      )
      summary.retried += 1
    }
  }

  async function runOnce(expectDue = false): Promise<RunSummary> {
    const claimedAt = now()
    const messages = await outbox.claimDue({
      now: claimedAt,
      channels,
      limit: batchSize,
      leaseUntil: claimedAt + leaseMs,
      expectDue,
    })
    const summary: RunSummary = {
      claimed: messages.length,
      delivered: 0,
      retried: 0,
      deadLettered: 0,
    }
    let next = 0
    const lanes = Array.from({ length: Math.min(concurrency, messages.length) }, async () => {
      while (next < messages.length) {
        const message = messages[next]
        next += 1
        if (message !== undefined) await handle(message, summary)
      }
    })
    await Promise.all(lanes)
    return summary
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let started = false
  let intervalMs = 1000
  let again = false
  let woken = false

  function planTick(delay: number): void {
    if (!started) return
    clearTimeout(timer)
    timer = setTimeout(tick, delay)
    timer.unref()
  }

  function tick(): void {
    if (running !== undefined) {
      again = true
      return
    }
    running = (async () => {
      try {
        let summary: RunSummary
        do {
          again = false
          const expectDue = woken
          woken = false
          summary = await runOnce(expectDue)
        } while (started && (summary.claimed === batchSize || again))
      } catch (error) {
        options.onError?.(error)
      } finally {
        running = undefined
        planTick(intervalMs)
      }
    })()
  }

  return {
    runOnce: () => runOnce(),
    start(every = 1000) {
      intervalMs = every
      started = true
      planTick(0)
    },
    wake() {
      if (!started) return
      woken = true
      if (running === undefined) planTick(0)
      else again = true
    },
    async stop() {
      started = false
      clearTimeout(timer)
      await running
    },
  }
}
