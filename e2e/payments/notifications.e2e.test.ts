/**
 * Owner notifications through the real server and a real browser: a sign-up in Chromium queues
 * the owner's e-mail and a signed webhook in the sign-up's transaction; the webhook goes out at
 * once and verifies with `verifyWebhookSignature` from `@snipwire/server`; the e-mail waits in the
 * outbox (no SMTP yet), survives a `kill -9`, and is sent by the restarted server once SMTP_URL
 * is set.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyWebhookSignature } from '@snipwire/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startMailCatcher,
  type MailCatcher,
} from '../../packages/server/src/test-support/mail-catcher.js'
import { openPage } from '../harness/browser.js'
import { startServer, type RunningServer } from '../harness/server.js'
import { html, startSetup, type Setup } from './fixture.js'

interface Delivery {
  headers: IncomingHttpHeaders
  body: string
  valid: boolean
}

interface OutboxEntry {
  channel: 'email' | 'webhook'
  status: 'pending' | 'delivered' | 'dead'
  notificationId: string
  email?: { subject: string; text: string }
}

let setup: Setup
let smtp: MailCatcher
let restarted: RunningServer | undefined
const deliveries: Delivery[] = []
let secret = ''
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = Buffer.concat(chunks)
    const check = verifyWebhookSignature(
      secret,
      request.headers['snipwire-signature'] as string | undefined,
      body,
    )
    deliveries.push({ headers: request.headers, body: body.toString('utf8'), valid: check.valid })
    response.writeHead(check.valid ? 200 : 400).end()
  })
})

beforeAll(async () => {
  ;[setup, smtp] = await Promise.all([startSetup(), startMailCatcher()])
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/snipwire`
  const settings = (await setup.server.cli([
    'workspace',
    'set',
    '--workspace',
    setup.workspace.id,
    '--notify',
    'signUp',
    '--webhook',
    hook,
  ])) as { webhookSecret: string }
  secret = settings.webhookSecret
  await setup.snippet('join', {
    type: 'signUp',
    emailElementId: 'email',
    passwordElementId: 'password',
    buttonElementId: 'go',
    fieldMappings: [{ field: 'name', elementId: 'name' }],
    usersCollectionName: 'members',
  })
})
afterAll(async () => {
  await restarted?.stop()
  await setup?.close()
  await smtp?.close()
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let waited = 0; ; waited += 50) {
    const value = await read()
    if (done(value) || waited > 10_000) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('owner notifications across a kill -9', () => {
  it('delivers the webhook at once, keeps the e-mail queued through a kill -9, and sends it after the restart with SMTP', async () => {
    const page = setup.shop.page(
      '/join',
      html(
        setup.server,
        'Join',
        `<input id="name"><input id="email" type="email"><input id="password" type="password">
<button id="go">Create account</button>
<script>Snipwire.createClient({ apiKey: '${setup.workspace.apiKey}' }).signUp('join')</script>`,
      ),
    )
    const { page: tab, context, problems } = await openPage(setup.browser)
    try {
      // The client asks for the configs of a page's snippets in one GET /v1/snippets?ids=….
      const config = tab.waitForResponse((response) => {
        const url = new URL(response.url())
        return (
          url.pathname == '/v1/snippets' &&
          !!url.searchParams.get('ids')?.split(',').includes('join')
        )
      })
      await tab.goto(page)
      await config
      await tab.fill('#name', 'Ada Lovelace')
      await tab.fill('#email', 'ada@example.com')
      await tab.fill('#password', 'analytical-engine')
      await tab.click('#go')
      await tab.waitForFunction(() => document.getElementById('go')?.textContent === "You're Done!")
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }

    await until(
      () => Promise.resolve(deliveries.length),
      (count) => count > 0,
    )
    expect(deliveries).toHaveLength(1)
    const [webhook] = deliveries
    expect(webhook?.valid).toBe(true)
    expect(JSON.parse(webhook?.body ?? '{}')).toMatchObject({
      type: 'signUp',
      data: { email: 'ada@example.com', metadata: { name: 'Ada Lovelace' }, snippetId: 'join' },
    })
    const outbox = () =>
      setup.server.cli(['outbox', '--workspace', setup.workspace.id]) as Promise<OutboxEntry[]>
    const queued = (await outbox()).find((entry) => entry.channel === 'email')
    expect(queued).toMatchObject({
      status: 'pending',
      email: { subject: '[test] New sign-up on Browser Shop: ada@example.com' },
    })

    await setup.server.kill()
    restarted = await startServer({ dataDir: setup.server.dataDir, env: { SMTP_URL: smtp.url } })
    const [mail] = await smtp.waitFor(1, 15_000)
    expect(mail?.subject).toBe('[test] New sign-up on Browser Shop: ada@example.com')
    expect(mail?.to).toMatchObject({ text: 'owner@shop.example' })
    expect(mail?.text).toContain('  name: Ada Lovelace')
    expect(mail?.headers.get('x-snipwire-idempotency-key')).toBe(
      webhook?.headers['snipwire-idempotency-key'],
    )
    const after = await until(outbox, (entries) =>
      entries.every((entry) => entry.status === 'delivered'),
    )
    expect(after.map((entry) => [entry.channel, entry.status]).sort()).toEqual([
      ['email', 'delivered'],
      ['webhook', 'delivered'],
    ])
    expect(deliveries).toHaveLength(1)
  })
})
