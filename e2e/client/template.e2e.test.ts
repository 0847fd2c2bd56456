/**
 * The template renderer in Chromium's own HTML parser (the unit tests run on happy-dom's): all
 * new items parsed in one go come out exactly as each would parse alone, whatever the template
 * leaves open or misnests, and nothing that could run survives, whether or not the HTML needed a
 * walk.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import fc from 'fast-check'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../harness/browser.js'

const client = fileURLToPath(new URL('../../packages/client/src', import.meta.url))

let browser: Browser
let page: Page

interface Case {
  template: string
  data: Record<string, unknown>[]
}

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: `import { renderItems } from './template/render.ts'
        import { compileTemplate } from './template/parse.ts'
        window.templates = { renderItems, compileTemplate }`,
      resolveDir: client,
      loader: 'ts',
    },
    alias: { '@snipwire/protocol': join(client, '../../protocol/src/index.ts') },
    bundle: true,
    format: 'iife',
    write: false,
    logLevel: 'error',
  })
  browser = await launchBrowser()
  page = await browser.newPage()
  await page.setContent('<!doctype html><title>templates</title><ul id="list"></ul>')
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text })
})

afterAll(async () => {
  await browser.close()
})

/** Renders each case into a fresh list: every item's HTML, and each rendering parsed alone. */
const renderInPage = (cases: Case[]) =>
  page.evaluate((cases) => {
    const { renderItems, compileTemplate } = (
      window as unknown as {
        templates: {
          renderItems: (c: Element, r: unknown, d: unknown[]) => unknown
          compileTemplate: (t: string) => (data: unknown) => string
        }
      }
    ).templates
    return cases.map(({ template, data }) => {
      const render = compileTemplate(template)
      const list = document.createElement('ul')
      const docs = data.map((d, i) => ({ id: String(i), path: `items/${i}`, data: d }))
      renderItems(list, render, docs)
      const alone = docs.flatMap((doc) => {
        const host = document.createElement('template')
        host.innerHTML = render(doc.data)
        const item = host.content.firstElementChild
        return item ? [item.outerHTML] : []
      })
      return {
        html: docs.map((doc) => render(doc.data)).join(''),
        items: [...list.children].map((item) => item.outerHTML),
        alone,
        attributes: [...list.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes].map(({ name, value }) => ({ name, value })),
        ),
      }
    })
  }, cases)

describe('renderItems in Chromium', () => {
  it('parses all new items in one go exactly as each would parse alone', async () => {
    const piece = fc.constantFrom(
      ...['<li>', '</li>', '<p>', '</p>', '<b>', '</b>', '<i>', '<tr>', '<td>', '</td>', '</tr>'],
      ...['<table>', '</table>', '<option>', '<select>', '<textarea>', '</textarea>', '<br>'],
      ...['<template>', '</template>', '<!--', '-->', '<a title="#v">', '</a>', '<script>'],
      ...['x', ' ', '#v', 'if (#f) {', '}', ' else {'],
    )
    const cases = fc.sample(
      fc.record({
        template: fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join('')),
        data: fc.array(
          fc.record({ v: fc.constantFrom('x', 'a b', '<li>', '-->'), f: fc.boolean() }),
          { minLength: 1, maxLength: 4 },
        ),
      }),
      { numRuns: 8000, seed: 202 },
    )
    const results = await renderInPage(cases)
    results.forEach((result, i) => expect(result.items, cases[i]!.template).toEqual(result.alone))
  })

  it('strips handlers, srcdoc and script URLs however they are spelled, walk or no walk', async () => {
    const name = fc.constantFrom('onclick', 'ONerror', 'srcdoc', 'SrcDoc', 'href', 'title', '#v')
    const value = fc.constantFrom(
      ...['javascript:x', 'JavaScript&#58;x', 'java\tscript&#x3A;x', 'vbscript&colon;x'],
      ...[' java&#9;script&#0058x', 'javascript&#X3a', '#v', 'x', 'a b'],
    )
    const attribute = fc
      .tuple(fc.constantFrom(' ', '/', '\n', ''), name, fc.constantFrom('"', "'", ''), value)
      .map(([gap, name, quote, value]) => `${gap}${name}=${quote}${value}${quote}`)
    const cases = fc.sample(
      fc.record({
        template: fc
          .tuple(
            fc.constantFrom('a', 'img', 'iframe', 'svg><a'),
            fc.array(attribute, { maxLength: 3 }),
          )
          .map(([tag, attributes]) => `<li><${tag} x=""${attributes.join('')}>#v</${tag}></li>`),
        data: fc.array(
          fc.record({
            v: fc.constantFrom(
              ...['x', 'a b', 'onclick=alert(1)', 'x onmouseover=alert(1)', 'srcdoc=x'],
              ...['javascript:alert(1)', ' java\tscript:x', 'vbscript:x'],
            ),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { numRuns: 8000, seed: 202 },
    )
    const results = await renderInPage(cases)
    results.forEach((result, i) => {
      for (const { name, value } of result.attributes) {
        expect(name, cases[i]!.template).not.toMatch(/^on|^srcdoc$/i)
        expect(value.replace(/[^!-~]/g, ''), cases[i]!.template).not.toMatch(
          /^(javascript|vbscript):/i,
        )
      }
    })
    // Both ways were taken: some lists could hold something that runs (and were walked), some
    // could not.
    const risky = results.map((result) => /\bon|srcdoc|:|&(#0*58|#x0*3a|colon)/i.test(result.html))
    expect(risky).toContain(true)
    expect(risky).toContain(false)
  })
})
