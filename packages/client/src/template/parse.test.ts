import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileTemplate, escapeHtml, toText } from './parse.js'

const render = (template: string, data: Record<string, unknown>, mapped?: string[]) =>
  compileTemplate(template, mapped)(data)

describe('compileTemplate', () => {
  it('replaces #field placeholders with the escaped values', () => {
    expect(
      render('<li class="#kind">#author: #text</li>', {
        kind: 'note',
        author: 'Ada',
        text: '<b>hi</b> & "bye"',
      }),
    ).toBe('<li class="note">Ada: &#60;b&#62;hi&#60;/b&#62; &#38; &#34;bye&#34;</li>')
  })

  it('reads nested fields, and shows maps and lists as JSON', () => {
    expect(render('<p>#user.name #tags</p>', { user: { name: 'Ada' }, tags: ['a'] })).toBe(
      '<p>Ada [&#34;a&#34;]</p>',
    )
  })

  it('leaves #words that are not fields as written (colours, anchors, entities)', () => {
    expect(render('<a href="#top" style="color:#fff">&#x27;#name&#39;</a>', { name: 'Ada' })).toBe(
      '<a href="#top" style="color:#fff">&#x27;Ada&#39;</a>',
    )
  })

  it('shows a mapped field that a document lacks as nothing', () => {
    expect(render('<p>#title|#note</p>', { title: 'T' }, ['note'])).toBe('<p>T|</p>')
  })

  it('renders the first branch whose condition holds', () => {
    const template =
      '<li>if (#votes > 10) { <b>hot</b> } else if (#votes > 0) { <i>warm</i> } else { cold }</li>'
    expect(render(template, { votes: 11 })).toBe('<li> <b>hot</b> </li>')
    expect(render(template, { votes: 1 })).toBe('<li> <i>warm</i> </li>')
    expect(render(template, { votes: 0 })).toBe('<li> cold </li>')
  })

  it('renders nothing for an if without else whose condition fails', () => {
    expect(render('<p>a if (#x) {b} c</p>', { x: false })).toBe('<p>a  c</p>')
  })

  it('nests blocks and substitutes inside them', () => {
    const template = 'if (#a) { if (#b) {<p>#name both</p>} else {<p>#name a</p>} }'
    expect(render(template, { a: true, b: false, name: '<x>' })).toBe(' <p>&#60;x&#62; a</p> ')
  })

  it('picks one branch at every level of nested chains and goes on after them', () => {
    const template =
      '[if (#a) {A if (#b) {B} else if (#c) {C} else {-} a} else if (#b) {b if (#c) {c}} else {0}|#n]'
    const cases: [Record<string, boolean>, string][] = [
      [{ a: true, b: true, c: true }, '[A B a|7]'],
      [{ a: true, b: false, c: true }, '[A C a|7]'],
      [{ a: true, b: false, c: false }, '[A - a|7]'],
      [{ a: false, b: true, c: true }, '[b c|7]'],
      [{ a: false, b: true, c: false }, '[b |7]'],
      [{ a: false, b: false, c: true }, '[0|7]'],
    ]
    for (const [flags, expected] of cases)
      expect(render(template, { ...flags, n: 7 })).toBe(expected)
  })

  it('reads parentheses and braces inside condition strings', () => {
    expect(render("if (#s == ')') {<p>paren</p>}", { s: ')' })).toBe('<p>paren</p>')
  })

  it('keeps text that only looks like a block', () => {
    expect(render('<p>Ask if (you want) to</p>', {})).toBe('<p>Ask if (you want) to</p>')
    expect(render('<p>gift (x) {y}</p>', {})).toBe('<p>gift (x) {y}</p>')
    expect(render('<p>if (#a) { unclosed</p>', { a: true })).toBe('<p>if (true) { unclosed</p>')
  })

  it('counts a rejected condition as false and renders the else branch', () => {
    expect(render('if (#a.constructor) {<p>yes</p>} else {<p>no</p>}', { a: {} })).toBe('<p>no</p>')
    expect(console.error).toHaveBeenCalledWith('Disallowed property access in condition.')
  })

  it('never lets data make markup: random values stay text', () => {
    const template = '<li class="#kind" title=\'#title\'>#text if (#flag) {<b>#text</b>}</li>'
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.boolean(),
        (kind, title, text, flag) => {
          const host = document.createElement('div')
          host.innerHTML = render(template, { kind, title, text, flag })
          const item = host.firstElementChild!
          expect(host.children).toHaveLength(1)
          expect(item.tagName).toBe('LI')
          expect([...item.attributes].map((a) => a.name)).toEqual(['class', 'title'])
          expect(item.getAttribute('class')).toBe(kind)
          expect(item.getAttribute('title')).toBe(title)
          expect(item.querySelectorAll('*')).toHaveLength(flag ? 1 : 0)
          expect(item.textContent).toBe(`${text} ${flag ? text : ''}`)
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('escapeHtml', () => {
  it('escapes every character that can open markup or close an attribute', () => {
    expect(escapeHtml(`<script>"x" 'y' \`z\` &amp;</script>`)).toBe(
      '&#60;script&#62;&#34;x&#34; &#39;y&#39; &#96;z&#96; &#38;amp;&#60;/script&#62;',
    )
  })
})

describe('toText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [0, '0'],
    [false, 'false'],
    ['x', 'x'],
    [{ a: 1 }, '{"a":1}'],
  ])('shows %j as %j', (value, text) => {
    expect(toText(value)).toBe(text)
  })
})
