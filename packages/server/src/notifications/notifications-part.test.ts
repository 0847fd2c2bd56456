import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { NotifyHook } from '../core/events.js'
import { integrationApp, type IntegrationApp } from '../test-support/integration-app.js'
import { startMailCatcher, type MailCatcher } from '../test-support/mail-catcher.js'
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver.js'
import { createNotificationsPart } from './notifications-part.js'
import { saveNotificationSettings } from './notification-settings-store.js'
import { listOutbox } from './outbox-store.js'

let smtp: MailCatcher
let hooks: WebhookReceiver
let t: IntegrationApp

beforeAll(async () => {
  smtp = await startMailCatcher()
  hooks = await startWebhookReceiver()
})
afterAll(async () => {
  await smtp.close()
  await hooks.close()
})
beforeEach(() => {
  smtp.mails.length = 0
  hooks.received.length = 0
  hooks.answers.length = 0
})
afterEach(() => t.cleanup())

/** A server whose worker only polls once a minute: what arrives sooner came from a wake-up. */
async function start(
  options: {
    smtp?: boolean
    pollIntervalMs?: number
    wrapNotify?: (notify: NotifyHook) => NotifyHook
  } = {},
) {
  t = await integrationApp({
    notifications: {
      config: { smtpUrl: options.smtp === false ? null : smtp.url },
      pollIntervalMs: options.pollIntervalMs ?? 60_000,
      schedule: { maxAttempts: 3, baseDelayMs: 40, maxDelayMs: 100, random: () => 0 },
    },
    ...(options.wrapNotify ? { wrapNotify: options.wrapNotify } : {}),
  })
  return t
}

async function settings(change: Parameters<typeof saveNotificationSettings>[2]) {
  const saved = await t.store.transaction((tx) =>
    saveNotificationSettings(tx, t.workspace.workspace.id, change, Date.now()),
  )
  hooks.secret = saved.webhookSecret ?? ''
}

