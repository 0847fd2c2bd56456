import { describe, expect, it } from 'vitest'
import { readPaymentsConfig } from './payments-config.js'

describe('readPaymentsConfig', () => {
  it('uses the built-in test checkout without a Stripe key', () => {
    expect(readPaymentsConfig({})).toEqual({
      config: { stripe: null, webhookSecret: null },
      problems: [],
    })
  })

  it('sorts STRIPE_SECRET_KEY into its mode, and takes a key per mode', () => {
    expect(readPaymentsConfig({ STRIPE_SECRET_KEY: ' sk_live_1 ' }).config.stripe).toEqual({
      secretKeys: { live: 'sk_live_1' },
    })
    expect(
      readPaymentsConfig({
        STRIPE_SECRET_KEY: 'rk_test_1',
        STRIPE_LIVE_SECRET_KEY: 'sk_live_2',
        STRIPE_WEBHOOK_SECRET: 'whsec_3',
        STRIPE_API_URL: 'http://localhost:12111',
      }),
    ).toEqual({
      config: {
        stripe: {
          secretKeys: { test: 'rk_test_1', live: 'sk_live_2' },
          api: { host: 'localhost', port: 12111, protocol: 'http' },
        },
        webhookSecret: 'whsec_3',
      },
      problems: [],
    })
  })

  it('lists every wrong value with what to write instead', () => {
    const { problems } = readPaymentsConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_TEST_SECRET_KEY: 'sk_test_2',
      STRIPE_LIVE_SECRET_KEY: 'sk_test_3',
      STRIPE_WEBHOOK_SECRET: 'abc',
      STRIPE_API_URL: 'ftp://stripe',
    })
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_TEST_SECRET_KEY both give a test key: keep one of them.',
      'STRIPE_LIVE_SECRET_KEY must be a Stripe live key (sk_live_… or rk_live_…).',
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret from Stripe (whsec_…).",
      'STRIPE_API_URL must be an http(s) URL such as http://localhost:12111 (got "ftp://stripe").',
    ])
    expect(readPaymentsConfig({ STRIPE_SECRET_KEY: 'pk_live_1' }).problems[0]).toMatch(
      /^STRIPE_SECRET_KEY must be a Stripe secret or restricted key/,
    )
  })
})
