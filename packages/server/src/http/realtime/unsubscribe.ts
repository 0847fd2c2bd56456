/**
 * DELETE /v1/realtime/:streamId/subscriptions/:subscriptionId?key= — ends one subscription.
 */
import { ERROR_CODES, ROUTES } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { NotFoundError } from '../../core/errors.js'
import { authorizeKey } from '../public-request.js'
import { keyQuery, type KeyQuery } from '../schemas.js'
import type { ServerContext } from '../server-context.js'

const params = {
  type: 'object',
  required: ['streamId', 'subscriptionId'],
  properties: {
    streamId: { type: 'string', minLength: 1, maxLength: 100 },
    subscriptionId: { type: 'string', minLength: 1, maxLength: 100 },
  },
  additionalProperties: false,
} as const

/**
 * Registers the route on `app`.
 * @example registerUnsubscribe(app, context)
 */
export function registerUnsubscribe(app: FastifyInstance, context: ServerContext): void {
  app.delete<{ Querystring: KeyQuery; Params: { streamId: string; subscriptionId: string } }>(
    ROUTES.unsubscribe,
    { schema: { querystring: keyQuery, params } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      const { streamId, subscriptionId } = request.params
      if (!context.live.unsubscribe(streamId, key, subscriptionId)) {
        throw new NotFoundError(
          `The stream has no subscription "${subscriptionId}".`,
          ERROR_CODES.notFound,
        )
      }
      return reply.code(204).send()
    },
  )
}
