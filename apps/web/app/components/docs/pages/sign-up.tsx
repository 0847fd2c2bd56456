/**
 * The documentation page sign-up, with its live example. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { SignUpExample } from '../examples/sign-up-example'
import { signUpDoc } from '../../../content/docs/snippets/sign-up'

/**
 * @example <SignUpDocPage />
 */
export function SignUpDocPage() {
  return <DocArticle page={signUpDoc} examples={{ signUp: <SignUpExample /> }} />
}
