/**
 * Where the pricing page's plan buttons lead: the single place a checkout starts.
 *
 * Until the payment snippet is connected, starting a checkout starts the plan's free trial:
 * the visitor goes to the sign-up page with the chosen plan and billing period, which the page
 * shows. No payment is taken or pretended here.
 */
import type { BillingPeriod, PlanName } from '../content/plans'

/**
 * The sign-up page for a plan's trial.
 * @example trialSignUpPath('Pro', 'annual') // '/signup?plan=Pro&billing=annual'
 */
export function trialSignUpPath(plan: PlanName, billing: BillingPeriod): string {
  return `/signup?${new URLSearchParams({ plan, billing }).toString()}`
}

/**
 * Starts the checkout of a plan: for now, the plan's 14-day trial on the sign-up page.
 * @example <button onClick={() => startCheckout('Pro', 'annual')}>Start free trial</button>
 */
export function startCheckout(plan: PlanName, billing: BillingPeriod): void {
  window.location.assign(trialSignUpPath(plan, billing))
}
