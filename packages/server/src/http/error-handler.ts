/**
 * The one error handler: every error becomes `{ error: { code, message } }` with a 4xx status
 * and a message that says what is wrong; anything unexpected is logged and answered with a
 * generic 500 that reveals nothing of the server.
 */
import { ERROR_CODES, type ErrorBody } from '@snipwire/protocol'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { RateLimitError, hasProtocolCode } from '../core/errors.js'

interface ValidationIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message?: string
}

const PLACE: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'URL',
  headers: 'headers',
}

function fieldName(issue: ValidationIssue): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
}

/**
 * A readable message for a schema validation failure.
 * @example validationMessage([{ keyword: 'required', instancePath: '', params: { missingProperty: 'email' } }], 'body')
 */
export function validationMessage(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): string {
  const issue = issues[0]
  const place = PLACE[context ?? 'body'] ?? 'request'
  if (!issue) return `The ${place} is not valid.`
  const field = fieldName(issue)
  const where = field === '' ? `the ${place}` : `"${field}"`
  switch (issue.keyword) {
    case 'required': {
      const missing = String(issue.params.missingProperty)
      if (context === 'querystring' && missing === 'key') {
        return "The key query parameter is missing: add ?key= with the workspace's publishable key (pk_test_… or pk_live_…)."
      }
      return `The ${place} is missing "${field === '' ? missing : `${field}.${missing}`}".`
    }
    case 'additionalProperties': {
      const extra = String(issue.params.additionalProperty)
      const kind = context === 'querystring' ? 'query parameter' : 'field'
      return `Unknown ${kind} "${field === '' ? extra : `${field}.${extra}`}" in the ${place}: remove it.`
    }
    case 'type': {
      const expected = Array.isArray(issue.params.type)
        ? issue.params.type.join(' or ')
        : String(issue.params.type)
      return field === ''
        ? `The ${place} must be a JSON ${expected}.`
        : `${where} must be a ${expected}.`
    }
    case 'maxLength':
      return `${where} is too long: at most ${String(issue.params.limit)} characters.`
    case 'minLength':
      return `${where} must not be empty.`
    case 'maxProperties':
      return `${where} has too many entries: at most ${String(issue.params.limit)}.`
    default:
      return `${where} ${issue.message ?? 'is not valid'}.`
  }
}

function send(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
): FastifyReply {
  const body: ErrorBody = { error: { code, message } }
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body))
}

/**
 * The Fastify error handler.
 * @example app.setErrorHandler(handleError)
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (hasProtocolCode(error)) {
    if (error instanceof RateLimitError) {
      reply.header('retry-after', String(error.retryAfterSeconds))
      reply.header('access-control-expose-headers', 'Retry-After')
    }
    if (error.statusCode >= 500) request.log.warn({ err: error }, 'snippet operation failed')
    return send(reply, error.statusCode, error.code, error.message)
  }
  if (error.validation) {
    return send(
      reply,
      400,
      ERROR_CODES.invalidRequest,
      validationMessage(error.validation, error.validationContext),
    )
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(
        reply,
        413,
        ERROR_CODES.bodyTooLarge,
        `The request body is too large: at most ${request.routeOptions.bodyLimit ?? 0} bytes.`,
      )
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(
        reply,
        415,
        ERROR_CODES.invalidRequest,
        'Send the request body as JSON (Content-Type: application/json).',
      )
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(
        reply,
        400,
        ERROR_CODES.invalidRequest,
        'The request body is empty: send a JSON object.',
      )
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return send(reply, 400, ERROR_CODES.invalidRequest, 'The request body is not valid JSON.')
  }
  if (error instanceof SyntaxError) {
    const message = /prototype|constructor/i.test(error.message)
      ? 'The request body holds a forbidden "__proto__" or "constructor" property.'
      : 'The request body is not valid JSON.'
    return send(reply, 400, ERROR_CODES.invalidRequest, message)
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return send(reply, error.statusCode, ERROR_CODES.invalidRequest, 'The request is not valid.')
  }
  request.log.error({ err: error }, 'unexpected error')
  return send(
    reply,
    500,
    ERROR_CODES.internal,
    'Something went wrong on the server. Try again in a moment.',
  )
}
