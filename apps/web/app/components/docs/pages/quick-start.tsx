/**
 * The documentation page quick-start. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { quickStartDoc } from '../../../content/docs/getting-started'

/**
 * @example <QuickStartPage />
 */
export function QuickStartPage() {
  return <DocArticle page={quickStartDoc} />
}
