/**
 * The checks every public route starts with: the publishable key (`?key=`) names a workspace,
 * and the page's `Origin` is authorized for it (403 `auth/unauthorized-domain` otherwise); plus
 * reading the signed-in end user from `Authorization: Bearer` or the body's `accessToken`.
 *
 * CORS: every public answer reflects the request's `Origin`. Only authorized origins ever get
 * data; error answers (which hold nothing but a code and a message) stay readable, so a page
 * can tell an unknown key from a refused origin.
 */
import { ERROR_CODES, type AuthUser } from '@snipwire/protocol'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { KeyEntry } from '../core/catalog.js'
import {
  AuthenticationError,
  InvalidRequestError,
  NotFoundError,
  UnauthorizedDomainError,
} from '../core/errors.js'
import { isOriginAllowed } from '../core/origins.js'
import type { KeyQuery } from './schemas.js'
import type { ServerContext } from './server-context.js'

/**
 * Sets the CORS answer headers for the request's origin, if it sent one.
 * @example reflectOrigin(request, reply)
 */
export function reflectOrigin(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const origin = request.headers.origin
  if (origin !== undefined) {
    reply.header('access-control-allow-origin', origin)
    reply.header('vary', 'Origin')
  }
  return origin
}

/**
 * The workspace and mode of the request's key, after checking its origin.
 * @example const key = await authorizeKey(request, reply, context)
 */
export async function authorizeKey(
  request: FastifyRequest<{ Querystring: KeyQuery }>,
  reply: FastifyReply,
  context: ServerContext,
): Promise<KeyEntry> {
  const origin = reflectOrigin(request, reply)
  const key = await context.core.catalog.resolveKey(request.query.key)
  if (!key) throw new NotFoundError()
  if (origin !== undefined && !isOriginAllowed(key.workspace, key.mode, origin)) {
    throw new UnauthorizedDomainError(origin)
  }
  return key
}

/**
 * The signed-in end user of `Authorization: Bearer <accessToken>` or of the body's `accessToken`,
 * or null with neither. A token that is present but not valid for this workspace and mode is a
 * 401; both at once is a 400.
 *
 * The body's token lets a page send its JSON as `text/plain`, a CORS simple request without a
 * preflight. That is as safe as the header: like it, the token is no ambient credential (no
 * cookie), so another site cannot send it for the user, and the origin is checked all the same.
 * @example const user = readUser(request, context, key)
 */
export function readUser(
  request: FastifyRequest,
  context: ServerContext,
  key: KeyEntry,
): AuthUser | null {
  const header = request.headers.authorization
  const inBody = (request.body as { accessToken?: string } | undefined)?.accessToken
  let token = inBody
  if (header !== undefined && header !== '') {
    if (inBody !== undefined) {
      throw new InvalidRequestError(
        'Send the access token once: in the Authorization header or as accessToken in the body.',
      )
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (!match) {
      throw new AuthenticationError(
        ERROR_CODES.invalidToken,
        'The Authorization header must be "Bearer <accessToken>".',
      )
    }
    token = match[1]
  }
  if (token === undefined) return null
  return context.core.tokens.verify(token, { workspaceId: key.workspace.id, mode: key.mode })
}
