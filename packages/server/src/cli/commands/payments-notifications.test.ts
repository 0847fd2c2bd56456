import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snipwire } from '../../test-support/cli-process.js'

let dir: string
let env: Record<string, string>
let workspaceId: string

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON, read as the tests need it
async function json(args: string[]): Promise<any> {
  const outcome = await snipwire([...args, '--json'], env)
  expect(outcome.stderr).toBe('')
  expect(outcome.code).toBe(0)
  return JSON.parse(outcome.stdout)
}

function file(name: string, content: unknown): string {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(content))
  return path
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'snipwire-cli-payments-'))
  env = { SNIPWIRE_DATA_DIR: join(dir, 'data') }
  const created = await json([
    'workspace',
    'create',
    '--name',
    'Shop',
    '--owner-email',
    'o@shop.example',
  ])
  workspaceId = created.id
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('snipwire price', () => {
  it('puts prices (replacing by id) and lists them, as JSON and for people', async () => {
    const put = (...extra: string[]) =>
      json(['price', 'put', '--workspace', workspaceId, '--currency', 'USD', ...extra])
    expect(
      await put(
        '--id',
        'price_pro_month',
        '--name',
        ' Pro plan ',
        '--amount',
        '7900',
        '--interval',
        'month',
      ),
    ).toEqual({
      id: 'price_pro_month',
      name: 'Pro plan',
      amount: 7900,
      currency: 'usd',
      interval: 'month',
    })
    await put('--id', 'price_basic', '--name', 'Basic', '--amount', '2900')
    await put('--id', 'price_basic', '--name', 'Basic', '--amount', '2400')

    expect(await json(['price', 'list', '--workspace', workspaceId])).toEqual([
      { id: 'price_basic', name: 'Basic', amount: 2400, currency: 'usd' },
      { id: 'price_pro_month', name: 'Pro plan', amount: 7900, currency: 'usd', interval: 'month' },
    ])
    const human = await snipwire(['price', 'list', '--workspace', workspaceId], env)
    expect(human.stdout).toBe(
      'price_basic  Basic  $24.00 one-time payment\nprice_pro_month  Pro plan  $79.00 per month\n',
    )
  })

  const refusals: [string, string[], number, string][] = [
    [
      'a missing amount',
      ['--id', 'p', '--name', 'P', '--currency', 'usd'],
      2,
      'The --amount option is required.',
    ],
    [
      'an amount in dollars',
      ['--id', 'p', '--name', 'P', '--currency', 'usd', '--amount', '29.00'],
      1,
      'whole number of cents',
    ],
    [
      'an unknown currency',
      ['--id', 'p', '--name', 'P', '--currency', 'abc', '--amount', '1'],
      1,
      'Unknown currency "abc"',
    ],
    [
      'a weekly interval',
      ['--id', 'p', '--name', 'P', '--currency', 'usd', '--amount', '1', '--interval', 'week'],
      1,
      'The interval must be "month" or "year"',
    ],
  ]
  for (const [name, args, code, message] of refusals) {
    it(`refuses ${name}, saying what to write`, async () => {
      const outcome = await snipwire(
        ['price', 'put', '--workspace', workspaceId, ...args, '--json'],
        env,
      )
      expect(outcome.code).toBe(code)
      expect(outcome.stdout).toBe('')
      expect(outcome.stderr).toContain(message)
    })
  }

  it('refuses an unknown workspace', async () => {
    const outcome = await snipwire(['price', 'list', '--workspace', 'nope'], env)
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toMatch(/nope/)
  })
})

