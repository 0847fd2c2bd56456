/**
 * The contract every `OutboxRepository` must keep, as one Vitest suite to run against each
 * implementation (the SQLite store, the PostgreSQL store):
 * `runOutboxRepositoryContract('SQLite', createHarness)`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  buildNotificationPayload,
  planNotifications,
  type NotificationKind,
  type OutboxMessageData,
} from './notification-payload.js'
import type { DeliveryAttempt, OutboxRepository } from './outbox-repository.js'

/** What the suite needs around a repository: fill it, look inside, clean up. */
export interface OutboxHarness {
  repository: OutboxRepository
  /** Inserts messages as the operation's transaction would (pending, due at `createdAt`). */
  enqueue(messages: OutboxMessageData[]): Promise<void>
  setWebhookSecret(workspaceId: string, secret: string | null): Promise<void>
  state(messageId: string): Promise<{
    status: 'pending' | 'delivered' | 'dead'
    attempts: number
    nextAttemptAt: number
    lastError: string | null
  }>
  log(messageId: string): Promise<{ attempt: number; outcome: string; detail: string }[]>
  close(): Promise<void>
}

const T0 = Date.UTC(2025, 10, 22, 9, 0, 0)

function messages(
  id: string,
  kind: NotificationKind,
  createdAt: number,
  targets: { email?: string; webhooks?: string[] },
): OutboxMessageData[] {
  const payload = buildNotificationPayload({
    workspace: { id: 'ws_contract', sAcc: 'acct_1Contract' },
    apiKey: 'pk_test_contract',
    snippetId: 'contract-snippet',
    user: { uid: 'u_1', email: 'zoë@example.com' },
    metadata: { note: 'Grüße', nested: { list: [1, true, null] } },
    processedVariables: { room: 'lobby' },
  })
  return planNotifications(
    { id, kind, workspaceName: 'Contract Shop', mode: 'test', payload, createdAt },
    { notify: [kind], ownerEmail: targets.email ?? null, webhookUrls: targets.webhooks ?? [] },
  )
}

function attempt(
  messageId: string,
  number: number,
  outcome: DeliveryAttempt['outcome'],
  at: number,
): DeliveryAttempt {
  return {
    messageId,
    attempt: number,
    startedAt: at,
    finishedAt: at + 5,
    outcome,
    detail: `${outcome} #${number}`,
  }
}

/**
 * @example runOutboxRepositoryContract('SQLite', async () => createSqliteOutboxHarness())
 */
export function runOutboxRepositoryContract(
  name: string,
  create: () => Promise<OutboxHarness>,
): void {
  describe(`OutboxRepository contract: ${name}`, () => {
    let harness: OutboxHarness
    beforeEach(async () => {
      harness = await create()
      await harness.setWebhookSecret('ws_contract', 'whsec_contract')
    })
    afterEach(() => harness.close())

    const claim = (
      now: number,
      channels: ('email' | 'webhook')[] = ['email', 'webhook'],
      limit = 10,
    ) => harness.repository.claimDue({ now, channels, limit, leaseUntil: now + 60_000 })

    it('claims due messages of the asked channels, oldest due first, up to the limit, payload intact', async () => {
      await harness.enqueue(
        messages('ntf_2', 'add', T0 + 2, {
          email: 'o@shop.example',
          webhooks: ['https://h.example/1'],
        }),
      )
      await harness.enqueue(
        messages('ntf_1', 'login', T0 + 1, { webhooks: ['https://h.example/1'] }),
      )
      await harness.enqueue(
        messages('ntf_3', 'signUp', T0 + 60_000, { webhooks: ['https://h.example/1'] }),
      )

      const webhooks = await claim(T0 + 10, ['webhook'], 1)
      expect(webhooks.map((message) => message.id)).toEqual(['ntf_1.1'])
      expect(webhooks[0]).toMatchObject({
        channel: 'webhook',
        attempts: 0,
        signingSecret: 'whsec_contract',
      })
      const rest = await claim(T0 + 10)
      expect(rest.map((message) => message.id)).toEqual(['ntf_2.1', 'ntf_2.2'])
      // The signing secret only matters for webhooks; an e-mail may carry it or null.
      const { signingSecret: _secret, ...email } = rest[0] ?? { signingSecret: null }
      expect(email).toEqual({
        ...messages('ntf_2', 'add', T0 + 2, { email: 'o@shop.example' })[0],
        attempts: 0,
      })
    })

    it('does not claim a message under another lease, and claims it again once the lease ends', async () => {
      await harness.enqueue(messages('ntf_1', 'add', T0, { webhooks: ['https://h.example/1'] }))

      expect(
        await harness.repository.claimDue({
          now: T0,
          channels: ['webhook'],
          limit: 10,
          leaseUntil: T0 + 1000,
        }),
      ).toHaveLength(1)
      expect(await claim(T0 + 999)).toEqual([])
      expect((await claim(T0 + 1000)).map((message) => message.id)).toEqual(['ntf_1.1'])
    })

    it('records a delivery: delivered, logged, never claimed again', async () => {
      await harness.enqueue(messages('ntf_1', 'add', T0, { email: 'o@shop.example' }))
      await claim(T0)

      await harness.repository.markDelivered(attempt('ntf_1.1', 1, 'delivered', T0))

      expect(await harness.state('ntf_1.1')).toMatchObject({
        status: 'delivered',
        attempts: 0,
        lastError: null,
      })
      expect(await harness.log('ntf_1.1')).toEqual([
        { attempt: 1, outcome: 'delivered', detail: 'delivered #1' },
      ])
      expect(await claim(T0 + 10 ** 9)).toEqual([])
    })

    it('records a failed attempt: pending, counted, due again at the next time, released', async () => {
      await harness.enqueue(messages('ntf_1', 'add', T0, { email: 'o@shop.example' }))
      await claim(T0)

      await harness.repository.recordFailedAttempt(attempt('ntf_1.1', 1, 'failed', T0), T0 + 30_000)

      expect(await harness.state('ntf_1.1')).toEqual({
        status: 'pending',
        attempts: 1,
        nextAttemptAt: T0 + 30_000,
        lastError: 'failed #1',
      })
      expect(await claim(T0 + 29_999)).toEqual([])
      expect((await claim(T0 + 30_000))[0]).toMatchObject({ id: 'ntf_1.1', attempts: 1 })
      expect(await harness.log('ntf_1.1')).toEqual([
        { attempt: 1, outcome: 'failed', detail: 'failed #1' },
      ])
    })

    it('dead-letters: dead, counted, logged, never claimed again', async () => {
      await harness.enqueue(messages('ntf_1', 'add', T0, { webhooks: ['https://h.example/1'] }))
      await claim(T0)

      await harness.repository.deadLetter(attempt('ntf_1.1', 1, 'failed', T0))

      expect(await harness.state('ntf_1.1')).toMatchObject({
        status: 'dead',
        attempts: 1,
        lastError: 'failed #1',
      })
      expect(await claim(T0 + 10 ** 9)).toEqual([])
    })

    it('gives a webhook of a workspace without a secret a null signing secret', async () => {
      await harness.setWebhookSecret('ws_contract', null)
      await harness.enqueue(messages('ntf_1', 'add', T0, { webhooks: ['https://h.example/1'] }))

      expect((await claim(T0))[0]?.signingSecret).toBeNull()
    })
  })
}
