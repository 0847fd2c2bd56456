/**
 * A stand-in for api.stripe.com on loopback: it receives the official SDK's real HTTP requests,
 * records them, and answers as Stripe does (a Checkout Session object, or Stripe's error bodies)
 * by price id: `price_missing` (unknown price), `price_recurring`, `price_forbidden` (403),
 * `price_boom` (500), `price_hang` (no answer); any other price gets a session.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  form: Record<string, string>
}

export interface FakeStripe {
  server: Server
  port: number
  requests: ReceivedRequest[]
  close(): Promise<void>
}

/**
 * Starts the stand-in on a free loopback port.
 * @example const stripe = await startFakeStripe(); createStripeProvider({ …, host: '127.0.0.1', port: stripe.port, protocol: 'http' })
 */
export function startFakeStripe(): Promise<FakeStripe> {
  const requests: ReceivedRequest[] = []
  const server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw))
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form,
      })
      const price = form['line_items[0][price]'] ?? ''
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_fake123',
        })
        response.end(JSON.stringify(body))
      }
      if (price === 'price_hang') return
      if (price === 'price_missing') {
        return reply(400, {
          error: {
            code: 'resource_missing',
            doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
            message: "No such price: 'price_missing'",
            param: 'line_items[0][price]',
            request_log_url: 'https://dashboard.stripe.com/acct_1Secret/test/logs/req_fake123',
            type: 'invalid_request_error',
          },
        })
      }
      if (price === 'price_recurring') {
        return reply(400, {
          error: {
            message:
              'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
            param: 'line_items[0][price]',
            type: 'invalid_request_error',
          },
        })
      }
      if (price === 'price_forbidden') {
        return reply(403, {
          error: {
            message:
              "The provided key 'sk_test_********************1234' does not have access to account 'acct_1Secret' (or that account does not exist).",
            type: 'invalid_request_error',
          },
        })
      }
      if (price === 'price_boom') {
        return reply(500, { error: { message: 'An unknown error occurred', type: 'api_error' } })
      }
      const id = `cs_test_a1${requests.length}`
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      )
      reply(200, {
        id,
        object: 'checkout.session',
        amount_subtotal: 2900,
        amount_total: 2900,
        cancel_url: form.cancel_url ?? null,
        created: 1_763_769_600,
        currency: 'usd',
        customer_details: null,
        expires_at: 1_763_856_000,
        livemode: false,
        metadata,
        mode: form.mode,
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.success_url,
        url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      })
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        requests,
        close() {
          server.closeAllConnections()
          return new Promise<void>((done) => server.close(() => done()))
        },
      })
    })
  })
}
