/**
 * POST /v1/snippets/:snippetId/query?key= — runs a display snippet's query once and answers the
 * `QueryResult` (`{ kind: 'collection', docs }` or `{ kind: 'document', doc }`). The body is
 * optional (no variables).
 */
import { ROUTES, type QueryRequest } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { DISPLAY_TYPES, runDisplay } from '../../core/display.js'
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
  properties: { variables: variablesSchema, accessToken: accessTokenSchema },
  additionalProperties: false,
} as const

/**
 * Registers the route on `app`.
 * @example registerQuery(app, context)
 */
export function registerQuery(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: KeyQuery; Params: SnippetParams; Body: QueryRequest }>(
    ROUTES.query,
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
        DISPLAY_TYPES,
        user,
      )
      const json = await runDisplay(context.core, call, request.body.variables)
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(json)
    },
  )
}
