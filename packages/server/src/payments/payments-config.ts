/**
 * The payments settings of the environment, checked once at start-up (every mistake listed):
 *
 * - `STRIPE_SECRET_KEY`: a Stripe secret or restricted key; its prefix says which mode it serves
 *   (`sk_test_…` test-mode keys, `sk_live_…` live-mode keys). `STRIPE_TEST_SECRET_KEY` and
 *   `STRIPE_LIVE_SECRET_KEY` set one mode each, so one server can serve both. Without any, the
 *   built-in test checkout is the payment provider.
 * - `STRIPE_WEBHOOK_SECRET`: the webhook endpoint's signing secret (`whsec_…`).
 * - `STRIPE_API_URL`: another address for Stripe's API (a local stand-in such as stripe-mock).
 */
import { stripeSecretKeys } from './stripe-provider.js'

export interface StripeConfig {
  secretKeys: { test?: string; live?: string }
  /** Where the SDK sends its requests; Stripe's own API when absent. */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

export interface PaymentsConfig {
  /** Null: the built-in test checkout. */
  stripe: StripeConfig | null
  /** Null: the Stripe webhook answers 503 (and is only registered with Stripe configured). */
  webhookSecret: string | null
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

/**
 * Reads the payments settings; `problems` lists every wrong value, with what to write instead.
 * @example readPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_123' }).config.stripe // { secretKeys: { test: 'sk_test_123' } }
 */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): {
  config: PaymentsConfig
  problems: string[]
} {
  const problems: string[] = []
  const secretKeys: { test?: string; live?: string } = {}
  const shared = text(env, 'STRIPE_SECRET_KEY')
  if (shared !== undefined) {
    try {
      Object.assign(secretKeys, stripeSecretKeys(shared))
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  for (const mode of ['test', 'live'] as const) {
    const name = `STRIPE_${mode.toUpperCase()}_SECRET_KEY`
    const value = text(env, name)
    if (value === undefined) continue
    if (!new RegExp(`^(sk|rk)_${mode}_\\S+$`).test(value)) {
      problems.push(`${name} must be a Stripe ${mode} key (sk_${mode}_… or rk_${mode}_…).`)
    } else if (secretKeys[mode] !== undefined) {
      problems.push(`STRIPE_SECRET_KEY and ${name} both give a ${mode} key: keep one of them.`)
    } else {
      secretKeys[mode] = value
    }
  }

  let webhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET') ?? null
  if (webhookSecret !== null && !/^whsec_\S+$/.test(webhookSecret)) {
    webhookSecret = null
    problems.push(
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret from Stripe (whsec_…).",
    )
  }

  let api: StripeConfig['api']
  const apiUrl = text(env, 'STRIPE_API_URL')
  if (apiUrl !== undefined) {
    try {
      const url = new URL(apiUrl)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(url.protocol)
      const protocol = url.protocol === 'http:' ? 'http' : 'https'
      api = {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
        protocol,
      }
    } catch {
      problems.push(
        `STRIPE_API_URL must be an http(s) URL such as http://localhost:12111 (got "${apiUrl}").`,
      )
    }
  }

  const configured = secretKeys.test !== undefined || secretKeys.live !== undefined
  return {
    config: {
      stripe: configured ? { secretKeys, ...(api === undefined ? {} : { api }) } : null,
      webhookSecret,
    },
    problems,
  }
}
