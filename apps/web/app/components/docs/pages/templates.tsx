/**
 * The documentation page templates. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { templatesDoc } from '../../../content/docs/reference/templates'

/**
 * @example <TemplatesDocPage />
 */
export function TemplatesDocPage() {
  return <DocArticle page={templatesDoc} />
}
