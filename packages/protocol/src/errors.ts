/**
 * Error codes the server answers with (`{ error: { code, message } }`) and the messages of the
 * spec's error catalogue (section 8), word for word. The client raises these messages.
 */

export const ERROR_CODES = {
  /** 404: unknown publishable key, or no snippet with that id in its workspace. */
  snippetNotFound: 'snippet/not-found',
  /** 400: the snippet's type does not allow the operation asked for. */
  snippetWrongType: 'snippet/wrong-type',
  /** 400: the stored snippet cannot run (e.g. a path that ends in neither kind). */
  snippetInvalid: 'snippet/invalid-configuration',
  /** 403: the request's Origin is not an authorized origin of the workspace. */
  unauthorizedDomain: 'auth/unauthorized-domain',
  invalidCredential: 'auth/invalid-credential',
  emailAlreadyInUse: 'auth/email-already-in-use',
  weakPassword: 'auth/weak-password',
  invalidEmail: 'auth/invalid-email',
  tooManyRequests: 'auth/too-many-requests',
  /** 401: the snippet has `requireAuth` and the caller is not signed in. */
  unauthenticated: 'auth/unauthenticated',
  /** 401: the access token is malformed, expired, or of another workspace or mode. */
  invalidToken: 'auth/invalid-token',
  /** 401: the refresh token is unknown, used already, or revoked. */
  invalidRefreshToken: 'auth/invalid-refresh-token',
  /** 400: a `$variable` the snippet needs was not supplied. */
  variableNotProvided: 'variable/not-provided',
  /** 400: a variable value contains `/`, or the caller supplied the reserved `uid`. */
  variableInvalid: 'variable/invalid',
  /** 400: a path that ends in neither a collection nor a document. */
  invalidPath: 'query/invalid-path',
  /** 400: a field the snippet does not map (add, sign-up). */
  unknownField: 'document/unknown-field',
  /** 400: request validation (malformed JSON, wrong types, unknown properties). */
  invalidRequest: 'request/invalid',
  /** 413: the body is larger than the server accepts. */
  bodyTooLarge: 'request/body-too-large',
  /** 404: no such route, stream or subscription. */
  notFound: 'request/not-found',
  /** 429: too many subscriptions on one stream. */
  tooManySubscriptions: 'realtime/too-many-subscriptions',
  /** 400: a payment snippet's price is not in the catalogue. */
  unknownPrice: 'payment/unknown-price',
  /** 502: the payment provider refused or failed. */
  paymentProvider: 'payment/provider-error',
  /** 500: logged on the server; the message says nothing of internals. */
  internal: 'internal',
} as const
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/** The body of every error answer. */
export interface ErrorBody {
  error: { code: string; message: string }
}

/**
 * The messages of spec section 8 that the client raises itself, word for word. A table of their
 * own, so the browser bundle carries only these. `{id}` is filled in by `formatMessage`.
 */
export const CLIENT_MESSAGES = {
  notFound: 'No workspace or snippet found with the provided apiKey and snippetId.',
  elementsNotFound: 'One or more elements specified in the snippet not found.',
  emptyCredentials: 'Email or password is empty.',
  invalidEmail: 'Invalid Email.',
  allFieldsRequired: 'All Fields are required.',
  invalidConfiguration: 'Invalid snippet configuration.',
  buttonNotFound: 'Button element with id "{id}" not found.',
  elementNotFound: 'Element with id "{id}" not found.',
  noDocuments: 'No documents found at the specified path with the given filters.',
  documentNotFound: 'Document not found at the specified path.',
  containerNotFound: 'Container element not found.',
  invalidConditionCharacters: 'Invalid characters in condition.',
  disallowedPropertyAccess: 'Disallowed property access in condition.',
  paymentLinkError: 'Error creating payment link.',
  paymentLinkMissing: 'Payment link not received from server.',
} as const

/** Spec section 8, word for word. `{id}` and `{name}` are filled in by `formatMessage`. */
export const MESSAGES = /* @__PURE__ */ Object.assign(
  {
    invalidPathEnding: 'Invalid path ending. Path must end with a collection or document.',
    variableNotProvided: 'Variable {name} not provided.',
  } as const,
  CLIENT_MESSAGES,
)

/**
 * Fills `{id}` / `{name}` placeholders of a catalogue message.
 * @example formatMessage(MESSAGES.elementNotFound, { id: 'title' }) // 'Element with id "title" not found.'
 */
export function formatMessage(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (token, key: string) => values[key] ?? token)
}

/** Spec section 5: text, at sign, text, dot, text, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Server-side password policy. */
export const MIN_PASSWORD_LENGTH = 8
