import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileTemplate } from './parse.js'
import { renderItems } from './render.js'

describe('renderItems', () => {
  it('renders one element per document: the first element of each rendered item', () => {
    const items = [
      ...renderItems(compileTemplate('<li>#text</li><li>ignored</li>'), [
        { text: 'one' },
        { text: 'two' },
      ]).children,
    ]
    expect(items.map((item) => item.outerHTML)).toEqual(['<li>one</li>', '<li>two</li>'])
  })

  it('parses table rows as they would parse alone', () => {
    const [row] = renderItems(compileTemplate('<tr><td>#n</td></tr>'), [{ n: 1 }]).children
    expect(row!.outerHTML).toBe('<tr><td>1</td></tr>')
  })

  it('skips a document whose item renders no element', () => {
    expect(
      [
        ...renderItems(compileTemplate('if (#show) {<p>#n</p>}'), [
          { show: false, n: 1 },
          { show: true, n: 2 },
        ]).children,
      ].map((i) => i.textContent),
    ).toEqual(['2'])
  })

  it('strips inline handlers, srcdoc and script URLs, even when data fills them', () => {
    const template =
      '<div class=#cls><a href="#url" onclick="go()">x</a><iframe srcdoc="#html"></iframe><img src="#src" onerror="#js"></div>'
    const [item] = renderItems(compileTemplate(template), [
      {
        cls: 'x onmouseover=alert(1)',
        url: ' java\tscript:alert(1)',
        html: '<script>alert(1)</script>',
        src: 'avatar.png',
        js: 'alert(1)',
      },
    ]).children
    const attributes = [item!, ...item!.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((a) => `${element.tagName.toLowerCase()} ${a.name}=${a.value}`),
    )
    expect(attributes.filter((a) => /^\w+ (on|srcdoc|href)/i.test(a))).toEqual([])
    expect(attributes).toContain('div class=x')
    expect(attributes).toContain('img src=avatar.png')
    expect(item!.querySelector('iframe')).not.toBeNull()
  })

  it('keeps ordinary links', () => {
    const [item] = renderItems(compileTemplate('<a href="#url">#url</a>'), [
      { url: 'https://ex.test/?a=1&b=2' },
    ]).children
    expect(item!.getAttribute('href')).toBe('https://ex.test/?a=1&b=2')
  })

  it('never produces markup from random data: each item is the template element with text', () => {
    const render = compileTemplate('<li data-id="#id"><span>#text</span></li>')
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.string(), text: fc.string() }), { maxLength: 5 }),
        (docs) => {
          const items = [...renderItems(render, docs).children]
          expect(items).toHaveLength(docs.length)
          items.forEach((item, i) => {
            expect(item.tagName).toBe('LI')
            expect(item.getAttribute('data-id')).toBe(docs[i]!.id)
            expect(item.querySelectorAll('*')).toHaveLength(1)
            expect(item.textContent).toBe(docs[i]!.text)
          })
        },
      ),
      { numRuns: 300 },
    )
  })
})
