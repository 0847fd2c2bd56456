/**
 * OPTIONS /v1/* — CORS preflight for the POST and DELETE routes (JSON bodies, `Authorization`).
 * Answered only for an origin the key's workspace authorizes; the browser then sends the request.
 */
import type { FastifyInstance } from 'fastify'
import { authorizeKey } from './public-request.js'
import { keyQuery, type KeyQuery } from './schemas.js'
import type { ServerContext } from './server-context.js'

/**
 * Registers the route on `app`.
 * @example registerPreflight(app, context)
 */
export function registerPreflight(app: FastifyInstance, context: ServerContext): void {
  app.options<{ Querystring: KeyQuery }>(
    '/v1/*',
    { schema: { querystring: keyQuery } },
    async (request, reply) => {
      await authorizeKey(request, reply, context)
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, DELETE')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .send()
    },
  )
}
