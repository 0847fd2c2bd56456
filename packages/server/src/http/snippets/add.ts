/**
 * POST /v1/snippets/:snippetId/add?key= — adds a document with exactly the snippet's mapped
 * fields at the path its `pathSegments` and the caller's variables resolve to.
 */
import { ROUTES, type AddRequest } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { addDocument } from '../../core/add-document.js'
import { loadSnippetCall } from '../../core/snippet-call.js'
import { authorizeKey, readUser } from '../public-request.js'
import {
  accessTokenSchema,
  keyQuery,
  snippetParams,
  variablesSchema,
  type KeyQuery,
  type SnippetParams,
} from '../schemas.js'
import type { ServerContext } from '../server-context.js'

const body = {
  type: 'object',
  required: ['fields'],
  properties: {
    variables: variablesSchema,
    accessToken: accessTokenSchema,
    fields: {
      type: 'object',
      maxProperties: 100,
      additionalProperties: { type: ['string', 'number', 'boolean'] },
    },
  },
  additionalProperties: false,
} as const

/**
 * Registers the route on `app`.
 * @example registerAdd(app, context)
 */
export function registerAdd(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: KeyQuery; Params: SnippetParams; Body: AddRequest }>(
    ROUTES.add,
    { schema: { querystring: keyQuery, params: snippetParams, body } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      const user = readUser(request, context, key)
      const call = await loadSnippetCall(context.core, key, request.params.snippetId, ['add'], user)
      const result = await addDocument(context.core, call, request.body)
      return reply.header('cache-control', 'no-store').send(result)
    },
  )
}
