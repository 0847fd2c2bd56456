/**
 * Sends one signed webhook request: POST of the JSON body with `Snipwire-Signature`,
 * `Snipwire-Idempotency-Key` and `Snipwire-Event`, a time-out, and no redirects followed (a
 * redirect would send the signed body somewhere the owner did not configure). Any 2xx answer is
 * a delivery; everything else is a failure the worker retries, described for the delivery log.
 */
import {
  EVENT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  SIGNATURE_HEADER,
  signWebhook,
} from './webhook-signature.js'

export interface WebhookRequest {
  url: string
  /** The exact bytes that are signed and sent. */
  body: string
  secret: string
  idempotencyKey: string
  eventType: string
  /** Unix seconds for the signature. */
  timestamp: number
}

export type DeliveryResult = { ok: true; detail: string } | { ok: false; detail: string }

export interface WebhookSender {
  send(request: WebhookRequest): Promise<DeliveryResult>
}

export interface WebhookSenderOptions {
  /** Per request, 10 s by default. */
  timeoutMs?: number
}

// Enough of an error answer to tell what went wrong, short enough for the log.
const MAX_DETAIL_BODY = 200

/**
 * @example
 * const sender = createWebhookSender({ timeoutMs: 5000 })
 * const result = await sender.send({ url, body, secret, idempotencyKey: 'ntf_1', eventType: 'add', timestamp })
 */
export function createWebhookSender(options: WebhookSenderOptions = {}): WebhookSender {
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    async send(request: WebhookRequest): Promise<DeliveryResult> {
      let response: Response
      try {
        response = await fetch(request.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Snipwire-Webhooks/1',
            [SIGNATURE_HEADER]: signWebhook(request.secret, request.body, request.timestamp),
            [IDEMPOTENCY_KEY_HEADER]: request.idempotencyKey,
            [EVENT_HEADER]: request.eventType,
          },
          body: request.body,
        })
      } catch (error) {
        return { ok: false, detail: describeFetchError(error, timeoutMs) }
      }
      if (response.status >= 200 && response.status < 300) {
        await response.body?.cancel()
        return { ok: true, detail: `HTTP ${response.status}` }
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel()
        return {
          ok: false,
          detail: `HTTP ${response.status}: redirects are not followed; configure the final URL of the webhook.`,
        }
      }
      const text = await response.text().catch(() => '')
      const excerpt = text.replace(/\s+/g, ' ').trim().slice(0, MAX_DETAIL_BODY)
      return { ok: false, detail: `HTTP ${response.status}${excerpt === '' ? '' : `: ${excerpt}`}` }
    },
  }
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `No answer within ${timeoutMs} ms.`
  }
  // fetch wraps the socket's error: `cause` has the system code (ECONNREFUSED, ENOTFOUND…).
  const cause: unknown = error instanceof Error ? error.cause : undefined
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code
    return typeof code === 'string'
      ? `Connection failed (${code}).`
      : `Request failed: ${cause.message}`
  }
  return `Request failed: ${error instanceof Error ? error.message : String(error)}`
}
