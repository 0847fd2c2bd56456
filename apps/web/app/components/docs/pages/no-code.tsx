/**
 * The documentation page no-code. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { noCodeDoc } from '../../../content/docs/getting-started'

/**
 * @example <NoCodePage />
 */
export function NoCodePage() {
  return <DocArticle page={noCodeDoc} />
}
