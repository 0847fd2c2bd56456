/**
 * Pay and Cancel only take forms sent by the checkout page itself. The form token already proves
 * the page was read; this also refuses a post that the browser says came from another site
 * (`Sec-Fetch-Site`), or whose `Origin` is not this server's.
 */
import type { FastifyRequest } from 'fastify'
import { CheckoutFormError } from '../payment-error.js'

/**
 * Throws `CheckoutFormError` (403) for a cross-site form post.
 * @example checkFormOrigin(request, context.publicUrl)
 */
export function checkFormOrigin(request: FastifyRequest, publicUrl: string | null): void {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') throw new CheckoutFormError()
  const origin = request.headers.origin
  if (origin === undefined) return
  // A browser sends "null" for an opaque origin (e.g. a sandboxed frame): never ours.
  if (origin === 'null') {
    if (site !== 'same-origin') throw new CheckoutFormError()
    return
  }
  const own = new Set([`${request.protocol}://${request.host}`])
  if (publicUrl !== null) own.add(new URL(publicUrl).origin)
  if (!own.has(origin)) throw new CheckoutFormError()
}

/**
 * The `token` field of a Pay or Cancel form.
 * @example formToken(request.body) // 'Zx3…'
 */
export function formToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const token = (body as Record<string, unknown>).token
  return typeof token === 'string' ? token : undefined
}
