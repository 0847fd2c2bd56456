/**
 * `payment`: asks the server for a checkout link for the snippet's price and sends the browser
 * there — at once, or on each click of the snippet's button.
 */
import type { PaymentRequest, PaymentResponse, Variables } from '@snipwire/protocol'
import { CLIENT_MESSAGES } from '@snipwire/protocol'
import { byId, wireButton } from './button.js'
import { SnipwireError, fail } from './errors.js'
import type { Context } from './types.js'

/**
 * Starts the snippet's checkout; resolves the payment link the browser is sent to.
 * @example client.payment('pro-plan', { plan: 'Pro', billing: 'annual' }, true)
 */
export async function payment(
  context: Context,
  snippetId: string,
  variables?: Variables,
  target?: EventTarget,
  withButton?: boolean,
): Promise<string> {
  const config = await context.config(snippetId, 'payment')
  const { buttonElementId } = config
  if (!config.priceID || (withButton && !buttonElementId))
    throw fail('snippet/invalid-configuration', 'invalidConfiguration')
  const pay = async () => {
    const body: PaymentRequest = { cancelUrl: location.href }
    if (variables) body.variables = variables
    let answer: PaymentResponse | undefined
    try {
      answer = await context.run<PaymentResponse>(snippetId, 'payment', body)
    } catch (error) {
      const { code } = error as SnipwireError
      // Unreachable server: say so. Any answer that is not OK: the spec's message, with the
      // server's own as the cause.
      if (code == 'network/request-failed') throw error
      throw new SnipwireError(code, CLIENT_MESSAGES.paymentLinkError, error)
    }
    if (!answer?.paymentLink) throw fail('payment/link-missing', 'paymentLinkMissing')
    location.assign(answer.paymentLink)
    return answer.paymentLink
  }
  if (!withButton) return pay()
  const button = byId(buttonElementId)
  if (!button) throw fail('snippet/button-not-found', 'buttonNotFound', { id: buttonElementId! })
  return wireButton(
    button,
    { working: 'Loading payment..', successDisabled: true, failure: 'Try payment again' },
    (start) => {
      start()
      return pay()
    },
    target,
  )
}
