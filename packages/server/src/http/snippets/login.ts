/**
 * POST /v1/snippets/:snippetId/login?key= — e-mail and password sign-in with a login snippet.
 */
import { ROUTES, type LoginRequest } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { login } from '../../core/identity.js'
import { loadSnippetCall } from '../../core/snippet-call.js'
import { authorizeKey } from '../public-request.js'
import {
  accessTokenSchema,
  emailSchema,
  keyQuery,
  passwordSchema,
  snippetParams,
  type KeyQuery,
  type SnippetParams,
} from '../schemas.js'
import type { ServerContext } from '../server-context.js'

const body = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: emailSchema, password: passwordSchema, accessToken: accessTokenSchema },
  additionalProperties: false,
} as const

/**
 * Registers the route on `app`.
 * @example registerLogin(app, context)
 */
export function registerLogin(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: KeyQuery; Params: SnippetParams; Body: LoginRequest }>(
    ROUTES.login,
    { schema: { querystring: keyQuery, params: snippetParams, body } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      const call = await loadSnippetCall(
        context.core,
        key,
        request.params.snippetId,
        ['login'],
        null,
      )
      const result = await login(context.core, call, { ...request.body, ip: request.ip })
      return reply.header('cache-control', 'no-store').send(result)
    },
  )
}
