import { describe, expect, it } from 'vitest'
import { numberPlaceholders } from './placeholders.js'

describe('numberPlaceholders', () => {
  const cases: [string, string, string][] = [
    ['numbers every placeholder in order', 'SELECT ? , ?, ?', 'SELECT $1 , $2, $3'],
    ['leaves SQL without placeholders as it is', 'SELECT 1', 'SELECT 1'],
    [
      'leaves a ? inside a string, a quoted name and comments',
      `SELECT '?', 'it''s ?', "a?b", ? -- what?\n/* why? /* nested? */ ? */, ?`,
      `SELECT '?', 'it''s ?', "a?b", $1 -- what?\n/* why? /* nested? */ ? */, $2`,
    ],
    [
      'skips escape strings with backslashes',
      String.raw`SELECT E'a\'?', ?, e'\\', ?`,
      String.raw`SELECT E'a\'?', $1, e'\\', $2`,
    ],
    [
      'skips dollar-quoted bodies but not positional numbers or names with $',
      'SELECT $$?$$, $tag$ ? $tag$, ?, a$b, ?',
      'SELECT $$?$$, $tag$ ? $tag$, $1, a$b, $2',
    ],
    ['treats a quote after a name as a plain string', "SELECT name'?', ?", "SELECT name'?', $1"],
  ]
  for (const [name, sql, expected] of cases) {
    it(name, () => {
      expect(numberPlaceholders(sql)).toBe(expected)
    })
  }
})
