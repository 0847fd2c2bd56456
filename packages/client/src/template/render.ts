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
// Ends each item when all are parsed in one go. Data cannot make a comment (`<` is escaped).
const END = 'sw'
const MARKER = `<!--${END}-->`

/**
 * Parses HTML inertly (a `<template>`'s content: nothing runs, nothing loads) and strips what
 * could run from every element, in one walk.
 */
const parse = (html: string) => {
  const host = document.createElement('template')
  host.innerHTML = html
  const walker = document.createTreeWalker(host.content, 1 /* NodeFilter.SHOW_ELEMENT */)
  for (let element: Element | null; (element = walker.nextNode() as Element | null);)
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name)!
      // URL parsers skip controls and whitespace: `java\tscript:` is a script URL too.
      if (
        UNSAFE_NAME.test(name) ||
        (value.includes(':') && UNSAFE_URL.test(value.replace(/[^!-~]/g, '')))
      )
        element.removeAttribute(name)
    }
  return host.content
}

/**
 * Renders one element per document into `container`. All new items are parsed in one go, each
 * ended by a marker comment; should a template leave an element open (so that items would run
 * into each other), each item is parsed on its own instead, as it would parse alone. An item
 * whose document and rendering did not change since the last call keeps its element where it is
 * (no new parse; images, focus and selection stay). `items` is what the last call returned
 * (empty the first time).
 * @example items = renderItems(container, compileTemplate('<li>#text</li>'), docs, items)
 */
export function renderItems(
  container: Element,
  render: Render,
  documents: readonly DocumentSnapshot[],
  items: ReadonlyMap<string, Element>,
): Map<string, Element> {
  const next = new Map<string, Element>()
  // Keyed by id and HTML: the same document rendered the same is the same item.
  const keys: string[] = []
  const fresh: string[] = []
  for (const doc of documents) {
    const html = render(doc.data)
    const key = doc.id + '\n' + html
    keys.push(key)
    if (!items.has(key)) fresh.push(html)
  }
  let made: (Element | null)[] = []
  let first: Element | null = null
  for (let node = parse(fresh.join(MARKER) + MARKER).firstChild; node; node = node.nextSibling)
    if (node.nodeType == 8 && (node as Comment).data == END) {
      made.push(first)
      first = null
    } else first ??= node.nodeType == 1 ? (node as Element) : null
  // A marker swallowed by an open element: the items ran into each other.
  if (made.length != fresh.length) made = fresh.map((html) => parse(html).firstElementChild)
  let parsed = 0
  for (const key of keys) {
    const item = items.get(key) ?? made[parsed++]
    if (item) next.set(key, item)
  }
  // Only what changed moves: unchanged items stay put (with their focus and selection).
  let at = container.firstChild
  for (const item of next.values())
    if (item == at) at = at.nextSibling
    else container.insertBefore(item, at)
  while (at) {
    const following: ChildNode | null = at.nextSibling
    at.remove()
    at = following
  }
  return next
}
