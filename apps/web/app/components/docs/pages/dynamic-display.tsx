/**
 * The documentation page dynamic-display, with its live example. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { LobbyExample } from '../examples/lobby-example'
import { dynamicDisplayDoc } from '../../../content/docs/snippets/dynamic-display'

/**
 * @example <DynamicDisplayDocPage />
 */
export function DynamicDisplayDocPage() {
  return <DocArticle page={dynamicDisplayDoc} examples={{ liveList: <LobbyExample /> }} />
}
