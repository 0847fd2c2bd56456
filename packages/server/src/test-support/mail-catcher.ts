/**
 * A real SMTP server on loopback (`smtp-server`) that parses every message it accepts
 * (`mailparser`), for tests of the owner e-mails. Recipients starting with `nobody@` are refused
 * for good (550), as a mail server refuses an unknown mailbox.
 */
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface MailCatcher {
  /** `smtp://127.0.0.1:PORT?from=…`, for `SMTP_URL`. */
  url: string
  mails: ParsedMail[]
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>
  close(): Promise<void>
}

/**
 * @example const smtp = await startMailCatcher(); … SMTP_URL = smtp.url; await smtp.waitFor(1)
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) {
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
        return
      }
      callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}?from=notify@snipwire.example`,
    mails,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > until) {
          throw new Error(`${mails.length} of ${count} e-mails arrived within ${timeoutMs} ms`)
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return mails
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
