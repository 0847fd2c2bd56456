/**
 * On the sign-up page, the plan and billing period chosen on the pricing page
 * (`/signup?plan=Pro&billing=annual`), so the visitor sees which trial they are starting.
 */
import { useLocation } from 'react-router'
import { parseBillingPeriod, parsePlanName, trialDays } from '../../content/plans'
import { useHydrated } from '../../lib/use-hydrated'
import { SparklesIcon } from '../icons/icons'

/**
 * @example <TrialNotice />
 */
export function TrialNotice() {
  const { search } = useLocation()
  // The query string is unknown to the prerendered page: read it only once hydrated.
  const hydrated = useHydrated()
  if (!hydrated) return null
  const params = new URLSearchParams(search)
  const plan = parsePlanName(params.get('plan'))
  if (plan === null) return null
  const billing = parseBillingPeriod(params.get('billing')) ?? 'monthly'
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-brand-400/30 bg-brand-500/10 px-4 py-3 text-sm text-indigo-100"
    >
      <SparklesIcon className="mt-0.5 size-4 shrink-0 text-brand-300" />
      <span>
        You are starting the <strong className="font-semibold text-white">{plan}</strong> plan’s{' '}
        {trialDays}-day free trial, billed {billing === 'annual' ? 'annually' : 'monthly'} after the
        trial.
      </span>
    </p>
  )
}
