/**
 * The documentation page add, with its live example. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { LobbyExample } from '../examples/lobby-example'
import { addDoc } from '../../../content/docs/snippets/add'

/**
 * @example <AddDocPage />
 */
export function AddDocPage() {
  return <DocArticle page={addDoc} examples={{ addMessage: <LobbyExample /> }} />
}
