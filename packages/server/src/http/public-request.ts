/**
 * The checks every public route starts with: the publishable key (`?key=`) names a workspace,
 * and the page's `Origin` is authorized for it (403 `auth/unauthorized-domain` otherwise); plus
 * reading the signed-in end user from `Authorization: Bearer`.
 *
 * CORS: every public answer reflects the request's `Origin`. Only authorized origins ever get
 * data; error answers (which hold nothing but a code and a message) stay readable, so a page
 * can tell an unknown key from a refused origin.
 */
import { ERROR_CODES, type AuthUser } from '@snipwire/protocol'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { KeyEntry } from '../core/catalog.js'
import { AuthenticationError, NotFoundError, UnauthorizedDomainError } from '../core/errors.js'
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
 * The signed-in end user of `Authorization: Bearer <accessToken>`, or null without the header.
 * A header that is present but not a valid token of this workspace and mode is a 401.
 * @example const user = readUser(request, context, key)
 */
export function readUser(
  request: FastifyRequest,
  context: ServerContext,
  key: KeyEntry,
): AuthUser | null {
  const header = request.headers.authorization
  if (header === undefined || header === '') return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match) {
    throw new AuthenticationError(
      ERROR_CODES.invalidToken,
      'The Authorization header must be "Bearer <accessToken>".',
    )
  }
  return context.core.tokens.verify(match[1]!, { workspaceId: key.workspace.id, mode: key.mode })
}
