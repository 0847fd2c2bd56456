/**
 * POST /v1/auth/sign-out?key= — revokes the refresh token (and every token rotated from the same
 * sign-in). 204 also for a token that is unknown or revoked already.
 */
import { ROUTES, type SignOutRequest } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { signOut } from '../../core/identity.js'
import { authorizeKey } from '../public-request.js'
import { keyQuery, type KeyQuery } from '../schemas.js'
import type { ServerContext } from '../server-context.js'
import { refreshTokenBody } from './refresh.js'

/**
 * Registers the route on `app`.
 * @example registerSignOut(app, context)
 */
export function registerSignOut(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: KeyQuery; Body: SignOutRequest }>(
    ROUTES.signOut,
    { schema: { querystring: keyQuery, body: refreshTokenBody } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      await signOut(context.core, key, request.body.refreshToken)
      return reply.code(204).send()
    },
  )
}
