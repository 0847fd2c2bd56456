import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Mailer } from '../mail/mailer.js'
import { createSmtpMailer } from '../mail/smtp-mailer.js'
import { createDeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker.js'
import { sqliteOutbox, type SqliteOutbox } from '../test-support/outbox-harness.js'
import {
  buildNotificationPayload,
  planNotifications,
  type NotificationKind,
  type OutboxMessageData,
} from './notification-payload.js'
import { createWebhookSender } from './webhook-sender.js'
import { verifyWebhookSignature, type SignatureCheck } from './webhook-signature.js'

const T0 = Date.UTC(2025, 10, 22, 9, 0, 0)
const SECRET = 'whsec_worker_test_secret'

function notification(
  id: string,
  kind: NotificationKind,
  targets: { email?: string; webhook?: string },
): OutboxMessageData[] {
  const payload = buildNotificationPayload({
    workspace: { id: 'ws_1', sAcc: 'acct_1SecretTest' },
    apiKey: 'pk_test_abc',
    snippetId: 'guestbook',
    user: { uid: 'u_42', email: 'ada@example.com' },
    metadata: { message: 'Hello from Ada' },
    processedVariables: { room: 'lobby' },
  })
  return planNotifications(
    { id, kind, workspaceName: 'Acme Shop', mode: 'test', payload, createdAt: T0 },
    {
      notify: [kind],
      ownerEmail: targets.email ?? null,
      webhookUrls: targets.webhook === undefined ? [] : [targets.webhook],
    },
  )
}

describe('createDeliveryWorker', () => {
  let clock = T0
  const received: { headers: IncomingHttpHeaders; body: string; check: SignatureCheck }[] = []
  const webhookAnswers: number[] = []
  const mails: ParsedMail[] = []
  let receiver: Server
  let hookUrl = ''
  let smtp: SMTPServer
  let smtpUrl = ''
  let outbox: SqliteOutbox
  const mailers: Mailer[] = []

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const raw = Buffer.concat(chunks)
        const header = request.headers['snipwire-signature'] as string | undefined
        const check = verifyWebhookSignature(SECRET, header, raw, 300, Math.floor(clock / 1000))
        received.push({ headers: request.headers, body: raw.toString('utf8'), check })
        response.writeHead(check.valid ? (webhookAnswers.shift() ?? 204) : 400)
        response.end(check.valid ? 'receiver says no' : check.reason)
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody@')) {
          return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
        }
        callback()
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            mails.push(mail)
            callback()
          },
          (error: Error) => callback(error),
        )
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?from=notify@snipwire.example`
  })
  afterAll(async () => {
    receiver.closeAllConnections()
    await new Promise((resolve) => receiver.close(resolve))
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })
  beforeEach(async () => {
    clock = T0
    received.length = 0
    webhookAnswers.length = 0
    mails.length = 0
    outbox = await sqliteOutbox(['ws_1'])
    await outbox.setWebhook('ws_1', [hookUrl], SECRET)
  })
  afterEach(async () => {
    for (const mailer of mailers.splice(0)) mailer.close()
    await outbox.close()
  })

  const worker = (options: Partial<DeliveryWorkerOptions> & { smtp?: boolean } = {}) => {
    const { smtp: withSmtp = true, ...rest } = options
    const mailer = withSmtp ? createSmtpMailer({ url: smtpUrl }) : undefined
    if (mailer !== undefined) mailers.push(mailer)
    return createDeliveryWorker({
      outbox: outbox.repository,
      transports: {
        webhook: createWebhookSender({ timeoutMs: 2000 }),
        ...(mailer === undefined ? {} : { email: mailer }),
      },
      now: () => clock,
      schedule: { maxAttempts: 4, baseDelayMs: 1000, maxDelayMs: 60_000, random: () => 0.5 },
      ...rest,
    })
  }

  it("delivers the owner's e-mail over SMTP and the signed webhook, and logs each attempt", async () => {
    await outbox.enqueue(
      notification('ntf_a', 'add', { email: 'owner@acme.example', webhook: hookUrl }),
    )

    expect(await worker().runOnce()).toEqual({
      claimed: 2,
      delivered: 2,
      retried: 0,
      deadLettered: 0,
    })

    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('[test] New document added on Acme Shop by ada@example.com')
    expect(mails[0]!.to).toMatchObject({ text: 'owner@acme.example' })
    expect(mails[0]!.text).toContain(
      'ada@example.com added a document on "Acme Shop" through the snippet "guestbook".',
    )
    expect(mails[0]!.text).toContain('  message: Hello from Ada')
    expect(mails[0]!.html).toContain('Hello from Ada')
    expect(mails[0]!.headers.get('x-snipwire-idempotency-key')).toBe('ntf_a')
    expect(`${mails[0]!.text}${String(mails[0]!.html)}`).not.toContain('acct_')

    expect(received).toHaveLength(1)
    expect(received[0]!.check).toEqual({ valid: true, timestamp: Math.floor(T0 / 1000) })
    expect(received[0]!.headers['snipwire-idempotency-key']).toBe('ntf_a')
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      id: 'ntf_a',
      type: 'add',
      data: { metadata: { message: 'Hello from Ada' } },
    })

    for (const id of ['ntf_a.1', 'ntf_a.2']) {
      expect(await outbox.row(id)).toMatchObject({
        status: 'delivered',
        attempts: 0,
        lease_until: null,
        delivered_at: T0,
      })
    }
    expect(await outbox.attempts('ntf_a.1')).toEqual([
      { attempt: 1, started_at: T0, outcome: 'delivered', detail: expect.stringMatching(/^250 /) },
    ])
    expect(await outbox.attempts('ntf_a.2')).toEqual([
      { attempt: 1, started_at: T0, outcome: 'delivered', detail: 'HTTP 204' },
    ])
  })

  it('retries a failing webhook after growing, jittered waits and delivers it when the receiver recovers', async () => {
    await outbox.enqueue(notification('ntf_b', 'login', { webhook: hookUrl }))
    webhookAnswers.push(503, 503)
    const run = worker()

    expect(await run.runOnce()).toMatchObject({ claimed: 1, retried: 1 })
    expect(await outbox.row('ntf_b.1')).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: T0 + 750,
    })
    clock = T0 + 749
    expect(await run.runOnce()).toMatchObject({ claimed: 0 })
    clock = T0 + 750
    expect(await run.runOnce()).toMatchObject({ claimed: 1, retried: 1 })
    expect(await outbox.row('ntf_b.1')).toMatchObject({
      attempts: 2,
      next_attempt_at: T0 + 750 + 1500,
    })
    clock = T0 + 2250
    expect(await run.runOnce()).toMatchObject({ claimed: 1, delivered: 1 })

    expect(
      (await outbox.attempts('ntf_b.1')).map(({ attempt, outcome, detail }) => [
        attempt,
        outcome,
        detail,
      ]),
    ).toEqual([
      [1, 'failed', 'HTTP 503: receiver says no'],
      [2, 'failed', 'HTTP 503: receiver says no'],
      [3, 'delivered', 'HTTP 204'],
    ])
    expect(received.map((request) => request.headers['snipwire-idempotency-key'])).toEqual([
      'ntf_b',
      'ntf_b',
      'ntf_b',
    ])
    expect((await outbox.row('ntf_b.1')).status).toBe('delivered')
  })

  it('dead-letters a message after its last attempt and tries it no more', async () => {
    await outbox.enqueue(notification('ntf_c', 'signUp', { webhook: hookUrl }))
    webhookAnswers.push(500, 500, 500, 500, 500)
    const run = worker()

    for (let round = 0; round < 4; round += 1) {
      await run.runOnce()
      clock += 60_000
    }
    clock += 24 * 60 * 60 * 1000

    expect(await run.runOnce()).toMatchObject({ claimed: 0 })
    expect(await outbox.row('ntf_c.1')).toMatchObject({
      status: 'dead',
      attempts: 4,
      last_error: 'HTTP 500: receiver says no',
    })
    expect((await outbox.attempts('ntf_c.1')).map((attempt) => attempt.outcome)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
    ])
    expect(received).toHaveLength(4)
  })

  it('leaves e-mails queued while no SMTP server is configured, and sends them once it is', async () => {
    await outbox.enqueue(
      notification('ntf_d', 'signUp', { email: 'owner@acme.example', webhook: hookUrl }),
    )

    expect(await worker({ smtp: false }).runOnce()).toEqual({
      claimed: 1,
      delivered: 1,
      retried: 0,
      deadLettered: 0,
    })
    clock += 7 * 24 * 60 * 60 * 1000
    expect(await worker({ smtp: false }).runOnce()).toMatchObject({ claimed: 0 })
    expect(await outbox.row('ntf_d.1')).toMatchObject({
      channel: 'email',
      status: 'pending',
      attempts: 0,
      lease_until: null,
    })
    expect(await outbox.attempts('ntf_d.1')).toEqual([])
    expect(mails).toHaveLength(0)

    expect(await worker().runOnce()).toMatchObject({ claimed: 1, delivered: 1 })
    expect(mails.map((mail) => mail.subject)).toEqual([
      '[test] New sign-up on Acme Shop: ada@example.com',
    ])
    expect((await outbox.row('ntf_d.1')).status).toBe('delivered')
  })

  it('dead-letters at once an e-mail whose recipient the mail server refuses for good', async () => {
    await outbox.enqueue(notification('ntf_e', 'login', { email: 'nobody@acme.example' }))

    expect(await worker().runOnce()).toMatchObject({ claimed: 1, deadLettered: 1 })
    expect(await outbox.row('ntf_e.1')).toMatchObject({ status: 'dead', attempts: 1 })
    expect((await outbox.attempts('ntf_e.1'))[0]!.detail).toContain('No such user here')
  })

  it('keeps retrying a webhook of a workspace that has no secret, saying why', async () => {
    await outbox.setWebhook('ws_1', [hookUrl], null)
    await outbox.enqueue(notification('ntf_f', 'add', { webhook: hookUrl }))

    expect(await worker().runOnce()).toMatchObject({ retried: 1 })
    expect(await outbox.row('ntf_f.1')).toMatchObject({
      status: 'pending',
      last_error: 'The workspace has no webhook secret; set its webhook again to create one.',
    })
    expect(received).toHaveLength(0)
  })

  it('delivers a message whose worker died holding its claim, once the lease has run out', async () => {
    await outbox.enqueue(notification('ntf_g', 'add', { webhook: hookUrl }))
    // A worker claims the message and is killed before it can deliver or release it.
    const claimed = await outbox.repository.claimDue({
      now: T0,
      channels: ['webhook'],
      limit: 10,
      leaseUntil: T0 + 60_000,
    })
    expect(claimed.map((message) => message.id)).toEqual(['ntf_g.1'])

    clock = T0 + 59_999
    expect(await worker().runOnce()).toMatchObject({ claimed: 0 })
    clock = T0 + 60_000
    expect(await worker().runOnce()).toMatchObject({ claimed: 1, delivered: 1 })
    expect(received).toHaveLength(1)
  })

  it('delivers in the background, at once when woken, and stop() waits for the round in flight', async () => {
    const run = worker()
    run.start(60_000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await outbox.enqueue(
      notification('ntf_h', 'login', { email: 'owner@acme.example', webhook: hookUrl }),
    )

    run.wake()
    for (
      let waited = 0;
      (mails.length === 0 || received.length === 0) && waited < 5000;
      waited += 20
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await run.stop()

    expect(received).toHaveLength(1)
    expect(mails).toHaveLength(1)
    expect([(await outbox.row('ntf_h.1')).status, (await outbox.row('ntf_h.2')).status]).toEqual([
      'delivered',
      'delivered',
    ])
  })
})
