/**
 * What the website tells a visitor when a snippet fails: a sentence about what went wrong and
 * what to do, from the `code` of the client's `SnipwireError`.
 */

interface FailureLike {
  code?: unknown
  message?: unknown
  cause?: unknown
}

const unreachable =
  'We could not reach the Snipwire server. Check your connection, or that the server is running, and try again.'

// Codes whose own message is already what a visitor should read are left out.
const messages: Record<string, string> = {
  'network/request-failed': unreachable,
  'auth/invalid-credential': 'Wrong email or password. Check both and try again.',
  'auth/email-already-in-use':
    'An account with this email address already exists. Log in instead, or use another address.',
  'auth/missing-credentials': 'Enter your email address and your password.',
  'auth/invalid-email': 'Enter a valid email address, such as you@company.com.',
  'form/fields-required': 'Fill in every field: your full name, email address and password.',
  'snippet/not-found':
    'This form is not connected: the server has no such snippet. Start the server with `npm start`, which applies seed/snipwire.json.',
  internal: 'Something went wrong on the server. Try again in a moment.',
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The failure's code, or `undefined` for an error that is not the client's.
 * @example failureCode(error) === 'auth/email-already-in-use'
 */
export function failureCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? text((error as FailureLike).code) : undefined
}

/**
 * A readable sentence for a failed snippet operation.
 * @example describeSnippetFailure({ code: 'auth/invalid-credential', message: '…' }) // 'Wrong email or password. …'
 */
export function describeSnippetFailure(error: unknown): string {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as FailureLike
  const code = text(failure.code)
  const known = code === undefined ? undefined : messages[code]
  if (known) return known
  const message = text(failure.message)
  // A refused checkout carries the spec's 'Error creating payment link.' and, as its cause,
  // the server's own reason.
  const cause = text((failure.cause as FailureLike | undefined)?.message)
  if (message && cause && cause !== message) return `${message} ${cause}`
  if (message && !/^(Failed to fetch|Load failed|NetworkError)/.test(message)) return message
  return unreachable
}
