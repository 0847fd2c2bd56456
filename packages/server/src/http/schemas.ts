/**
 * JSON schemas shared by the public routes (Fastify compiles them once). Bodies refuse unknown
 * properties; nothing is coerced or removed.
 */

import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'

/**
 * A `preValidation` hook for routes whose JSON body may be left out: no body reads as `{}`.
 * @example app.post(url, { schema, preValidation: optionalBody }, handler)
 */
export function optionalBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  request.body ??= {}
  done()
}

/** `?key=pk_…` on every public route. */
export const keyQuery = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
  additionalProperties: false,
} as const

export const snippetParams = {
  type: 'object',
  required: ['snippetId'],
  properties: { snippetId: { type: 'string', minLength: 1, maxLength: 100 } },
  additionalProperties: false,
} as const

export const variablesSchema = {
  type: 'object',
  maxProperties: 50,
  additionalProperties: { type: ['string', 'number', 'boolean'] },
} as const

/**
 * A signed-in caller's access token in the body, in place of `Authorization: Bearer`: with the
 * body sent as `text/plain` the request stays a CORS simple request, so no preflight.
 */
export const accessTokenSchema = { type: 'string', minLength: 1, maxLength: 4096 } as const

export const emailSchema = { type: 'string', maxLength: 1000 } as const
export const passwordSchema = { type: 'string', maxLength: 4096 } as const

export interface KeyQuery {
  key: string
}

export interface SnippetParams {
  snippetId: string
}
