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

/** Strips what could run from a new item and its descendants; `null` stays `null`. */
const sanitize = (item: Element | null) => {
  for (const element of item ? [item, ...item.querySelectorAll('*')] : [])
    for (let i = element.attributes.length; i--;) {
      const { name, value } = element.attributes[i]!
      // URL parsers skip controls and whitespace: `java\tscript:` is a script URL too.
      if (
        UNSAFE_NAME.test(name) ||
        (value.includes(':') && UNSAFE_URL.test(value.replace(/[^!-~]/g, '')))
      )
        element.removeAttribute(name)
    }
  return item
}

/**
 * Renders one element per document into `container`, parsing all new items at once. An item
 * whose document and rendering did not change since the last call keeps its element where it is
 * (no new parse; images, focus and selection stay). `items` is what the last call returned (empty the first time).
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
  const keys = documents.map((doc) => doc.id + '\n' + render(doc.data))
  const host = document.createElement('template')
  // Each new item gets its own <template>, so a table row or list item parses as it would alone.
  host.innerHTML = keys
    .map((key) =>
      items.has(key) ? '' : '<template>' + key.slice(key.indexOf('\n') + 1) + '</template>',
    )
    .join('')
  let parsed = 0
  for (const key of keys) {
    const item =
      items.get(key) ??
      sanitize((host.content.children[parsed++] as HTMLTemplateElement).content.firstElementChild)
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
