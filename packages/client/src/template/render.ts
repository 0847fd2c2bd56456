/**
 * Turns rendered template HTML into page elements: one item per document (the first element of
 * what the template produced for it), parsed inertly and stripped of anything that could run.
 */
import type { DocumentSnapshot } from '@snipwire/protocol'
import type { Render } from './parse.js'

// Values are escaped, but a template may still put one where HTML runs it (`href="#url"`, an
// unquoted attribute): items never keep inline handlers, `srcdoc` or script URLs.
const UNSAFE_NAME = /^on|^srcdoc$/i
const UNSAFE_URL = /^(javascript|vbscript):/i
// Neither can be in HTML without a word starting with `on`, `srcdoc`, or a colon (written or as a
// character reference: values are decoded, names are not), so such HTML needs no walk at all.
const RISKY = /\bon|srcdoc|:|&(#0*58|#x0*3a|colon)/i
// Every `</template`, in any case: the HTML holds one per item and one at the end, unless an item
// has its own.
const END_TAG = /<\/template/gi

/** The contents of a `<template>` holding `html`: parsed inertly (nothing runs, nothing loads). */
const parse = (html: string) => {
  const host = document.createElement('template')
  host.innerHTML = html
  return host.content
}

/** Strips what could run from an item and its descendants. */
const sanitize = (item: Element | null | undefined) => {
  for (const element of item ? [item, ...item.querySelectorAll('*')] : [])
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name)!
      // URL parsers skip controls and whitespace: `java\tscript:` is a script URL too.
      if (
        UNSAFE_NAME.test(name) ||
        (value.includes(':') && UNSAFE_URL.test(value.replace(/[^!-~]/g, '')))
      )
        element.removeAttribute(name)
    }
}

/**
 * What a list shows, for the next call: its documents in order, and the HTML and the element of
 * each. The next call indexes them by id; a first render allocates no more than it must, which
 * can spare it a garbage collection in the middle.
 */
export interface Items {
  documents: readonly DocumentSnapshot[]
  htmls: string[]
  elements: (Element | null | undefined)[]
}

/**
 * Renders one element per document into `container`. All new items are parsed in one go, each in
 * a `<template>` of its own, so that it parses as it would alone (a table row stays a row, and
 * an element one item leaves open never swallows the next); when an item breaks out of its
 * `<template>` (its own `</template>`, an open comment or `<script>`), the items are parsed one
 * by one instead. An item whose document rendered the same HTML as in the last call keeps its
 * element where it is (no new parse; images, focus and selection stay). `items` is what the last
 * call returned (nothing the first time).
 * @example items = renderItems(container, compileTemplate('<li>#text</li>'), docs, items)
 */
export function renderItems(
  container: Element,
  render: Render,
  documents: readonly DocumentSnapshot[],
  items?: Items,
): Items {
  const htmls = documents.map((doc) => render(doc.data))
  // Per document: its element kept from the last call, or none when it is parsed anew (`fresh`).
  let elements: Items['elements'] = []
  let fresh = htmls
  if (items) {
    const last = new Map(items.documents.map((doc, i) => [doc.id, i]))
    elements = documents.map((doc, i) => {
      const at = last.get(doc.id)
      return at != null && items.htmls[at] == htmls[i] ? items.elements[at] : undefined
    })
    fresh = htmls.filter((_, i) => !elements[i])
  }
  // An item's own </template> would close the one it is parsed in (counted without another copy
  // of the HTML, which a first render of 1,000 items cannot spare); one that swallows what
  // follows it (an open comment or <script>, say) also swallows the empty template at the end.
  const all = `<template>${fresh.concat('').join('</template><template>')}</template>`
  let ends = 0
  while (END_TAG.test(all)) ends++
  let made =
    ends > fresh.length + 1
      ? []
      : [...parse(all).children].map(
          (host) => (host as Partial<HTMLTemplateElement>).content?.firstElementChild,
        )
  if (made.pop() !== null || made.length != fresh.length || made.includes(undefined))
    made = fresh.map((html) => parse(html).firstElementChild)
  if (RISKY.test(all)) made.forEach(sanitize)
  // Only what changed moves: unchanged items stay put (with their focus and selection).
  let at = container.firstChild
  for (let i = 0, parsed = 0; i < documents.length; i++) {
    const element = (elements[i] ??= made[parsed++])
    if (!element) continue
    if (element == at) at = element.nextSibling
    else container.insertBefore(element, at)
  }
  while (at) {
    const following: ChildNode | null = at.nextSibling
    at.remove()
    at = following
  }
  return { documents, htmls, elements }
}
