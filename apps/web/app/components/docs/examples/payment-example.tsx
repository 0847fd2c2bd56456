/**
 * Live example: the demo workspace's `demo-checkout` payment snippet wires a Buy button to the
 * test checkout; paying returns to this page with `?paid=starter-kit&session_id=…`.
 */
import { useLocation } from 'react-router'
import { useHydrated } from '../../../lib/use-hydrated'
import { useSnippetButton } from '../../../toolkit/use-snippet-button'
import { Button } from '../../ui/button'
import { ExampleFrame } from '../example-frame'
import { ExampleOutcome } from './example-outcome'

/**
 * @example <PaymentExample />
 */
export function PaymentExample() {
  const { search } = useLocation()
  // The return URL's query is unknown to the prerendered page: read it once hydrated.
  const hydrated = useHydrated()
  const params = new URLSearchParams(hydrated ? search : '')
  const paid = params.get('paid') === 'starter-kit' ? params.get('session_id') : null
  const { failure } = useSnippetButton({
    workspace: 'demo',
    buttonId: 'demo-pay-button',
    wire: (client) => client.payment('demo-checkout', {}, true),
    failureLabel: 'Try payment again',
  })
  return (
    <ExampleFrame title="Buy at the test checkout">
      <div className="flex flex-col gap-4 rounded-xl border border-line bg-zinc-950/60 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-white">Snipwire Starter Kit</p>
          <p className="text-sm text-zinc-400">$25.00, one-time · price demo-starter-kit</p>
        </div>
        <Button
          id="demo-pay-button"
          variant="brand"
          size="lg"
          className="aria-busy:cursor-wait aria-busy:opacity-80"
        >
          Buy for $25
        </Button>
      </div>
      <ExampleOutcome
        failure={failure}
        success={
          paid && (
            <>
              Payment received: you are back from the test checkout.{' '}
              <span className="font-mono text-xs break-all">Checkout {paid}</span>
            </>
          )
        }
      />
    </ExampleFrame>
  )
}
