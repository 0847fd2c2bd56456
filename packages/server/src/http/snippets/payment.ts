/**
 * POST /v1/snippets/:snippetId/payment?key= — starts a checkout for a payment snippet and
 * answers `{ paymentLink }`; the provider is whatever the server was built with (503 when none).
 */
import { ROUTES, type PaymentRequest } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { startCheckout } from '../../core/checkout.js'
import { loadSnippetCall } from '../../core/snippet-call.js'
import { authorizeKey, readUser } from '../public-request.js'
import {
  accessTokenSchema,
  keyQuery,
  snippetParams,
  variablesSchema,
  type KeyQuery,
  type SnippetParams,
  optionalBody,
} from '../schemas.js'
import type { ServerContext } from '../server-context.js'

const body = {
  type: 'object',
  properties: {
    variables: variablesSchema,
    cancelUrl: { type: 'string', minLength: 1, maxLength: 5000 },
    accessToken: accessTokenSchema,
  },
  additionalProperties: false,
} as const

/**
 * Registers the route on `app`.
 * @example registerPayment(app, context)
 */
export function registerPayment(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: KeyQuery; Params: SnippetParams; Body: PaymentRequest }>(
    ROUTES.payment,
    {
      schema: { querystring: keyQuery, params: snippetParams, body },
      // The body is optional: no body means no variables.
      preValidation: optionalBody,
    },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      const user = readUser(request, context, key)
      const call = await loadSnippetCall(
        context.core,
        key,
        request.params.snippetId,
        ['payment'],
        user,
      )
      const result = await startCheckout(context.core, call, {
        variables: request.body.variables,
        cancelUrl: request.body.cancelUrl,
        publicUrl: context.publicUrl,
      })
      return reply.header('cache-control', 'no-store').send(result)
    },
  )
}
