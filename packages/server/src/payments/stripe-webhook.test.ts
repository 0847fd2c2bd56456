import { createHmac } from 'node:crypto'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { WebhookSignatureError } from './payment-error.js'
import { isFromWorkspaceAccount, parseStripeWebhook } from './stripe-webhook.js'

const secret = 'whsec_test_5f0c1d2e3a4b'
const created = 1_763_769_600
const receivedAt = (created + 5) * 1000

function completedEvent(
  overrides: { livemode?: boolean; metadata?: Record<string, string>; type?: string } = {},
) {
  return JSON.stringify({
    id: 'evt_1QxYz2Fake',
    object: 'event',
    account: 'acct_1Connected',
    api_version: '2025-10-29.clover',
    created,
    data: {
      object: {
        id: 'cs_test_a1B2c3',
        object: 'checkout.session',
        amount_subtotal: 7900,
        amount_total: 7900,
        currency: 'usd',
        customer_details: { email: 'buyer@example.com', name: 'Ada Buyer' },
        livemode: overrides.livemode ?? false,
        metadata: overrides.metadata ?? {
          plan: 'Pro',
          billing: 'monthly',
          snippetId: 'pay-pro',
          workspaceId: 'ws_1',
          userId: 'u_9',
        },
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
        subscription: 'sub_1Fake',
      },
    },
    livemode: overrides.livemode ?? false,
    pending_webhooks: 1,
    request: { id: 'req_fake', idempotency_key: null },
    type: overrides.type ?? 'checkout.session.completed',
  })
}

function sign(body: string, timestamp: number, key = secret): string {
  const signature = createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

function failure(body: string, header: string | undefined): WebhookSignatureError {
  try {
    parseStripeWebhook(body, header, { webhookSecret: secret, receivedAt })
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError)
    const signatureError = error as WebhookSignatureError
    expect(signatureError.statusCode).toBe(400)
    return signatureError
  }
  throw new Error('expected the webhook to be refused')
}

describe('parseStripeWebhook', () => {
  it('reads a signed checkout.session.completed into a payment record', () => {
    const body = completedEvent()

    const outcome = parseStripeWebhook(body, sign(body, created), {
      webhookSecret: secret,
      receivedAt,
    })

    expect(outcome).toEqual({
      kind: 'payment',
      eventId: 'evt_1QxYz2Fake',
      account: 'acct_1Connected',
      payment: {
        provider: 'stripe',
        checkoutId: 'cs_test_a1B2c3',
        eventId: 'evt_1QxYz2Fake',
        workspaceId: 'ws_1',
        mode: 'test',
        snippetId: 'pay-pro',
        userId: 'u_9',
        priceId: null,
        paymentType: 'subscription',
        status: 'paid',
        amountTotal: 7900,
        currency: 'usd',
        customerEmail: 'buyer@example.com',
        metadata: {
          plan: 'Pro',
          billing: 'monthly',
          snippetId: 'pay-pro',
          workspaceId: 'ws_1',
          userId: 'u_9',
        },
        completedAt: created * 1000,
      },
    })
  })

  it("accepts the header the SDK's own test helper produces, and a live event as live mode", () => {
    const body = completedEvent({ livemode: true })
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      timestamp: created,
    })

    const outcome = parseStripeWebhook(body, header, { webhookSecret: secret, receivedAt })

    expect(outcome.kind === 'payment' && outcome.payment.mode).toBe('live')
  })

  it('refuses a signature made with another secret', () => {
    const body = completedEvent()

    expect(failure(body, sign(body, created, 'whsec_other')).message).toBe(
      'The Stripe-Signature does not match the request body: the webhook secret is wrong or the body was altered.',
    )
  })

  it('refuses a body altered after signing', () => {
    const body = completedEvent()
    const tampered = body.replace('"amount_total":7900', '"amount_total":1')

    expect(failure(tampered, sign(body, created)).message).toContain(
      'does not match the request body',
    )
  })

  it('refuses a replayed request whose signature is older than the tolerance', () => {
    const body = completedEvent()
    const tenMinutesEarlier = created - 600

    expect(failure(body, sign(body, tenMinutesEarlier)).message).toBe(
      'The Stripe-Signature is older than 300 seconds: a replayed or delayed request is refused.',
    )
  })

  it('refuses a request without a signature or with a malformed one', () => {
    const body = completedEvent()

    expect(failure(body, undefined).message).toBe(
      'The Stripe-Signature header is missing: only requests signed by Stripe are accepted.',
    )
    expect(failure(body, 'garbage').message).toBe(
      'The Stripe-Signature header is malformed: it needs t=<timestamp> and v1=<signature>.',
    )
  })

  it('ignores other event types and sessions Snipwire did not create', () => {
    const expired = completedEvent({ type: 'checkout.session.expired' })
    const foreign = completedEvent({ metadata: { orderId: '42' } })

    expect(
      parseStripeWebhook(expired, sign(expired, created), { webhookSecret: secret, receivedAt }),
    ).toEqual({
      kind: 'ignored',
      eventId: 'evt_1QxYz2Fake',
      eventType: 'checkout.session.expired',
      reason: 'not a completed checkout',
    })
    expect(
      parseStripeWebhook(foreign, sign(foreign, created), { webhookSecret: secret, receivedAt }),
    ).toMatchObject({
      kind: 'ignored',
      reason: 'the session has no workspaceId metadata, so Snipwire did not create it',
    })
  })

  it("accepts a payment only from the workspace's own account for the event's mode", () => {
    const body = completedEvent()
    const outcome = parseStripeWebhook(body, sign(body, created), {
      webhookSecret: secret,
      receivedAt,
    })
    if (outcome.kind !== 'payment') throw new Error('expected a payment')

    expect(
      isFromWorkspaceAccount(outcome, { sAcc: 'acct_1Connected', sAccLive: 'acct_1Other' }),
    ).toBe(true)
    expect(
      isFromWorkspaceAccount(outcome, { sAcc: 'acct_1Other', sAccLive: 'acct_1Connected' }),
    ).toBe(false)
    expect(isFromWorkspaceAccount(outcome, {})).toBe(false)
    expect(isFromWorkspaceAccount({ ...outcome, account: null }, {})).toBe(true)
  })
})
