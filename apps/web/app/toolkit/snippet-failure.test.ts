import { describe, expect, it } from 'vitest'
import { describeSnippetFailure, failureCode } from './snippet-failure'

const error = (code: string, message: string, cause?: unknown) =>
  Object.assign(new Error(message), { code, cause })

describe('describeSnippetFailure', () => {
  it.each([
    [
      'network/request-failed',
      'Could not reach http://localhost:3000.',
      /^We could not reach the Snipwire server/,
    ],
    ['auth/invalid-credential', 'The email or password is incorrect.', /^Wrong email or password/],
    [
      'auth/email-already-in-use',
      'The email address is already in use by another account.',
      /already exists\. Log in instead/,
    ],
    [
      'auth/missing-credentials',
      'Email or password is empty.',
      /^Enter your email address and your password\.$/,
    ],
    ['auth/invalid-email', 'Invalid Email.', /such as you@company\.com/],
    ['form/fields-required', 'All Fields are required.', /^Fill in every field/],
    [
      'snippet/not-found',
      'No workspace or snippet found with the provided apiKey and snippetId.',
      /npm start/,
    ],
    ['internal', 'Internal error.', /^Something went wrong on the server/],
  ])('says what %s means for a visitor', (code, message, expected) => {
    expect(describeSnippetFailure(error(code, message))).toMatch(expected)
  })

  it("keeps the server's own words where they already say what to do", () => {
    expect(
      describeSnippetFailure(
        error('auth/too-many-requests', 'Too many attempts. Try again in 42 seconds.'),
      ),
    ).toBe('Too many attempts. Try again in 42 seconds.')
    expect(
      describeSnippetFailure(
        error('auth/weak-password', 'The password is too weak: use at least 8 characters.'),
      ),
    ).toBe('The password is too weak: use at least 8 characters.')
  })

  it('adds the server’s reason to a refused checkout', () => {
    const refused = error(
      'payment/provider-error',
      'Error creating payment link.',
      new Error('Payments are not configured on this server.'),
    )
    expect(describeSnippetFailure(refused)).toBe(
      'Error creating payment link. Payments are not configured on this server.',
    )
  })

  it('says the server is unreachable when the client itself could not be loaded', () => {
    expect(
      describeSnippetFailure(
        new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      ),
    ).toMatch(/^We could not reach the Snipwire server/)
    expect(describeSnippetFailure(undefined)).toMatch(/^We could not reach the Snipwire server/)
  })
})

describe('failureCode', () => {
  it('reads the code of a client error and nothing else', () => {
    expect(failureCode(error('auth/invalid-email', 'Invalid Email.'))).toBe('auth/invalid-email')
    expect(failureCode(new Error('plain'))).toBeUndefined()
    expect(failureCode('text')).toBeUndefined()
  })
})
