/**
 * The documentation page errors. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { errorsDoc } from '../../../content/docs/reference/errors'

/**
 * @example <ErrorsDocPage />
 */
export function ErrorsDocPage() {
  return <DocArticle page={errorsDoc} />
}
