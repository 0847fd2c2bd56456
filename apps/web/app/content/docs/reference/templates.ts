/**
 * Documentation, reference: the template language.
 */
import type { DocPage } from '../types'

export const templatesDoc: DocPage = {
  path: '/docs/templates',
  lead: 'A live list’s `dynamicSnippetItemCode` is HTML with `#field` placeholders and `if` blocks. It is parsed by a small parser — never `eval` or `Function` — and every value is escaped, so data stored by anyone renders as inert text.',
  sections: [
    {
      id: 'placeholders',
      title: 'Placeholders',
      blocks: [
        {
          type: 'text',
          text: '`#field` is replaced by the document’s field, HTML-escaped; `#author.name` reads nested fields. A `#name` that is neither a field of the document nor a mapped field stays as written, so `href="#top"` and `color:#fff` keep working.',
        },
        {
          type: 'code',
          language: 'html',
          code: '<li class="message"><b>#author</b>: #text</li>',
        },
      ],
    },
    {
      id: 'conditions',
      title: 'Conditions',
      blocks: [
        {
          type: 'text',
          text: 'Blocks choose what an item shows: `if (condition) { … } else if (condition) { … } else { … }`.',
        },
        {
          type: 'code',
          language: 'html',
          code: `<li class="message"><b>#author</b>: #text
  if (#votes > 10 && !#hidden) { <span class="hot">hot</span> } else { <span>#votes votes</span> }</li>`,
        },
        {
          type: 'list',
          items: [
            'A condition is made of `#field` references, string (single or double quotes), number and boolean literals, `==`, `!=`, `===`, `!==`, `<`, `<=`, `>`, `>=`, `!`, `&&`, `||` and parentheses, with JavaScript’s precedence.',
            "Only letters, digits, whitespace, quotes and the characters `> < = ! . & | ( )` may appear. Anything else: 'Invalid characters in condition.'",
            "The words `constructor`, `prototype` and `__proto__` are refused: 'Disallowed property access in condition.'",
            'A refused condition is logged once and counts as false; the rest of the list renders.',
          ],
        },
      ],
    },
    {
      id: 'safety',
      title: 'Safety and speed',
      blocks: [
        {
          type: 'list',
          items: [
            'Every substituted value is HTML-escaped. On top of that, rendered items never keep inline event handlers, `srcdoc` or `javascript:` URLs.',
            'Each document renders the first element of its item. When a live list changes, items whose document and rendering did not change keep their elements (images, focus and selection stay); only changes move.',
            'A 1,000-item list re-renders within a frame.',
          ],
        },
      ],
    },
  ],
}
