import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { snipwire, startServe } from './test-support/cli-process.js'
import { startFakeStripe, type FakeStripe } from './test-support/fake-stripe.js'
import { startMailCatcher, type MailCatcher } from './test-support/mail-catcher.js'
import { startWebhookReceiver, type WebhookReceiver } from './test-support/webhook-receiver.js'

let dir: string
let env: Record<string, string>
let workspace: { id: string; apiKey: string }
let smtp: MailCatcher
let hooks: WebhookReceiver
let stripe: FakeStripe

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON, read as the tests need it
async function json(args: string[]): Promise<any> {
  const outcome = await snipwire([...args, '--json'], env)
  expect(outcome.stderr).toBe('')
  return JSON.parse(outcome.stdout)
}

function api(base: string, path: string, body: unknown) {
  return fetch(`${base}${path}?key=${workspace.apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://shop.example' },
    body: JSON.stringify(body),
  })
}

const signUp = (base: string, email: string) =>
  api(base, '/v1/snippets/signup/sign-up', { email, password: 'lovelace-1815' })

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'snipwire-serve-'))
  env = { SNIPWIRE_DATA_DIR: join(dir, 'data') }
  ;[smtp, hooks, stripe] = await Promise.all([
    startMailCatcher(),
    startWebhookReceiver(),
    startFakeStripe(),
  ])
  workspace = await json([
    'workspace',
    'create',
    '--name',
    'Shop',
    '--owner-email',
    'owner@shop.example',
    '--origin',
    'https://shop.example',
    '--payment-account',
    'acct_1ShopTest',
  ])
  const snippets = {
    signup: {
      type: 'signUp',
      emailElementId: 'e',
      passwordElementId: 'p',
      buttonElementId: 'b',
      usersCollectionName: 'members',
    },
    pro: {
      type: 'payment',
      buttonElementId: 'buy',
      priceID: 'price_pro_$billing',
      paymentType: 'subscription',
      successUrl: 'https://shop.example/welcome',
    },
  }
  for (const [id, snippet] of Object.entries(snippets)) {
    const path = join(dir, `${id}.json`)
    writeFileSync(path, JSON.stringify(snippet))
    await json(['snippet', 'put', '--workspace', workspace.id, '--id', id, '--file', path])
  }
  await json([
    'price',
    'put',
    '--workspace',
    workspace.id,
    '--id',
    'price_pro_monthly',
    '--name',
    'Pro',
    '--amount',
    '7900',
    '--currency',
    'usd',
    '--interval',
    'month',
  ])
  hooks.secret = (
    await json(['workspace', 'set', '--workspace', workspace.id, '--webhook', hooks.url])
  ).webhookSecret
})
afterAll(async () => {
  await Promise.all([smtp.close(), hooks.close(), stripe.close()])
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  smtp.mails.length = 0
  hooks.received.length = 0
})

describe('snipwire serve with payments and notifications', () => {
  it('mails the owner and calls the signed webhook after a real sign-up, and the outbox shows them sent', async () => {
    const server = await startServe({ ...env, SMTP_URL: smtp.url })
    try {
      expect((await signUp(server.url, 'ada@example.com')).status).toBe(200)
      const [mail] = await smtp.waitFor(1)
      const [hook] = await hooks.waitFor(1)
      expect(mail?.subject).toBe('[test] New sign-up on Shop: ada@example.com')
      expect(hook?.check.valid).toBe(true)
      const outbox = await json(['outbox', '--workspace', workspace.id])
      expect(
        outbox.map((entry: { channel: string; status: string }) => [entry.channel, entry.status]),
      ).toEqual([
        ['webhook', 'delivered'],
        ['email', 'delivered'],
      ])
    } finally {
      expect(await server.stop()).toBe(0)
    }
  })

  it('keeps e-mails in the outbox without SMTP, readable there, and sends them after a restart with SMTP', async () => {
    const first = await startServe(env)
    try {
      expect((await signUp(first.url, 'grace@example.com')).status).toBe(200)
      await hooks.waitFor(1)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(first.output()).toContain('SMTP_URL is not set')
    } finally {
      await first.stop()
    }
    const readable = await snipwire(
      ['outbox', '--workspace', workspace.id, '--status', 'pending'],
      env,
    )
    expect(readable.stdout).toContain('email to owner@shop.example  (pending, 0 failed attempts')
    expect(readable.stdout).toContain('  Subject: [test] New sign-up on Shop: grace@example.com')
    expect(readable.stdout).toContain(
      '  | grace@example.com signed up on "Shop" through the snippet "signup".',
    )
    expect(smtp.mails).toEqual([])

    const second = await startServe({ ...env, SMTP_URL: smtp.url })
    try {
      const [mail] = await smtp.waitFor(1)
      expect(mail?.subject).toBe('[test] New sign-up on Shop: grace@example.com')
    } finally {
      await second.stop()
    }
    expect(await json(['outbox', '--workspace', workspace.id, '--status', 'pending'])).toEqual([])
  })

  it('takes a test checkout from the payment route to Pay, and lists the payment', async () => {
    const server = await startServe(env)
    try {
      const response = await api(server.url, '/v1/snippets/pro/payment', {
        variables: { billing: 'monthly', plan: 'Pro' },
        cancelUrl: 'https://shop.example/pricing',
      })
      const { paymentLink } = (await response.json()) as { paymentLink: string }
      expect(paymentLink.startsWith(`${server.url}/checkout/cs_test_`)).toBe(true)
      const page = await (await fetch(paymentLink)).text()
      expect(page).toContain('TEST MODE')
      const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? ''
      const paid = await fetch(`${paymentLink}/pay`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: new URLSearchParams({ token }),
      })
      expect(paid.status).toBe(303)
      const id = paymentLink.split('/').pop()
      expect(paid.headers.get('location')).toBe(`https://shop.example/welcome?session_id=${id}`)
    } finally {
      await server.stop()
    }
    const payments = await json(['payments', '--workspace', workspace.id])
    expect(payments).toEqual([
      expect.objectContaining({
        provider: 'test',
        priceId: 'price_pro_monthly',
        amountTotal: 7900,
        metadata: {
          billing: 'monthly',
          plan: 'Pro',
          snippetId: 'pro',
          workspaceId: workspace.id,
          userId: '',
        },
      }),
    ])
    const human = await snipwire(['payments', '--workspace', workspace.id], env)
    expect(human.stdout).toContain('test  paid  $79.00  price_pro_monthly (subscription)')
  })

  it('sends the checkout to Stripe when STRIPE_SECRET_KEY is set', async () => {
    const server = await startServe({
      ...env,
      STRIPE_SECRET_KEY: 'sk_test_51Serve',
      STRIPE_API_URL: `http://127.0.0.1:${stripe.port}`,
    })
    try {
      const response = await api(server.url, '/v1/snippets/pro/payment', {
        variables: { billing: 'annual' },
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { paymentLink: string }).paymentLink).toMatch(
        /^https:\/\/checkout\.stripe\.com\//,
      )
      const request = stripe.requests.at(-1)
      expect(request?.headers.authorization).toBe('Bearer sk_test_51Serve')
      expect(request?.headers['stripe-account']).toBe('acct_1ShopTest')
      expect(request?.form['line_items[0][price]']).toBe('price_pro_annual')
    } finally {
      await server.stop()
    }
  })
})
