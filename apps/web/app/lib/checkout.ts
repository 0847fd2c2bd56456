/**
 * Where the pricing page's plan buttons lead: the house workspace's `pricing` payment snippet,
 * run through the Snipwire client with the variables `plan` and `billing`. The server prices
 * the checkout from its catalogue (`plan-<plan>-<billing>`), and the browser goes to the
 * checkout; paying returns to `/dashboard?plan=…&billing=…&session_id=…`.
 */
import type { BillingPeriod, PlanName } from '../content/plans'
import { houseSnippets, loadClient } from './snipwire'

/**
 * Starts the checkout of a plan: resolves once the browser is on its way to the checkout;
 * rejects with the client's `SnipwireError` when no checkout could be started.
 * @example <button onClick={() => startCheckout('Pro', 'annual').catch(showFailure)}>Start free trial</button>
 */
export async function startCheckout(plan: PlanName, billing: BillingPeriod): Promise<void> {
  const client = await loadClient('house')
  await client.payment(houseSnippets.pricing, { plan, billing })
}
