/**
 * The documentation page configuration. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { configurationDoc } from '../../../content/docs/reference/configuration'

/**
 * @example <ConfigurationDocPage />
 */
export function ConfigurationDocPage() {
  return <DocArticle page={configurationDoc} />
}
