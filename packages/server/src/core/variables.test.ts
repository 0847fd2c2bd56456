import { describe, expect, it } from 'vitest'
import {
  checkVariables,
  convertValue,
  processedVariables,
  resolveConditionValue,
  substitute,
} from './variables.js'

describe('checkVariables', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['refuses the reserved uid', { uid: 'someone' }, /Variable uid is reserved/],
    ['refuses a value with a slash', { room: 'a/b' }, /Variable room must not contain "\/"/],
    [
      'refuses a name that is not an identifier',
      { 'my room': 'a' },
      /Variable name "my room" is not valid/,
    ],
    [
      'refuses a value that is an object',
      { room: { a: 1 } },
      /must be a string, a number or a boolean/,
    ],
    ['refuses a value that is too long', { room: 'x'.repeat(1001) }, /at most 1000/],
  ]
  for (const [name, variables, message] of cases) {
    it(name, () => {
      expect(() => checkVariables(variables as never, null)).toThrow(message)
    })
  }

  it('accepts strings, numbers and booleans', () => {
    expect(checkVariables({ a: 'x', b: 2, c: false }, 'u1')).toEqual({
      values: { a: 'x', b: 2, c: false },
      uid: 'u1',
    })
  })
})

describe('substitute', () => {
  const scope = checkVariables({ room: 'lobby', n: 3 }, 'u1')

  it('replaces every token, inside a segment too, and $uid with the user', () => {
    expect(substitute('rooms-$room/$n/$uid', scope)).toBe('rooms-lobby/3/u1')
  })

  it('leaves a dollar that does not start a name', () => {
    expect(substitute('costs $5', scope)).toBe('costs $5')
  })

  it('names the missing variable with the spec message', () => {
    expect(() => substitute('$other', scope)).toThrow('Variable other not provided.')
  })

  it('asks to sign in when $uid is used anonymously', () => {
    expect(() => substitute('$uid', checkVariables({}, null))).toThrow(/Sign in first/)
  })
})

describe('convertValue and resolveConditionValue', () => {
  it('turns true, false and numeric strings into booleans and numbers', () => {
    expect(
      ['true', 'false', '42', '-1.5', '1e3', '', ' 1', '0x10', 'abc'].map(convertValue),
    ).toEqual([true, false, 42, -1.5, 1000, '', ' 1', '0x10', 'abc'])
  })

  it('converts substituted values and keeps typed variables as they are', () => {
    const scope = checkVariables({ count: '7', flag: true, name: 'ada' }, null)
    expect(resolveConditionValue('$count', scope)).toBe(7)
    expect(resolveConditionValue('$flag', scope)).toBe(true)
    expect(resolveConditionValue(['$name', '$count', 5], scope)).toEqual(['ada', 7, 5])
    expect(resolveConditionValue('hello $name', scope)).toBe('hello ada')
  })

  it('lists the variables used, as strings, with the uid', () => {
    expect(processedVariables(checkVariables({ n: 1 }, 'u1'))).toEqual({ n: '1', uid: 'u1' })
  })
})
