/**
 * The SMTP Mailer over nodemailer, configured by one URL (`SMTP_URL`):
 * `smtp://user:pass@host:587` (STARTTLS when offered), `smtps://user:pass@host:465` (TLS), and an
 * optional `from` parameter for the sender address, e.g. `smtp://mail.example:587?from=alerts@example.com`.
 */
import { createTransport } from 'nodemailer'
import { MailDeliveryError, type MailMessage, type Mailer, type SentMail } from './mailer.js'

export interface SmtpMailerOptions {
  /** `SMTP_URL`. */
  url: string
  /** Sender when the URL has no `from` parameter; `Snipwire <no-reply@localhost>` by default. */
  from?: string
  /** Connection, greeting and socket time-outs, 15 s by default. */
  timeoutMs?: number
}

/**
 * @example
 * const mailer = createSmtpMailer({ url: process.env.SMTP_URL })
 * await mailer.send({ to: 'owner@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  let url: URL
  try {
    url = new URL(options.url)
  } catch {
    throw new TypeError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587.')
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new TypeError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`)
  }
  const from = url.searchParams.get('from') ?? options.from ?? 'Snipwire <no-reply@localhost>'
  url.searchParams.delete('from')
  const timeoutMs = options.timeoutMs ?? 15_000
  const transport = createTransport(
    {
      url: url.toString(),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    },
    { from },
  )

  return {
    async send(message: MailMessage): Promise<SentMail> {
      try {
        const info = await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
          ...(message.headers === undefined ? {} : { headers: message.headers }),
        })
        return { messageId: info.messageId, response: info.response }
      } catch (error) {
        throw toMailDeliveryError(error)
      }
    },
    close() {
      transport.close()
    },
  }
}

function toMailDeliveryError(error: unknown): MailDeliveryError {
  const details = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown
    responseCode?: unknown
    command?: unknown
    code?: unknown
  }
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : null
  const command = typeof details.command === 'string' ? details.command : ''
  const permanent = responseCode !== null && responseCode >= 500 && command.startsWith('RCPT')
  const reason = typeof details.message === 'string' ? details.message : String(error)
  const code = typeof details.code === 'string' ? ` (${details.code})` : ''
  return new MailDeliveryError(`SMTP: ${reason}${code}`, permanent, responseCode, { cause: error })
}
