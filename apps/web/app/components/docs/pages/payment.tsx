/**
 * The documentation page payment, with its live example. Loaded when the page is shown.
 */
import { DocArticle } from '../doc-article'
import { PaymentExample } from '../examples/payment-example'
import { paymentDoc } from '../../../content/docs/snippets/payment'

/**
 * @example <PaymentDocPage />
 */
export function PaymentDocPage() {
  return <DocArticle page={paymentDoc} examples={{ payment: <PaymentExample /> }} />
}
