import { ERROR_CODES } from '@snipwire/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import type { CheckoutRequest, PaymentProvider } from '../../core/payments.js'
import { saveSnippet } from '../../core/workspaces.js'
import { testApp, type TestApp } from '../../test-support/fixtures.js'

/** A provider at the seam: records what the server asked for and answers a link. */
class RecordingProvider implements PaymentProvider {
  readonly requests: CheckoutRequest[] = []
  constructor(private readonly outcome: () => Promise<{ paymentLink: string }>) {}
  createCheckout(request: CheckoutRequest): Promise<{ paymentLink: string }> {
    this.requests.push(request)
    return this.outcome()
  }
}

let t: TestApp | undefined

afterEach(async () => {
  await t?.cleanup()
  t = undefined
})

function pay(
  app: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
  apiKey = app.workspace.workspace.apiKey,
) {
  return app.app.inject({
    method: 'POST',
    url: `/v1/snippets/checkout/payment?key=${apiKey}`,
    headers,
    payload: body as object,
  })
}

describe('POST /v1/snippets/:snippetId/payment', () => {
  it('answers 503 payment/provider-error when the server has no payment provider', async () => {
    t = await testApp()
    const response = await pay(t, { variables: { plan: 'pro' } })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      error: {
        code: ERROR_CODES.paymentProvider,
        message: 'Payments are not configured on this server.',
      },
    })
  })

  it('resolves the price, passes the account of the mode and the metadata, and counts the call', async () => {
    const provider = new RecordingProvider(() =>
      Promise.resolve({ paymentLink: 'https://pay.example/cs_1' }),
    )
    t = await testApp({ payments: provider })
    const response = await pay(t, {
      variables: { plan: 'pro', billing: 'annual' },
      cancelUrl: 'https://shop.example/pricing',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ paymentLink: 'https://pay.example/cs_1' })
    const request = provider.requests[0]!
    expect(request).toMatchObject({
      workspaceId: t.workspace.workspace.id,
      mode: 'test',
      connectedAccount: 'acct_test_SECRET123',
      snippetId: 'checkout',
      priceId: 'price_pro',
      paymentType: 'subscription',
      successUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/pricing',
      userId: null,
      metadata: {
        plan: 'pro',
        billing: 'annual',
        snippetId: 'checkout',
        workspaceId: t.workspace.workspace.id,
        userId: '',
      },
    })
    const live = await pay(
      t,
      { variables: { plan: 'pro' } },
      { origin: 'https://shop.example' },
      t.workspace.workspace.liveApiKey,
    )
    expect(live.statusCode).toBe(200)
    expect(provider.requests[1]).toMatchObject({
      mode: 'live',
      connectedAccount: 'acct_live_SECRET456',
    })
    expect((await t.store.getUsage(t.workspace.workspace.id)).snippets.checkout).toEqual({
      test: 1,
      live: 1,
    })
  })

  it('refuses a cancel URL outside the workspace, a missing variable, and another snippet type', async () => {
    const provider = new RecordingProvider(() =>
      Promise.resolve({ paymentLink: 'https://pay.example/x' }),
    )
    t = await testApp({ payments: provider })
    const foreign = await pay(t, { variables: { plan: 'pro' }, cancelUrl: 'https://evil.example/' })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().error.message).toMatch(
      /cancelUrl must be on one of the workspace's authorized origins/,
    )
    const missing = await pay(t, {})
    expect(missing.json().error).toEqual({
      code: ERROR_CODES.variableNotProvided,
      message: 'Variable plan not provided.',
    })
    const wrongType = await t.app.inject({
      method: 'POST',
      url: `/v1/snippets/chat/payment?key=${t.workspace.workspace.apiKey}`,
    })
    expect(wrongType.json().error.code).toBe(ERROR_CODES.snippetWrongType)
    expect(provider.requests).toHaveLength(0)
  })

  it('fills variables into the success URL, encoded, and completes a path with the public URL', async () => {
    const provider = new RecordingProvider(() =>
      Promise.resolve({ paymentLink: 'https://pay.example/cs_2' }),
    )
    t = await testApp({ payments: provider, publicUrl: 'https://snipwire.example/' })
    await saveSnippet(t.store, t.workspace.workspace.id, 'checkout', {
      type: 'payment',
      priceID: 'price_$plan',
      successUrl: '/dashboard?plan=$plan&billing=$billing',
    })
    const response = await pay(t, { variables: { plan: 'Pro & more', billing: 'annual#x' } })
    expect(response.statusCode).toBe(200)
    expect(provider.requests[0]!.successUrl).toBe(
      'https://snipwire.example/dashboard?plan=Pro%20%26%20more&billing=annual%23x',
    )
  })

  it('answers 503 for a success URL given as a path when the server knows no public URL', async () => {
    const provider = new RecordingProvider(() =>
      Promise.resolve({ paymentLink: 'https://pay.example/cs_3' }),
    )
    t = await testApp({ payments: provider })
    await saveSnippet(t.store, t.workspace.workspace.id, 'checkout', {
      type: 'payment',
      priceID: 'price_pro',
      successUrl: '/thanks',
    })
    const response = await pay(t, {})
    expect(response.statusCode).toBe(503)
    expect(response.json().error.message).toMatch(/set SNIPWIRE_PUBLIC_URL/)
    expect(provider.requests).toHaveLength(0)
  })

  it("passes a provider's coded error through and hides anything else behind a 502", async () => {
    const coded = Object.assign(new Error('Unknown price "price_pro".'), {
      code: ERROR_CODES.unknownPrice,
      statusCode: 400,
    })
    const outcomes = [
      () => Promise.reject(coded),
      () => Promise.reject(new Error('socket hang up at 10.0.0.3')),
    ]
    const provider = new RecordingProvider(() => outcomes.shift()!())
    t = await testApp({ payments: provider })
    const unknown = await pay(t, { variables: { plan: 'pro' } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toEqual({
      code: ERROR_CODES.unknownPrice,
      message: 'Unknown price "price_pro".',
    })
    const failed = await pay(t, { variables: { plan: 'pro' } })
    expect(failed.statusCode).toBe(502)
    expect(failed.json().error.code).toBe(ERROR_CODES.paymentProvider)
    expect(failed.body).not.toContain('10.0.0.3')
    expect((await t.store.getUsage(t.workspace.workspace.id)).snippets.checkout).toBeUndefined()
  })
})
