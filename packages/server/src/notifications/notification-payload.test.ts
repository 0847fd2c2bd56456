import { describe, expect, it } from 'vitest'
import {
  buildNotificationPayload,
  outboundPayload,
  planNotifications,
  webhookBody,
  type NotificationEvent,
} from './notification-payload.js'

const payload = buildNotificationPayload({
  workspace: { id: 'ws_1', sAcc: 'acct_1Test', sAccLive: 'acct_1Live' },
  apiKey: 'pk_test_abc',
  snippetId: 'signup-form',
  user: { uid: 'u_42', email: 'ada@example.com' },
  metadata: { name: 'Ada', age: 36 },
  processedVariables: { plan: 'Pro' },
})

const event: NotificationEvent = {
  id: 'ntf_01',
  kind: 'signUp',
  workspaceName: 'Acme Shop',
  mode: 'test',
  payload,
  createdAt: 1_763_769_600_123,
}

describe('buildNotificationPayload', () => {
  it('fills the spec payload field for field, from the workspace and the signed-in user', () => {
    expect(payload).toEqual({
      sAcc: 'acct_1Test',
      sAccLive: 'acct_1Live',
      apiKey: 'pk_test_abc',
      snippetId: 'signup-form',
      workspaceId: 'ws_1',
      userId: 'u_42',
      email: 'ada@example.com',
      metadata: { name: 'Ada', age: 36 },
      processedVariables: { plan: 'Pro' },
    })
  })

  it('uses null for a missing user and payment accounts, and empty maps for missing data', () => {
    expect(
      buildNotificationPayload({
        workspace: { id: 'ws_1' },
        apiKey: 'pk_live_x',
        snippetId: 'add-note',
        user: null,
      }),
    ).toEqual({
      sAcc: null,
      sAccLive: null,
      apiKey: 'pk_live_x',
      snippetId: 'add-note',
      workspaceId: 'ws_1',
      userId: null,
      email: null,
      metadata: {},
      processedVariables: {},
    })
  })
})

describe('outboundPayload and webhookBody', () => {
  it('leave the payment account ids on the server', () => {
    expect(outboundPayload(payload)).not.toHaveProperty('sAcc')
    expect(outboundPayload(payload)).not.toHaveProperty('sAccLive')
    const [message] = planNotifications(event, {
      notify: ['signUp'],
      ownerEmail: null,
      webhookUrls: ['https://hooks.example/a'],
    })
    const body = webhookBody(message!)

    expect(body).not.toContain('acct_')
    expect(JSON.parse(body)).toEqual({
      id: 'ntf_01',
      type: 'signUp',
      created: 1_763_769_600,
      mode: 'test',
      workspace: { id: 'ws_1', name: 'Acme Shop' },
      data: {
        apiKey: 'pk_test_abc',
        snippetId: 'signup-form',
        workspaceId: 'ws_1',
        userId: 'u_42',
        email: 'ada@example.com',
        metadata: { name: 'Ada', age: 36 },
        processedVariables: { plan: 'Pro' },
      },
    })
  })
})

describe('planNotifications', () => {
  it('makes one e-mail to the owner and one message per distinct webhook URL, sharing the idempotency key', () => {
    const messages = planNotifications(event, {
      notify: ['login', 'signUp', 'add'],
      ownerEmail: 'owner@acme.example',
      webhookUrls: [
        'https://hooks.example/a',
        'https://hooks.example/b',
        'https://hooks.example/a',
      ],
    })

    expect(
      messages.map(({ id, notificationId, channel, target }) => ({
        id,
        notificationId,
        channel,
        target,
      })),
    ).toEqual([
      { id: 'ntf_01.1', notificationId: 'ntf_01', channel: 'email', target: 'owner@acme.example' },
      {
        id: 'ntf_01.2',
        notificationId: 'ntf_01',
        channel: 'webhook',
        target: 'https://hooks.example/a',
      },
      {
        id: 'ntf_01.3',
        notificationId: 'ntf_01',
        channel: 'webhook',
        target: 'https://hooks.example/b',
      },
    ])
    expect(messages[0]).toMatchObject({
      workspaceId: 'ws_1',
      workspaceName: 'Acme Shop',
      mode: 'test',
      kind: 'signUp',
      payload,
    })
  })

  it('makes nothing for an event the owner turned off, or without an owner e-mail and webhooks', () => {
    expect(
      planNotifications(event, {
        notify: ['login', 'add'],
        ownerEmail: 'owner@acme.example',
        webhookUrls: [],
      }),
    ).toEqual([])
    expect(
      planNotifications(event, { notify: ['signUp'], ownerEmail: null, webhookUrls: [] }),
    ).toEqual([])
  })
})
