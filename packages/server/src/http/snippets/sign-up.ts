/**
 * POST /v1/snippets/:snippetId/sign-up?key= — creates an account with a sign-up snippet and
 * writes the user document.
 */
import { ROUTES, type SignUpRequest } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { signUp } from '../../core/identity.js'
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
  properties: {
    email: emailSchema,
    password: passwordSchema,
    accessToken: accessTokenSchema,
    fields: {
      type: 'object',
      maxProperties: 100,
      additionalProperties: { type: 'string', maxLength: 10_000 },
    },
  },
  additionalProperties: false,
} as const

/**
 * Registers the route on `app`.
 * @example registerSignUp(app, context)
 */
export function registerSignUp(app: FastifyInstance, context: ServerContext): void {
  app.post<{ Querystring: KeyQuery; Params: SnippetParams; Body: SignUpRequest }>(
    ROUTES.signUp,
    { schema: { querystring: keyQuery, params: snippetParams, body } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      const call = await loadSnippetCall(
        context.core,
        key,
        request.params.snippetId,
        ['signUp'],
        null,
      )
      const result = await signUp(context.core, call, { ...request.body, ip: request.ip })
      return reply.header('cache-control', 'no-store').send(result)
    },
  )
}
