/**
 * The server's errors. Every domain failure is a `SnipwireServerError` carrying the protocol's
 * error `code`, the HTTP status the error handler answers with, and a message safe to show a
 * page (what is wrong and what to do). `cause` keeps the original error for the log.
 */
import { ERROR_CODES, MESSAGES, type ErrorCode } from '@snipwire/protocol'

export class SnipwireServerError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number

  constructor(code: ErrorCode, message: string, statusCode: number, options?: ErrorOptions) {
    super(message, options)
    this.name = 'SnipwireServerError'
    this.code = code
    this.statusCode = statusCode
  }
}

const PROTOCOL_CODES = new Set<string>(Object.values(ERROR_CODES))

/**
 * Whether an error (of any area, e.g. payments) carries a protocol error code and an HTTP status
 * the error handler can answer with as is.
 * @example hasProtocolCode(new NotFoundError()) // true
 */
export function hasProtocolCode(
  error: unknown,
): error is Error & { code: ErrorCode; statusCode: number } {
  if (!(error instanceof Error)) return false
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown }
  return (
    typeof code === 'string' &&
    PROTOCOL_CODES.has(code) &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode <= 599
  )
}

/** 400 `request/invalid`, or another 400 code such as `auth/invalid-email`. */
export class InvalidRequestError extends SnipwireServerError {
  constructor(
    message: string,
    code: ErrorCode = ERROR_CODES.invalidRequest,
    options?: ErrorOptions,
  ) {
    super(code, message, 400, options)
    this.name = 'InvalidRequestError'
  }
}

/** 404: an unknown key, snippet, stream, subscription or route. */
export class NotFoundError extends SnipwireServerError {
  constructor(
    message: string = MESSAGES.notFound,
    code: ErrorCode = ERROR_CODES.snippetNotFound,
    options?: ErrorOptions,
  ) {
    super(code, message, 404, options)
    this.name = 'NotFoundError'
  }
}

/** 401: not signed in, or a token that is not (or no longer) valid. */
export class AuthenticationError extends SnipwireServerError {
  constructor(code: ErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, 401, options)
    this.name = 'AuthenticationError'
  }
}

/** 403 `auth/unauthorized-domain`: the page's origin is not authorized for the workspace. */
export class UnauthorizedDomainError extends SnipwireServerError {
  constructor(origin: string, options?: ErrorOptions) {
    super(
      ERROR_CODES.unauthorizedDomain,
      `The origin ${origin} is not authorized for this workspace. Add it to the workspace's authorized origins (snipwire workspace update --add-origin ${origin}).`,
      403,
      options,
    )
    this.name = 'UnauthorizedDomainError'
  }
}

/** 409: something that must be unique exists already (an e-mail, a workspace id, a key). */
export class ConflictError extends SnipwireServerError {
  constructor(
    message: string,
    code: ErrorCode = ERROR_CODES.invalidRequest,
    options?: ErrorOptions,
  ) {
    super(code, message, 409, options)
    this.name = 'ConflictError'
  }
}

/** 429 with the seconds to wait, for the `Retry-After` header. */
export class RateLimitError extends SnipwireServerError {
  readonly retryAfterSeconds: number

  constructor(code: ErrorCode, retryAfterSeconds: number, options?: ErrorOptions) {
    super(
      code,
      `Too many attempts. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      429,
      options,
    )
    this.name = 'RateLimitError'
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** 503/502: a part of the server that is missing or failing (e.g. no payment provider). */
export class UnavailableError extends SnipwireServerError {
  constructor(code: ErrorCode, message: string, statusCode = 503, options?: ErrorOptions) {
    super(code, message, statusCode, options)
    this.name = 'UnavailableError'
  }
}

/** A snippet file or workspace setting that cannot be saved (CLI, `snipwire apply`). */
export class ConfigurationError extends SnipwireServerError {
  constructor(message: string, options?: ErrorOptions) {
    super(ERROR_CODES.snippetInvalid, message, 400, options)
    this.name = 'ConfigurationError'
  }
}
