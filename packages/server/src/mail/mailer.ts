/**
 * What the server needs from e-mail: send one message. `smtp-mailer.ts` implements it over
 * SMTP; without `SMTP_URL` there is no Mailer and owner e-mails wait in the outbox.
 */

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** A stable Message-ID (`<id@domain>`), so a message sent twice is recognisably one. */
  messageId?: string
  headers?: Record<string, string>
}

export interface SentMail {
  messageId: string
  /** The server's final answer, e.g. `250 Accepted`, for the delivery log. */
  response: string
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>
  close(): void
}

/**
 * A message the mail server did not take. `permanent` is true when the server refused the
 * recipient for good (a 5xx answer to RCPT TO): sending again cannot help. Connection,
 * authentication and temporary (4xx) failures are not permanent, since fixing the server's
 * configuration or waiting can.
 */
export class MailDeliveryError extends Error {
  readonly permanent: boolean
  readonly responseCode: number | null

  constructor(
    message: string,
    permanent: boolean,
    responseCode: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'MailDeliveryError'
    this.permanent = permanent
    this.responseCode = responseCode
  }
}
