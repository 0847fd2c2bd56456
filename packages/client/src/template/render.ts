/**
 * Turns rendered template HTML into page elements: one item per document (the first element of
 * what the template produced for it), parsed inertly and stripped of anything that could run.
 */
import type { Data } from './condition.js'
import type { Render } from './parse.js'

// Values are escaped, but a template may still put one where HTML runs it (`href="#url"`, an
// unquoted attribute): items never keep inline handlers, `srcdoc` or script URLs.
const UNSAFE_NAME = /^on|^srcdoc$/i
const UNSAFE_URL = /^(javascript|vbscript):/i

const sanitize = (item: Element): Element => {
  for (const element of [item, ...item.querySelectorAll('*')])
    for (const { name, value } of [...element.attributes])
      // URL parsers ignore controls and whitespace, so `java\tscript:` is a script URL too.
      if (UNSAFE_NAME.test(name) || UNSAFE_URL.test([...value].filter((c) => c > ' ').join('')))
        element.removeAttribute(name)
  return item
}

/**
 * Renders one element per document; all of them in a single parse.
 * @example container.replaceChildren(...renderItems(compileTemplate('<li>#text</li>'), docs))
 */
export function renderItems(render: Render, documents: readonly Data[]): Element[] {
  const host = document.createElement('template')
  // Each item gets its own <template>, so a table row or list item parses as it would alone.
  host.innerHTML = documents.map((data) => '<template>' + render(data) + '</template>').join('')
  const items: Element[] = []
  for (const wrapper of host.content.children) {
    const item = (wrapper as HTMLTemplateElement).content.firstElementChild
    if (item) items.push(sanitize(item))
  }
  return items
}