function call(snippet: string, operation: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/snippets/${snippet}/${operation}?key=${t.workspace.workspace.apiKey}`,
    headers: {
      origin: 'https://shop.example',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  })
}

const signUp = (email = 'ada@example.com') =>
  call('signup', 'sign-up', { email, password: 'lovelace-1815', fields: { name: 'Ada' } })

const outbox = () => listOutbox(t.store.sql, { workspaceId: t.workspace.workspace.id })

describe('owner notifications in a running server', () => {
  it('a sign-up queues the e-mail and a signed webhook in its transaction, delivered at once after the commit', async () => {
    await start()
    await settings({ webhookUrls: [hooks.url] })

    const response = await signUp()
    expect(response.statusCode, response.body).toBe(200)
    const { uid } = response.json<{ user: { uid: string } }>().user
    const [mail] = await smtp.waitFor(1, 5000)
    const [hook] = await hooks.waitFor(1, 5000)

    expect(mail?.subject).toBe('[test] New sign-up on Shop: ada@example.com')
    expect(mail?.to).toMatchObject({ text: 'owner@shop.example' })
    expect(mail?.text).toContain(
      'ada@example.com signed up on "Shop" through the snippet "signup".',
    )
    expect(mail?.text).toContain('  name: Ada')
    expect(`${mail?.text}${String(mail?.html)}`).not.toContain('acct_')

    expect(hook?.check.valid).toBe(true)
    expect(hook?.headers['snipwire-event']).toBe('signUp')
    const key = hook?.headers['snipwire-idempotency-key']
    expect(key).toMatch(/^ntf_\w{20}$/)
    expect(mail?.headers.get('x-snipwire-idempotency-key')).toBe(key)
    expect(JSON.parse(hook?.body ?? '')).toEqual({
      id: key,
      type: 'signUp',
      created: expect.any(Number),
      mode: 'test',
      workspace: { id: t.workspace.workspace.id, name: 'Shop' },
      data: {
        apiKey: t.workspace.workspace.apiKey,
        snippetId: 'signup',
        workspaceId: t.workspace.workspace.id,
        userId: uid,
        email: 'ada@example.com',
        metadata: { name: 'Ada' },
        processedVariables: { uid },
      },
    })
    const entries = await outbox()
    expect(entries.map((entry) => [entry.channel, entry.status, entry.log.length])).toEqual([
      ['webhook', 'delivered', 1],
      ['email', 'delivered', 1],
    ])
    expect(entries[0]?.payload).toMatchObject({
      sAcc: 'acct_1ShopTest',
      sAccLive: 'acct_1ShopLive',
    })
  })

  it('notifies a login and an add with their own payloads', async () => {
    await start()
    const { session } = (await signUp()).json<{ session: { accessToken: string } }>()
    await smtp.waitFor(1)
    const login = await call('login', 'login', {
      email: 'ADA@example.com',
      password: 'lovelace-1815',
    })
    expect(login.statusCode).toBe(200)
    const add = await call(
      'chat',
      'add',
      { variables: { room: 'lobby' }, fields: { text: 'hi', author: 'ada' } },
      session.accessToken,
    )
    expect(add.statusCode, add.body).toBe(200)
    const mails = await smtp.waitFor(3)

    expect(
      mails
        .map((mail) => mail.subject)
        .slice(1)
        .sort(),
    ).toEqual([
      '[test] New document added on Shop by ada@example.com',
      '[test] ada@example.com signed in to Shop',
    ])
    const added = (await outbox()).find((entry) => entry.kind === 'add')
    expect(added?.payload).toMatchObject({
      metadata: { text: 'hi', author: 'ada' },
      processedVariables: { room: 'lobby' },
      email: 'ada@example.com',
    })
  })

  it('queues nothing for operations that failed', async () => {
    await start()
    await signUp()
    await smtp.waitFor(1)
    const failures = [
      await call('login', 'login', { email: 'ada@example.com', password: 'wrong-password' }),
      await signUp(),
      await call('chat', 'add', { variables: { room: 'lobby' }, fields: { text: 'x', nope: 'y' } }),
      await call('chat', 'add', { fields: { text: 'x', author: 'y' } }),
    ]
    expect(failures.map((response) => response.statusCode)).toEqual([400, 409, 400, 400])
    expect((await outbox()).map((entry) => entry.kind)).toEqual(['signUp'])
  })

  it('leaves no notification behind when the operation rolls back after queueing it', async () => {
    await start({
      wrapNotify: (notify) => async (tx, event) => {
        await notify(tx, event)
        throw new Error('the operation fails after the notification was queued')
      },
    })
    const response = await signUp()
    expect(response.statusCode).toBe(500)
    expect(await outbox()).toEqual([])
    expect(await t.store.sql.all('SELECT id FROM users')).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.mails).toEqual([])
  })

  it("follows the owner's choice of events, and sends webhooks only without an owner e-mail", async () => {
    await start()
    await settings({ notify: ['login'], webhookUrls: [hooks.url] })
    await signUp()
    expect(await outbox()).toEqual([])
    await t.store.transaction((tx) =>
      tx.updateWorkspace(t.workspace.workspace.id, { ownerEmail: null }),
    )
    t.store.pollChanges()
    await call('login', 'login', { email: 'ada@example.com', password: 'lovelace-1815' })
    await hooks.waitFor(1)
    expect((await outbox()).map((entry) => [entry.kind, entry.channel])).toEqual([
      ['login', 'webhook'],
    ])
  })

  it('retries a failing webhook with backoff, logging each attempt, and delivers it', async () => {
    await start({ pollIntervalMs: 20 })
    await settings({ notify: ['signUp'], webhookUrls: [hooks.url] })
    hooks.answers.push(503)
    await signUp()
    await hooks.waitFor(2, 5000)
    await smtp.waitFor(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const webhook = (await outbox()).find((entry) => entry.channel === 'webhook')
    expect(webhook).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(webhook?.log.map((attempt) => [attempt.outcome, attempt.detail])).toEqual([
      ['failed', 'HTTP 503'],
      ['delivered', 'HTTP 204'],
    ])
    expect(hooks.received.map((hook) => hook.headers['snipwire-idempotency-key'])).toEqual([
      webhook?.notificationId,
      webhook?.notificationId,
    ])
  })

  it('keeps e-mails queued without SMTP and sends them once a worker with SMTP runs', async () => {
    await start({ smtp: false })
    await settings({ webhookUrls: [hooks.url] })
    await signUp()
    await hooks.waitFor(1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const queued = (await outbox()).find((entry) => entry.channel === 'email')
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, log: [] })
    expect(smtp.mails).toEqual([])

    const withSmtp = createNotificationsPart({ store: t.store, config: { smtpUrl: smtp.url } })
    try {
      expect(await withSmtp.worker.runOnce()).toMatchObject({ claimed: 1, delivered: 1 })
    } finally {
      await withSmtp.close()
    }
    expect(smtp.mails.map((mail) => mail.subject)).toEqual([
      '[test] New sign-up on Shop: ada@example.com',
    ])
  })
})
