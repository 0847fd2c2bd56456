/**
 * The documentation page cli. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { cliDoc } from '../../../content/docs/reference'

/**
 * @example <CliDocPage />
 */
export function CliDocPage() {
  return <DocArticle page={cliDoc} />
}
