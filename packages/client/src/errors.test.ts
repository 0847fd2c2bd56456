import { describe, expect, it } from 'vitest'
import { SnipwireError, fail, report } from './errors.js'
import { events, logged } from './testing/page.js'

describe('SnipwireError', () => {
  it('is an Error with a name, a code and a cause', () => {
    const cause = { code: 'x', message: 'y' }
    const error = new SnipwireError('snippet/not-found', 'Nope.', cause)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'SnipwireError',
      code: 'snippet/not-found',
      message: 'Nope.',
      cause,
    })
  })
})

describe('fail', () => {
  it('fills the id of a catalogue message', () => {
    expect(fail('snippet/button-not-found', 'buttonNotFound', { id: 'go' }).message).toBe(
      'Button element with id "go" not found.',
    )
  })
})

describe('report', () => {
  it('logs the message and dispatches snipwire:error once, however often it is reported', () => {
    const target = document.createElement('div')
    document.body.append(target)
    const seen = events(target)
    const error = fail('display/container-not-found', 'containerNotFound')
    report(error, target)
    report(error, document)
    expect(logged()).toEqual(['Container element not found.'])
    expect(seen).toEqual([{ type: 'snipwire:error', detail: error }])
  })
})