describe('snipwire workspace set', () => {
  it('chooses events and webhooks, makes the webhook secret once, and rotates it on demand', async () => {
    expect(await json(['workspace', 'set', '--workspace', workspaceId])).toEqual({
      id: workspaceId,
      ownerEmail: 'o@shop.example',
      notify: ['login', 'signUp', 'add'],
      webhooks: [],
      webhookSecret: null,
    })
    const set = await json([
      'workspace',
      'set',
      '--workspace',
      workspaceId,
      '--notify',
      'signup, ADD',
      '--webhook',
      'https://hooks.example/a#x',
      '--webhook',
      'https://hooks.example/b',
    ])
    expect(set).toMatchObject({
      notify: ['signUp', 'add'],
      webhooks: ['https://hooks.example/a', 'https://hooks.example/b'],
      webhookSecret: expect.stringMatching(/^whsec_[\w-]{43}$/),
    })
    const kept = await json(['workspace', 'set', '--workspace', workspaceId, '--notify', 'login'])
    expect(kept.webhookSecret).toBe(set.webhookSecret)
    const rotated = await json([
      'workspace',
      'set',
      '--workspace',
      workspaceId,
      '--rotate-webhook-secret',
    ])
    expect(rotated.webhookSecret).not.toBe(set.webhookSecret)
    const cleared = await json([
      'workspace',
      'set',
      '--workspace',
      workspaceId,
      '--webhook',
      'none',
      '--notify',
      'none',
    ])
    expect(cleared).toMatchObject({ notify: [], webhooks: [] })

    const human = await snipwire(
      ['workspace', 'set', '--workspace', workspaceId, '--notify', 'login,signUp,add'],
      env,
    )
    expect(human.stdout).toContain('  events:         login, signUp, add')
    expect(human.stdout).toContain('  e-mail to:      o@shop.example')
  })

  const refusals: [string, string[], string][] = [
    [
      'an unknown event',
      ['--notify', 'login,logout'],
      'Unknown event "logout": use login, signUp and add',
    ],
    ['a webhook that is no URL', ['--webhook', 'hooks.example'], 'is not an absolute URL'],
    [
      'a webhook with a password',
      ['--webhook', 'https://u:p@hooks.example/'],
      'Put no user name or password',
    ],
    [
      'none next to a URL',
      ['--webhook', 'none', '--webhook', 'https://h.example/'],
      '--webhook none removes every webhook',
    ],
  ]
  for (const [name, args, message] of refusals) {
    it(`refuses ${name} and changes nothing`, async () => {
      const before = await json(['workspace', 'set', '--workspace', workspaceId])
      const outcome = await snipwire(['workspace', 'set', '--workspace', workspaceId, ...args], env)
      expect(outcome.code).not.toBe(0)
      expect(outcome.stderr).toContain(message)
      expect(await json(['workspace', 'set', '--workspace', workspaceId])).toEqual(before)
    })
  }
})

describe('snipwire apply with prices and notification settings', () => {
  const declaration = {
    workspaces: [
      {
        id: 'pricing-demo',
        name: 'Pricing demo',
        ownerEmail: 'owner@demo.example',
        prices: [
          {
            id: 'price_pro_monthly',
            name: 'Pro',
            amount: 7900,
            currency: 'usd',
            interval: 'month',
          },
          { id: 'price_pro_annual', name: 'Pro', amount: 82800, currency: 'usd', interval: 'year' },
        ],
        notifications: { notify: ['signUp'], webhooks: ['https://hooks.example/demo'] },
      },
    ],
  }

  it('applies them, and applying the file again changes nothing (the webhook secret stays)', async () => {
    const path = file('apply.json', declaration)
    const first = await json(['apply', path])
    const second = await json(['apply', path])
    expect(first.workspaces[0]).toMatchObject({
      created: true,
      prices: ['price_pro_monthly', 'price_pro_annual'],
      notifications: { notify: ['signUp'], webhooks: ['https://hooks.example/demo'] },
    })
    expect(second.workspaces[0].created).toBe(false)
    expect(second.workspaces[0].notifications).toEqual(first.workspaces[0].notifications)
    expect(await json(['price', 'list', '--workspace', 'pricing-demo'])).toHaveLength(2)
  })

  it('refuses a file with a wrong price or setting, naming where, and writes nothing of it', async () => {
    const broken = structuredClone(declaration)
    broken.workspaces[0]!.id = 'broken-demo'
    broken.workspaces[0]!.prices[1]!.currency = 'dollars'
    const outcome = await snipwire(['apply', file('broken.json', broken)], env)
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toContain(
      'workspaces.0.prices: 1: The currency must be a 3-letter ISO 4217 code',
    )
    const settings = structuredClone(declaration)
    settings.workspaces[0]!.id = 'broken-demo'
    settings.workspaces[0]!.notifications.notify = ['everything']
    const second = await snipwire(['apply', file('settings.json', settings)], env)
    expect(second.stderr).toContain('workspaces.0.notifications: Unknown event "everything"')
    expect((await json(['workspace', 'list'])).map((w: { id: string }) => w.id)).not.toContain(
      'broken-demo',
    )
  })
})

describe('the environment', () => {
  it('refuses wrong Stripe and SMTP settings with every problem listed, before doing anything', async () => {
    const outcome = await snipwire(['workspace', 'list'], {
      ...env,
      STRIPE_SECRET_KEY: 'pk_test_oops',
      STRIPE_WEBHOOK_SECRET: 'secret',
      SMTP_URL: 'mail.example.com',
    })
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toContain('STRIPE_SECRET_KEY must be a Stripe secret or restricted key')
    expect(outcome.stderr).toContain('STRIPE_WEBHOOK_SECRET must be')
    expect(outcome.stderr).toContain('SMTP_URL must be an smtp:// or smtps:// URL')
  })
})
