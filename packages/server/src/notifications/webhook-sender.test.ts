import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createWebhookSender, type WebhookRequest } from './webhook-sender.js'
import { verifyWebhookSignature, type SignatureCheck } from './webhook-signature.js'

const secret = 'whsec_receiver_secret'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
  check: SignatureCheck
}

/** A webhook receiver on loopback that verifies every request with the documented helper. */
function startReceiver(): Promise<{
  server: Server
  url: string
  received: Received[]
  answer: { status: number; body: string }
}> {
  const received: Received[] = []
  const answer = { status: 204, body: '' }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks)
      const check = verifyWebhookSignature(
        secret,
        request.headers['snipwire-signature'] as string | undefined,
        raw,
        300,
      )
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: raw.toString('utf8'),
        check,
      })
      if (request.url === '/slow') return
      if (request.url === '/moved') {
        response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' })
        return response.end()
      }
      if (!check.valid) {
        response.writeHead(400)
        return response.end(check.reason)
      }
      response.writeHead(answer.status)
      response.end(answer.body)
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
        answer,
      }),
    ),
  )
}

describe('createWebhookSender', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(() => {
    receiver.server.closeAllConnections()
    return new Promise<void>((resolve) => receiver.server.close(() => resolve()))
  })
  beforeEach(() => {
    receiver.received.length = 0
    receiver.answer.status = 204
    receiver.answer.body = ''
  })

  const request = (change: Partial<WebhookRequest> = {}): WebhookRequest => ({
    url: `${receiver.url}/hooks/snipwire`,
    body: JSON.stringify({ id: 'ntf_1', type: 'signUp', data: { email: 'ada@example.com' } }),
    secret,
    idempotencyKey: 'ntf_1',
    eventType: 'signUp',
    timestamp: Math.floor(Date.now() / 1000),
    ...change,
  })

  it('posts the JSON body signed so that the receiver verifies it, with the idempotency key', async () => {
    const result = await createWebhookSender().send(request())

    expect(result).toEqual({ ok: true, detail: 'HTTP 204' })
    const [got] = receiver.received
    expect(got!.check.valid).toBe(true)
    expect(got!.path).toBe('/hooks/snipwire')
    expect(got!.headers['content-type']).toBe('application/json')
    expect(got!.headers['snipwire-idempotency-key']).toBe('ntf_1')
    expect(got!.headers['snipwire-event']).toBe('signUp')
    expect(JSON.parse(got!.body)).toEqual({
      id: 'ntf_1',
      type: 'signUp',
      data: { email: 'ada@example.com' },
    })
  })

  it('is refused by a receiver with another secret, and reports its answer', async () => {
    const result = await createWebhookSender().send(request({ secret: 'whsec_wrong' }))

    expect(result).toEqual({
      ok: false,
      detail:
        'HTTP 400: The signature does not match the body: wrong secret, or the body was altered.',
    })
  })

  it('is refused with a stale timestamp', async () => {
    const result = await createWebhookSender().send(
      request({ timestamp: Math.floor(Date.now() / 1000) - 600 }),
    )

    expect(result.ok).toBe(false)
    expect(result.detail).toContain('a replayed or delayed request')
  })

  it('reports a receiver error with its status and the start of its answer', async () => {
    receiver.answer.status = 503
    receiver.answer.body = 'Service   Unavailable\n\nretry later'

    expect(await createWebhookSender().send(request())).toEqual({
      ok: false,
      detail: 'HTTP 503: Service Unavailable retry later',
    })
  })

  it('does not follow a redirect', async () => {
    const result = await createWebhookSender().send(request({ url: `${receiver.url}/moved` }))

    expect(result).toEqual({
      ok: false,
      detail: 'HTTP 302: redirects are not followed; configure the final URL of the webhook.',
    })
    expect(receiver.received).toHaveLength(1)
  })

  it('gives up on a receiver that does not answer in time', async () => {
    const result = await createWebhookSender({ timeoutMs: 200 }).send(
      request({ url: `${receiver.url}/slow` }),
    )

    expect(result).toEqual({ ok: false, detail: 'No answer within 200 ms.' })
  })

  it('reports a receiver that is not listening', async () => {
    const closed = createServer()
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)),
    )
    await new Promise((resolve) => closed.close(resolve))

    const result = await createWebhookSender().send(
      request({ url: `http://127.0.0.1:${port}/hook` }),
    )

    expect(result).toEqual({ ok: false, detail: 'Connection failed (ECONNREFUSED).' })
  })
})
