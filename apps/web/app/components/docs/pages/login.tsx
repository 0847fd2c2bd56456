/**
 * The documentation page login, with its live example. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { LoginExample } from '../examples/login-example'
import { loginDoc } from '../../../content/docs/snippets/login'

/**
 * @example <LoginDocPage />
 */
export function LoginDocPage() {
  return <DocArticle page={loginDoc} examples={{ login: <LoginExample /> }} />
}
