import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { compileTemplate } from './parse.js'
import { renderItems } from './render.js'

const docs = (...data: Record<string, unknown>[]) =>
  data.map((d, i) => ({
    id: typeof d.id == 'string' ? d.id : String(i),
    path: `items/${i}`,
    data: d,
  }))

/** Renders into a fresh list and returns the list. */
function renderList(template: string, documents: ReturnType<typeof docs>) {
  const list = document.createElement('ul')
  renderItems(list, compileTemplate(template), documents)
  return list
}

describe('renderItems', () => {
  it('renders one element per document: the first element of each rendered item', () => {
    const list = renderList(
      '<li>#text</li><li>ignored</li>',
      docs({ text: 'one' }, { text: 'two' }),
    )
    expect([...list.children].map((item) => item.outerHTML)).toEqual([
      '<li>one</li>',
      '<li>two</li>',
    ])
  })

  it('replaces what the container held before', () => {
    const list = document.createElement('ul')
    list.innerHTML = 'Loading… <li>placeholder</li>'
    renderItems(list, compileTemplate('<li>#text</li>'), docs({ text: 'one' }))
    expect(list.innerHTML).toBe('<li>one</li>')
  })

  it('parses table rows as they would parse alone', () => {
    const table = document.createElement('tbody')
    renderItems(table, compileTemplate('<tr><td>#n</td></tr>'), docs({ n: 1 }))
    expect(table.innerHTML).toBe('<tr><td>1</td></tr>')
  })

  it('parses each item as it would parse alone, whatever the template leaves open', () => {
    for (const template of ['<li>#text', '<p>#text', '<li><b>#text</li>', '<li>#text<!--</li>'])
      expect(
        [...renderList(template, docs({ text: 'one' }, { text: 'two' })).children].map(
          (item) => item.textContent,
        ),
        template,
      ).toEqual(['one', 'two'])
  })

  it('renders one item per document for a template that closes a <template> itself', () => {
    const list = renderList(
      '<li>#text</li></template><b>x</b>',
      docs({ text: 'one' }, { text: 'two' }),
    )
    expect([...list.children].map((item) => item.outerHTML)).toEqual([
      '<li>one</li>',
      '<li>two</li>',
    ])
  })

  it('parses all new items in one go', () => {
    const parsed = vi.spyOn(HTMLTemplateElement.prototype, 'innerHTML', 'set')
    const list = renderList(
      '<li>#text <!-- a comment --> if (#n > 1) {<b>big</b>} </li>',
      docs({ text: 'one', n: 1 }, { text: 'two', n: 2 }, { text: 'three', n: 3 }),
    )
    expect(parsed).toHaveBeenCalledTimes(1)
    expect([...list.children].map((item) => item.outerHTML)).toEqual([
      '<li>one <!-- a comment -->  </li>',
      '<li>two <!-- a comment --> <b>big</b> </li>',
      '<li>three <!-- a comment --> <b>big</b> </li>',
    ])
  })

  it('skips a document whose item renders no element', () => {
    const list = renderList(
      'if (#show) {<p>#n</p>}',
      docs({ show: false, n: 1 }, { show: true, n: 2 }),
    )
    expect(list.textContent).toBe('2')
  })

  it('keeps the element of an unchanged document and renders the changed ones anew', () => {
    const list = document.createElement('ul')
    const render = compileTemplate('<li>#text</li>')
    const first = renderItems(
      list,
      render,
      docs({ id: 'a', text: 'one' }, { id: 'b', text: 'two' }),
    )
    const [a, b] = list.children
    renderItems(
      list,
      render,
      docs({ id: 'c', text: 'new' }, { id: 'a', text: 'one' }, { id: 'b', text: 'TWO' }),
      first,
    )
    expect(list.textContent).toBe('newoneTWO')
    expect(list.children[1]).toBe(a)
    expect(list.children[2]).not.toBe(b)
  })

  it('strips inline handlers, srcdoc and script URLs, even when data fills them', () => {
    const template =
      '<div class=#cls><a href="#url" onclick="go()">x</a><iframe srcdoc="#html"></iframe><img src="#src" onerror="#js"></div>'
    const list = renderList(
      template,
      docs({
        cls: 'x onmouseover=alert(1)',
        url: ' java\tscript:alert(1)',
        html: '<script>alert(1)</script>',
        src: 'avatar.png',
        js: 'alert(1)',
      }),
    )
    const item = list.firstElementChild!
    const attributes = [item, ...item.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((a) => `${element.tagName.toLowerCase()} ${a.name}=${a.value}`),
    )
    expect(attributes.filter((a) => /^\w+ (on|srcdoc|href)/i.test(a))).toEqual([])
    expect(attributes).toContain('div class=x')
    expect(attributes).toContain('img src=avatar.png')
    expect(item.querySelector('iframe')).not.toBeNull()
  })

  it('strips what could run however the template spells it, with or without a walk', () => {
    // Handlers, srcdoc and script URLs spelled every way the parser reads them, in the template
    // or filled in by data; and harmless attributes, so that some HTML needs no walk.
    const name = fc.constantFrom('onclick', 'ONerror', 'srcdoc', 'SrcDoc', 'href', 'title', '#v')
    const value = fc.constantFrom(
      ...['javascript:x', 'JavaScript&#58;x', 'java\tscript&#x3A;x', 'vbscript&colon;x'],
      ...[' java&#9;script&#0058x', 'javascript&#X3a', '#v', 'x', 'a b'],
    )
    const attribute = fc
      .tuple(fc.constantFrom(' ', '/', '\n'), name, fc.constantFrom('"', "'", ''), value)
      .map(([gap, name, quote, value]) => `${gap}${name}=${quote}${value}${quote}`)
    const template = fc
      .tuple(
        fc.constantFrom('a', 'img', 'iframe', 'div', 'svg><a'),
        fc.array(attribute, { maxLength: 3 }),
        fc.boolean(),
      )
      .map(
        ([tag, attributes, conditional]) =>
          `<li><${tag}${attributes.join('')}>#v</${tag}>` +
          (conditional ? 'if (#f) { <b title="#v">x</b> } else { <i> </i> }</li>' : '</li>'),
      )
    const data = fc.constantFrom(
      ...['x', 'a b', 'onclick=alert(1)', 'x onmouseover=alert(1)', 'srcdoc=x'],
      ...['javascript:alert(1)', ' java\tscript:x', 'vbscript:x'],
    )
    fc.assert(
      fc.property(template, data, fc.boolean(), (template, v, f) => {
        const list = renderList(template, docs({ v, f }, { v: 'x', f: !f }))
        for (const element of list.querySelectorAll('*'))
          for (const { name, value } of element.attributes) {
            expect(name).not.toMatch(/^on|^srcdoc$/i)
            expect(value.replace(/[^!-~]/g, '')).not.toMatch(/^(javascript|vbscript):/i)
          }
      }),
      { numRuns: 1000 },
    )
  })

  it('keeps ordinary links', () => {
    const list = renderList('<a href="#url">#url</a>', docs({ url: 'https://ex.test/?a=1&b=2' }))
    expect(list.firstElementChild!.getAttribute('href')).toBe('https://ex.test/?a=1&b=2')
  })

  it('never produces markup from random data: each item is the template element with text', () => {
    const render = compileTemplate('<li data-id="#id"><span>#text</span></li>')
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.string(), text: fc.string() }), {
          maxLength: 5,
          selector: (d) => d.id,
        }),
        (data) => {
          const list = document.createElement('ul')
          renderItems(list, render, docs(...data))
          const items = [...list.children]
          expect(items).toHaveLength(data.length)
          items.forEach((item, i) => {
            expect(item.tagName).toBe('LI')
            expect(item.getAttribute('data-id')).toBe(data[i]!.id)
            expect(item.querySelectorAll('*')).toHaveLength(1)
            expect(item.textContent).toBe(data[i]!.text)
          })
        },
      ),
      { numRuns: 300 },
    )
  })
})
