/**
 * Signing of Snipwire's webhooks, and the check a receiver runs. Every request carries
 *
 *   Snipwire-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 *   Snipwire-Idempotency-Key: <notification id>
 *
 * The HMAC key is the workspace's webhook secret (`whsec_…`). A receiver recomputes the HMAC
 * over the raw body bytes (before any JSON parsing), compares in constant time, refuses a
 * timestamp outside its tolerance (a replayed request), and drops an idempotency key it has
 * seen already (a retried delivery). `verifyWebhookSignature` does the first three.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'Snipwire-Signature'
export const IDEMPOTENCY_KEY_HEADER = 'Snipwire-Idempotency-Key'
export const EVENT_HEADER = 'Snipwire-Event'

/**
 * A fresh webhook signing secret for a workspace.
 * @example createWebhookSecret() // 'whsec_2Jq…' (43 characters after the prefix)
 */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`
}

function hmacHex(secret: string, timestamp: number, body: string | Uint8Array): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body)
    .digest('hex')
}

/**
 * The `Snipwire-Signature` header value for a body.
 * @example signWebhook('whsec_abc', '{"id":"ntf_1"}', 1763769600) // 't=1763769600,v1=5c1f…'
 */
export function signWebhook(secret: string, body: string | Uint8Array, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`
}

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: string }

/**
 * Verifies a `Snipwire-Signature` header against the raw request body. Accepts several `v1`
 * entries (any one may match), refuses timestamps more than `toleranceSeconds` away from now.
 * @example
 * // In a receiver, with the raw body as a string or Buffer:
 * const check = verifyWebhookSignature(process.env.SNIPWIRE_WEBHOOK_SECRET, req.headers['snipwire-signature'], rawBody, 300)
 * if (!check.valid) return res.status(400).send(check.reason)
 * if (await alreadySeen(req.headers['snipwire-idempotency-key'])) return res.status(200).end()
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined | null,
  body: string | Uint8Array,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (header === undefined || header === null || header.trim() === '') {
    return { valid: false, reason: `The ${SIGNATURE_HEADER} header is missing.` }
  }
  let timestamp: number | undefined
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2)
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value)
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value)
  }
  if (timestamp === undefined || signatures.length === 0) {
    return {
      valid: false,
      reason: `The ${SIGNATURE_HEADER} header is malformed: it needs t=<unix seconds> and v1=<hex>.`,
    }
  }
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return {
      valid: false,
      reason: `The signature timestamp is more than ${toleranceSeconds} seconds from now: a replayed or delayed request.`,
    }
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex')
  const matches = signatures.some((signature) =>
    timingSafeEqual(expected, Buffer.from(signature, 'hex')),
  )
  if (!matches) {
    return {
      valid: false,
      reason: 'The signature does not match the body: wrong secret, or the body was altered.',
    }
  }
  return { valid: true, timestamp }
}
