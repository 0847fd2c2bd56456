import { describe, expect, it } from 'vitest'
import { EMAIL_PATTERN, MESSAGES, formatMessage } from './errors.js'

describe('formatMessage', () => {
  it('fills the id of a catalogue message', () => {
    expect(formatMessage(MESSAGES.buttonNotFound, { id: 'send' })).toBe(
      'Button element with id "send" not found.',
    )
  })

  it('leaves a placeholder it has no value for', () => {
    expect(formatMessage(MESSAGES.variableNotProvided, {})).toBe('Variable {name} not provided.')
  })
})

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.c', 'first.last@example.co.uk'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true)
  })

  it.each(['', 'a@b', 'a b@c.d', '@b.c', 'a@.c', 'a@b.'])('rejects %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false)
  })
})
