/**
 * The confirmation on the dashboard after a plan was paid at the checkout: the checkout returns
 * to `/dashboard?plan=Pro&billing=annual&session_id=cs_…` (the house payment snippet's success
 * URL), and this names the plan bought, its billing and its price.
 */
import { useLocation, useNavigate } from 'react-router'
import { parseBillingPeriod, parsePlanName, planPrice, plans } from '../../content/plans'
import { publishableKey } from '../../lib/snipwire'
import { useHydrated } from '../../lib/use-hydrated'
import { CloseIcon } from '../icons/icons'
import { CheckCircleIcon } from '../icons/page-icons'

export interface PurchasedPlan {
  plan: string
  billing: 'monthly' | 'annual'
  /** What the checkout charged, e.g. '$828 per year'. */
  charge: string
  /** The monthly price, e.g. 69. */
  perMonth: number
  checkoutId: string
}

/**
 * The plan a checkout's return URL names, or `null` when it names none (or a plan that does
 * not exist, or no checkout).
 * @example purchasedPlan('?plan=Pro&billing=annual&session_id=cs_test_1') // { plan: 'Pro', charge: '$828 per year', … }
 */
export function purchasedPlan(search: string): PurchasedPlan | null {
  const params = new URLSearchParams(search)
  const name = parsePlanName(params.get('plan'))
  const billing = parseBillingPeriod(params.get('billing'))
  const checkoutId = params.get('session_id')
  const plan = plans.find((candidate) => candidate.name === name)
  if (!plan || !billing || !checkoutId) return null
  const perMonth = planPrice(plan, billing)
  return {
    plan: plan.name,
    billing,
    charge: billing === 'annual' ? `$${perMonth * 12} per year` : `$${perMonth} per month`,
    perMonth,
    checkoutId,
  }
}

/**
 * @example <CheckoutConfirmation />
 */
export function CheckoutConfirmation() {
  const { search } = useLocation()
  const navigate = useNavigate()
  // The query string is unknown to the prerendered page: read it only once hydrated.
  const hydrated = useHydrated()
  const purchase = hydrated ? purchasedPlan(search) : null
  if (!purchase) return null
  return (
    <section
      role="status"
      aria-labelledby="purchase-title"
      className="flex items-start gap-4 rounded-2xl border border-emerald-400/30 bg-emerald-500/10 p-5"
    >
      <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-300" />
      <div className="min-w-0 flex-1">
        <h2 id="purchase-title" className="font-semibold text-white">
          Payment received: you are on the {purchase.plan} plan
        </h2>
        <p className="mt-1 text-sm text-emerald-100/90">
          {purchase.billing === 'annual'
            ? `Billed annually: ${purchase.charge} ($${purchase.perMonth} per month).`
            : `Billed monthly: ${purchase.charge}.`}{' '}
          {publishableKey('house').startsWith('pk_test_') && 'Test mode: no real card was charged.'}
        </p>
        <p className="mt-1 truncate font-mono text-xs text-emerald-100/70">
          Checkout {purchase.checkoutId}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void navigate('/dashboard', { replace: true })}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-emerald-100 hover:bg-white/10"
      >
        <span className="sr-only">Dismiss</span>
        <CloseIcon className="size-4" />
      </button>
    </section>
  )
}
