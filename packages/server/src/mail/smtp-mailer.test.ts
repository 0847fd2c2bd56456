import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MailDeliveryError } from './mailer.js'
import { createSmtpMailer } from './smtp-mailer.js'

interface Delivered {
  mail: ParsedMail
  from: string
  to: string[]
  user: string | undefined
}

/** A real SMTP server on loopback: AUTH PLAIN/LOGIN, a mailbox that refuses, one that defers. */
function startSmtpServer(): Promise<{ server: SMTPServer; port: number; delivered: Delivered[] }> {
  const delivered: Delivered[] = []
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'p@ss word')
        return callback(null, { user: 'mailer' })
      callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (mail.subject === 'defer me') {
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
          }
          delivered.push({
            mail,
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: session.user as string | undefined,
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, delivered }),
    ),
  )
}

async function failure(promise: Promise<unknown>): Promise<MailDeliveryError> {
  const error: unknown = await promise.then(
    () => new Error('expected the mail to be refused'),
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(MailDeliveryError)
  return error as MailDeliveryError
}

describe('createSmtpMailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())))
  beforeEach(() => {
    smtp.delivered.length = 0
  })

  const url = () => `smtp://mailer:p%40ss%20word@127.0.0.1:${smtp.port}?from=alerts@shop.example`
  const message = {
    to: 'owner@shop.example',
    subject: 'Nouvelle inscription: zoë@example.com',
    text: 'Zoë signed up.\n',
    html: '<p>Zoë signed up.</p>',
    messageId: '<ntf_1.1@snipwire>',
    headers: { 'X-Snipwire-Idempotency-Key': 'ntf_1' },
  }

  it('delivers subject, text, HTML and headers, authenticated, from the URL’s sender', async () => {
    const mailer = createSmtpMailer({ url: url() })
    const sent = await mailer.send(message)
    mailer.close()

    expect(sent.messageId).toBe('<ntf_1.1@snipwire>')
    expect(sent.response).toMatch(/^250 /)
    expect(smtp.delivered).toHaveLength(1)
    const [got] = smtp.delivered
    expect(got!.user).toBe('mailer')
    expect(got!.from).toBe('alerts@shop.example')
    expect(got!.to).toEqual(['owner@shop.example'])
    expect(got!.mail.subject).toBe('Nouvelle inscription: zoë@example.com')
    expect(got!.mail.text).toBe('Zoë signed up.\n')
    expect(got!.mail.html).toBe('<p>Zoë signed up.</p>')
    expect(got!.mail.messageId).toBe('<ntf_1.1@snipwire>')
    expect(got!.mail.headers.get('x-snipwire-idempotency-key')).toBe('ntf_1')
  })

  it('uses the from option, then a default sender, when the URL has none', async () => {
    const withOption = createSmtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Shop <owner-alerts@shop.example>',
    })
    await withOption.send(message)
    withOption.close()
    const withDefault = createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}` })
    await withDefault.send(message)
    withDefault.close()

    expect(smtp.delivered.map((got) => got.mail.from?.text)).toEqual([
      '"Shop" <owner-alerts@shop.example>',
      '"Snipwire" <no-reply@localhost>',
    ])
  })

  it('reports a recipient refused for good as a permanent failure', async () => {
    const mailer = createSmtpMailer({ url: url() })
    const error = await failure(mailer.send({ ...message, to: 'nobody@shop.example' }))
    mailer.close()

    expect(error.permanent).toBe(true)
    expect(error.responseCode).toBe(550)
    expect(error.message).toContain('Mailbox unavailable')
  })

  it('reports a deferral, a wrong password and an unreachable server as temporary failures', async () => {
    const mailer = createSmtpMailer({ url: url() })
    const deferred = await failure(mailer.send({ ...message, subject: 'defer me' }))
    mailer.close()
    const wrongPassword = createSmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}` })
    const refused = await failure(wrongPassword.send(message))
    wrongPassword.close()
    const unreachable = createSmtpMailer({ url: 'smtp://127.0.0.1:9', timeoutMs: 2000 })
    const down = await failure(unreachable.send(message))
    unreachable.close()

    expect([deferred.permanent, deferred.responseCode]).toEqual([false, 451])
    expect([refused.permanent, refused.message]).toEqual([
      false,
      expect.stringContaining('(EAUTH)'),
    ])
    expect([down.permanent, down.message]).toEqual([false, expect.stringContaining('ECONNREFUSED')])
    expect(smtp.delivered).toHaveLength(0)
  })

  it('throws a TypeError naming SMTP_URL for a URL it cannot use', () => {
    expect(() => createSmtpMailer({ url: 'mail.example.com' })).toThrow(
      'SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587.',
    )
    expect(() => createSmtpMailer({ url: 'http://mail.example.com' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://, not http://.',
    )
  })
})
