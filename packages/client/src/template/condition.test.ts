import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { compileCondition, field } from './condition.js'

const data = {
  status: 'open',
  votes: 3,
  done: false,
  tags: ['a', 'b'],
  author: { name: 'Ada', admin: true },
  empty: '',
  zero: 0,
  nothing: null,
}

describe('compileCondition', () => {
  it.each([
    ["#status == 'open'", true],
    ['#status == "closed"', false],
    ['#votes > 2', true],
    ['#votes >= 3 && #votes <= 3', true],
    ['#votes < 3 || #status != "open"', false],
    ['#votes == "3"', true],
    ['#votes === "3"', false],
    ['#votes !== 3', false],
    ['!#done', true],
    ['!(#done || #votes > 5)', true],
    ['#author.admin', true],
    ["#author.name == 'Ada'", true],
    ['#tags.1 == "b"', true],
    ['#missing', false],
    ['#missing == null', true],
    ['#nothing == null', true],
    ['#empty', false],
    ['#zero == 0', true],
    ['true', true],
    ['false || #done', false],
    ['2.5 < 3', true],
    ["status == 'open'", true],
    ['votes > 1 && author.admin == true', true],
    ['#votes > 1 || #votes > 2 && false', true],
    ['(#votes > 1 || #votes > 2) && false', false],
  ])('evaluates %s as %s', (source, expected) => {
    expect(compileCondition(source)(data)).toBe(expected)
    expect(console.error).not.toHaveBeenCalled()
  })

  it.each(['#votes + 1 > 2', '#a; alert(1)', '#status == `open`', "#a == 'x-y'", '#a[0]', '$x'])(
    'rejects %j with "Invalid characters in condition." and counts it as false',
    (source) => {
      const condition = compileCondition(source)
      expect(console.error).toHaveBeenCalledWith('Invalid characters in condition.')
      expect(condition({ a: 'x-y', votes: 5, status: 'open' })).toBe(false)
    },
  )

  it.each(['#constructor', '#a.constructor.name', '#a.__proto__', "#prototype == 'x'"])(
    'rejects %j with "Disallowed property access in condition." and counts it as false',
    (source) => {
      const condition = compileCondition(source)
      expect(console.error).toHaveBeenCalledWith('Disallowed property access in condition.')
      expect(condition({ a: {} })).toBe(false)
    },
  )

  it.each(['', '#a ==', '(#a', '#a #b', '== 1', '#a === = 1'])(
    'logs a condition that does not parse (%j) once and counts it as false',
    (source) => {
      const condition = compileCondition(source)
      expect(condition({ a: 1 })).toBe(false)
      expect(condition({ a: 1 })).toBe(false)
      expect(vi.mocked(console.error).mock.calls).toEqual([[`Invalid condition: ${source}`]])
    },
  )

  it('never reads inherited properties', () => {
    expect(compileCondition('#toString')({})).toBe(false)
    expect(compileCondition('#a.length == 3')({ a: 'abc' })).toBe(false)
  })

  it('is false, not an exception, when a value refuses to compare', () => {
    const hostile = Object.create(null) as Record<string, unknown>
    expect(compileCondition('#a < 1 || #b')({ a: hostile, b: false })).toBe(false)
  })

  it('never throws, whatever the condition and the data', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '#a',
        '#b.c',
        'a',
        '(',
        ')',
        '!',
        '&&',
        '||',
        '==',
        '!=',
        '<',
        '>=',
        '===',
        "'x'",
        '"y"',
        '1',
        '2.5',
        'true',
        'null',
        ' ',
      ),
      fc.string({ maxLength: 4 }),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.jsonValue(), (pieces, value) => {
        const condition = compileCondition(pieces.join(' '))
        expect(typeof condition({ a: value, b: { c: value } })).toBe('boolean')
      }),
      { numRuns: 2000 },
    )
  })

  it('evaluates nested parentheses, and survives nesting too deep to parse', () => {
    expect(compileCondition('((((#a))))')({ a: true })).toBe(true)
    const deep = '('.repeat(100_000) + '#a' + ')'.repeat(100_000)
    expect(() => compileCondition(deep)({ a: true })).not.toThrow()
  })
})

describe('field', () => {
  it('reads nested maps and lists by a dotted path', () => {
    expect(field({ a: { b: [1, { c: 'deep' }] } }, ['a', 'b', '1', 'c'])).toBe('deep')
  })

  it('gives undefined for a path that leaves the data', () => {
    expect(field({ a: 'text' }, ['a', 'b'])).toBeUndefined()
    expect(field(null, ['a'])).toBeUndefined()
  })
})
