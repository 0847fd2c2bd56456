/**
 * POST /v1/auth/refresh?key= — exchanges a refresh token for a new session (the token rotates).
 */
import { ROUTES, type RefreshRequest } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { refreshSession } from '../../core/identity.js'
import { authorizeKey } from '../public-request.js'
import { keyQuery, type KeyQuery } from '../schemas.js'
import type { ServerContext } from '../server-context.js'

export const refreshTokenBody = {
  type: 'object',
  required: ['refreshToken'],
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 500 } },
  additionalProperties: false,
} as const

/**
 * Registers the route on `app`.
 * @example registerRefresh(app, context)
 */
export function registerRefresh(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: KeyQuery; Body: RefreshRequest }>(
    ROUTES.refresh,
    { schema: { querystring: keyQuery, body: refreshTokenBody } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      const result = await refreshSession(context.core, key, request.body.refreshToken)
      return reply.header('cache-control', 'no-store').send(result)
    },
  )
}
