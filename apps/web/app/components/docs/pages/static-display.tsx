/**
 * The documentation page static-display, with its live example. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { ProductExample } from '../examples/product-example'
import { staticDisplayDoc } from '../../../content/docs/snippets/static-display'

/**
 * @example <StaticDisplayDocPage />
 */
export function StaticDisplayDocPage() {
  return <DocArticle page={staticDisplayDoc} examples={{ staticDisplay: <ProductExample /> }} />
}
