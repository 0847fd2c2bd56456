/**
 * POST /v1/realtime/:streamId/subscriptions?key= — subscribes the stream to a display snippet's
 * result. 204; the first snapshot follows on the stream, then one after every change.
 */
import { ROUTES, type SubscribeRequest } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { authorizeKey, readUser } from '../public-request.js'
import { accessTokenSchema, keyQuery, variablesSchema, type KeyQuery } from '../schemas.js'
import type { ServerContext } from '../server-context.js'

const streamParams = {
  type: 'object',
  required: ['streamId'],
  properties: { streamId: { type: 'string', minLength: 1, maxLength: 100 } },
  additionalProperties: false,
} as const

const body = {
  type: 'object',
  required: ['subscriptionId', 'snippetId'],
  properties: {
    subscriptionId: { type: 'string', minLength: 1, maxLength: 100 },
    snippetId: { type: 'string', minLength: 1, maxLength: 100 },
    variables: variablesSchema,
    accessToken: accessTokenSchema,
  },
  additionalProperties: false,
} as const

/**
 * Registers the route on `app`.
 * @example registerSubscribe(app, context)
 */
export function registerSubscribe(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: KeyQuery; Params: { streamId: string }; Body: SubscribeRequest }>(
    ROUTES.subscribe,
    { schema: { querystring: keyQuery, params: streamParams, body } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      const user = readUser(request, context, key)
      await context.live.subscribe(request.params.streamId, key, request.body, user)
      return reply.code(204).send()
    },
  )
}
