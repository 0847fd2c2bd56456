/**
 * A webhook receiver on loopback, written as a Snipwire customer would write one: it verifies
 * `Snipwire-Signature` over the raw body with `verifyWebhookSignature`, answers 400 to a bad
 * signature, and answers the statuses a test queues (204 by default) to good ones.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyWebhookSignature, type SignatureCheck } from '../notifications/webhook-signature.js'

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  body: string
  check: SignatureCheck
}

export interface WebhookReceiver {
  url: string
  received: ReceivedWebhook[]
  /** The secret to verify with (`snipwire workspace set` prints it). */
  secret: string
  /** Statuses for the next valid requests, in order. */
  answers: number[]
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>
  close(): Promise<void>
}

/**
 * @example const hooks = await startWebhookReceiver(); hooks.secret = settings.webhookSecret
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'waitFor' | 'close'> = {
    received: [],
    secret: '',
    answers: [],
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      const header = request.headers['snipwire-signature']
      const check = verifyWebhookSignature(
        receiver.secret,
        Array.isArray(header) ? header[0] : header,
        body,
      )
      receiver.received.push({ headers: request.headers, body: body.toString('utf8'), check })
      response.writeHead(check.valid ? (receiver.answers.shift() ?? 204) : 400)
      response.end(check.valid ? '' : check.reason)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/snipwire`,
    async waitFor(count: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      while (receiver.received.length < count) {
        if (Date.now() > until) {
          throw new Error(
            `${receiver.received.length} of ${count} webhooks arrived within ${timeoutMs} ms`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return receiver.received
    },
    close() {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}
