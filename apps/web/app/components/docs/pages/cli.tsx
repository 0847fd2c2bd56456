/**
 * The documentation page cli. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { cliDoc } from '../../../content/docs/reference/cli'

/**
 * @example <CliDocPage />
 */
export function CliDocPage() {
  return <DocArticle page={cliDoc} />
}
