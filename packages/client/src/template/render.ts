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

/**
 * Renders one element per document, all in a single parse, as a fragment to insert at once.
 * @example container.replaceChildren(renderItems(compileTemplate('<li>#text</li>'), docs))
 */
export function renderItems(render: Render, documents: readonly Data[]): DocumentFragment {
  const host = document.createElement('template')
  // Each item gets its own <template>, so a table row or list item parses as it would alone.
  host.innerHTML = documents.map((data) => '<template>' + render(data) + '</template>').join('')
  const items = document.createDocumentFragment()
  for (const wrapper of [...host.content.children]) {
    const item = (wrapper as HTMLTemplateElement).content.firstElementChild
    if (item) items.append(item)
  }
  for (const element of items.querySelectorAll('*'))
    for (let i = element.attributes.length; i--;) {
      const { name, value } = element.attributes[i]!
      // URL parsers skip controls and whitespace: `java\tscript:` is a script URL too.
      if (
        UNSAFE_NAME.test(name) ||
        (value.includes(':') && UNSAFE_URL.test(value.replace(/[^!-~]/g, '')))
      )
        element.removeAttribute(name)
    }
  return items
}
