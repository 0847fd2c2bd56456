/**
 * The one error of the client: `SnipwireError`, with a `code` and the spec's exact `message`
 * (section 8), and `report`, which logs an error once and tells the page through a DOM event.
 */
import { CLIENT_MESSAGES, formatMessage } from '@snipwire/protocol'
import type { ErrorCode } from '@snipwire/protocol'

/** Codes the client raises itself, next to the server's (`ErrorCode`). */
export type ClientErrorCode =
  | 'snippet/elements-not-found'
  | 'snippet/button-not-found'
  | 'snippet/element-not-found'
  | 'auth/missing-credentials'
  | 'auth/invalid-email'
  | 'form/fields-required'
  | 'display/no-documents'
  | 'display/document-not-found'
  | 'display/container-not-found'
  | 'payment/link-missing'
  | 'network/request-failed'
  | 'wiring/invalid-attributes'

export type SnipwireErrorCode = ErrorCode | ClientErrorCode

/**
 * What every failed operation rejects with. `message` is the spec's text, word for word; `code`
 * says what went wrong in a way a program can test; `cause` keeps the server's own answer.
 * @example
 * client.add('contact').catch((error) => {
 *   if (error instanceof SnipwireError && error.code === 'snippet/not-found') showSetupHelp()
 * })
 */
export class SnipwireError extends Error {
  // `declare`: set in the constructor, so no class-field code is emitted.
  declare readonly code: SnipwireErrorCode

  constructor(code: SnipwireErrorCode, message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'SnipwireError'
    this.code = code
  }
}

/**
 * Builds an error from a catalogue message, filling its `{id}` / `{name}` placeholders.
 * @example throw fail('snippet/button-not-found', 'buttonNotFound', { id: 'send' })
 */
export const fail = (
  code: SnipwireErrorCode,
  message: keyof typeof CLIENT_MESSAGES,
  values?: Record<string, string>,
): SnipwireError =>
  new SnipwireError(
    code,
    values ? formatMessage(CLIENT_MESSAGES[message], values) : CLIENT_MESSAGES[message],
  )

/**
 * Dispatches `snipwire:success` or `snipwire:error` (bubbling) with `detail`.
 * @example emit(button, 'success', user)
 */
export const emit = (target: EventTarget, type: 'success' | 'error', detail: unknown): void => {
  target.dispatchEvent(new CustomEvent('snipwire:' + type, { detail, bubbles: true }))
}

const reported = new WeakSet<object>()

/**
 * Logs the message with `console.error` and dispatches `snipwire:error` on `target` — once per
 * error, however many layers pass it on.
 * @example promise.catch((error) => report(error, element))
 */
export const report = (error: unknown, target: EventTarget): void => {
  if (!(error instanceof Object) || reported.has(error)) return
  reported.add(error)
  console.error((error as Error).message)
  emit(target, 'error', error)
}
