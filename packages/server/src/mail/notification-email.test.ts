import { describe, expect, it } from 'vitest'
import {
  buildNotificationPayload,
  planNotifications,
  type NotificationKind,
} from '../notifications/notification-payload.js'
import { renderNotificationEmail } from './notification-email.js'

function message(
  kind: NotificationKind,
  change: { email?: string | null; mode?: 'test' | 'live'; name?: string } = {},
) {
  const email = change.email === undefined ? 'ada@example.com' : change.email
  const payload = buildNotificationPayload({
    workspace: { id: 'ws_1', sAcc: 'acct_1SecretTest', sAccLive: 'acct_1SecretLive' },
    apiKey: 'pk_test_abc',
    snippetId: kind === 'add' ? 'guestbook' : 'auth-form',
    user: email === null ? null : { uid: 'u_42', email },
    metadata: kind === 'login' ? {} : { title: '<b>Hi</b> & "bye"', tags: ['a', 'b'] },
    processedVariables: kind === 'add' ? { room: 'lobby' } : {},
  })
  const [outbox] = planNotifications(
    {
      id: 'ntf_01',
      kind,
      workspaceName: change.name ?? 'Acme Shop',
      mode: change.mode ?? 'test',
      payload,
      createdAt: Date.UTC(2025, 10, 22, 9, 30, 5),
    },
    { notify: [kind], ownerEmail: 'owner@acme.example', webhookUrls: [] },
  )
  return outbox!
}

describe('renderNotificationEmail', () => {
  it('gives each event kind its own readable subject, marking test mode', () => {
    expect(renderNotificationEmail(message('login')).subject).toBe(
      '[test] ada@example.com signed in to Acme Shop',
    )
    expect(renderNotificationEmail(message('signUp', { mode: 'live' })).subject).toBe(
      'New sign-up on Acme Shop: ada@example.com',
    )
    expect(renderNotificationEmail(message('add')).subject).toBe(
      '[test] New document added on Acme Shop by ada@example.com',
    )
    expect(renderNotificationEmail(message('add', { email: null })).subject).toBe(
      '[test] New document added on Acme Shop',
    )
  })

  it('writes the facts, fields and variables as plain text', () => {
    const { text } = renderNotificationEmail(message('add'))

    expect(text).toContain(
      'ada@example.com added a document on "Acme Shop" through the snippet "guestbook".',
    )
    expect(text).toContain('Event:           New document')
    expect(text).toContain('Workspace:       Acme Shop (ws_1)')
    expect(text).toContain('Mode:            test (key pk_test_abc)')
    expect(text).toContain('User:            ada@example.com (u_42)')
    expect(text).toContain('Time:            2025-11-22 09:30:05 UTC')
    expect(text).toContain('Notification id: ntf_01')
    expect(text).toContain('Document fields\n  title: <b>Hi</b> & "bye"\n  tags: ["a","b"]')
    expect(text).toContain('Variables\n  room: lobby')
    expect(text).toContain('snipwire workspace set --workspace ws_1 --notify login,signUp,add')
  })

  it('escapes every value in the HTML body', () => {
    const { html } = renderNotificationEmail(message('signUp', { name: 'Tom & <Jerry>' }))

    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt; &amp; &quot;bye&quot;')
    expect(html).toContain('Tom &amp; &lt;Jerry&gt; (ws_1)')
    expect(html).not.toContain('<b>Hi</b>')
    expect(html).not.toContain('<Jerry>')
  })

  it('never shows the payment account ids', () => {
    for (const kind of ['login', 'signUp', 'add'] as const) {
      const email = renderNotificationEmail(message(kind))
      expect(`${email.subject}${email.text}${email.html}`).not.toContain('acct_')
    }
  })

  it('keeps the subject on one line whatever the workspace name holds', () => {
    const { subject } = renderNotificationEmail(
      message('login', { name: 'Acme\r\nBcc: victim@example.com' }),
    )

    expect(subject).toBe('[test] ada@example.com signed in to Acme Bcc: victim@example.com')
  })
})
