/**
 * The three plans with the monthly/annual toggle. Every plan's button calls `startCheckout`,
 * which runs the house payment snippet; the button shows the spec's payment states ('Loading
 * payment..' while the checkout is being made, 'Try payment again' with the reason after a
 * failure).
 */
import { useEffect, useState } from 'react'
import {
  annualDiscountLabel,
  planPrice,
  plans,
  trialDays,
  type BillingPeriod,
  type Plan,
} from '../../content/plans'
import { classNames } from '../../lib/class-names'
import { startCheckout } from '../../lib/checkout'
import { describeSnippetFailure } from '../../toolkit/snippet-failure'
import { CheckIcon } from '../icons/page-icons'
import { Badge } from '../ui/badge'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-alert'

const billingOptions: readonly { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
]

function BillingToggle({
  billing,
  onChange,
}: {
  billing: BillingPeriod
  onChange: (billing: BillingPeriod) => void
}) {
  return (
    <div
      role="group"
      aria-label="Billing period"
      className="inline-flex rounded-xl border border-line-strong bg-surface p-1"
    >
      {billingOptions.map((option) => {
        const selected = billing === option.value
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            className={classNames(
              'inline-flex h-10 items-center gap-2 rounded-lg px-5 text-sm font-medium transition-colors',
              selected ? 'bg-white text-zinc-950 shadow' : 'text-zinc-300 hover:text-white',
            )}
          >
            {option.label}
            {option.value === 'annual' && (
              <span
                className={classNames(
                  'rounded-md px-1.5 py-0.5 text-xs font-semibold',
                  selected ? 'bg-emerald-700 text-white' : 'bg-emerald-500/15 text-emerald-300',
                )}
              >
                {annualDiscountLabel}
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}

type CheckoutState = { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; message: string }

const checkoutLabels: Record<CheckoutState['kind'], (plan: Plan) => [string, string]> = {
  idle: (plan) => [
    `Start ${trialDays}-day free trial`,
    `Start ${trialDays}-day free trial of ${plan.name}`,
  ],
  working: (plan) => ['Loading payment..', `Loading payment.. for ${plan.name}`],
  failed: (plan) => ['Try payment again', `Try payment again for ${plan.name}`],
}

function PlanCard({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  const price = planPrice(plan, billing)
  const titleId = `plan-${plan.name.toLowerCase()}`
  const [checkout, setCheckout] = useState<CheckoutState>({ kind: 'idle' })
  const [label, accessibleName] = checkoutLabels[checkout.kind](plan)

  // Back from the checkout with the browser's back button, the page may come from the
  // back/forward cache, still 'Loading payment..': offer the plan again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setCheckout({ kind: 'idle' })
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  const start = () => {
    setCheckout({ kind: 'working' })
    startCheckout(plan.name, billing).catch((error: unknown) =>
      setCheckout({ kind: 'failed', message: describeSnippetFailure(error) }),
    )
  }

  return (
    <article
      aria-labelledby={titleId}
      className={classNames(
        'relative flex flex-col rounded-2xl border p-7',
        plan.popular
          ? 'border-brand-400/50 bg-[linear-gradient(180deg,rgb(99_102_241/0.14),rgb(17_17_22/0.9)_40%)] shadow-[0_30px_80px_-30px_rgb(99_102_241/0.6)]'
          : 'border-line bg-surface/70',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {plan.name}
        </h2>
        {plan.popular && <Badge tone="brand">Most Popular</Badge>}
      </div>
      <p className="mt-2 min-h-12 text-sm text-zinc-400">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span
          data-testid={`price-${plan.name}`}
          className="text-5xl font-semibold tracking-tight text-white"
        >
          ${price}
        </span>
        <span className="text-sm text-zinc-400">USD / month</span>
      </p>
      <p className="mt-2 text-sm text-zinc-400">
        {billing === 'annual' ? `Billed annually: $${price * 12} per year` : 'Billed monthly'}
      </p>
      <Button
        variant={plan.popular ? 'brand' : 'secondary'}
        size="lg"
        className="mt-7 w-full"
        aria-label={accessibleName}
        disabled={checkout.kind === 'working'}
        onClick={start}
      >
        {label}
      </Button>
      {checkout.kind === 'failed' && <FormAlert className="mt-3">{checkout.message}</FormAlert>}
      <p className="mt-3 text-center text-xs text-zinc-400">
        Includes a {trialDays}-day free trial. Cancel anytime.
      </p>
      <ul className="mt-7 space-y-3 border-t border-line pt-7 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-zinc-300">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-300" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  )
}

/**
 * @example <PricingPlans />
 */
export function PricingPlans() {
  const [billing, setBilling] = useState<BillingPeriod>('monthly')
  return (
    <div>
      <div className="flex justify-center">
        <BillingToggle billing={billing} onChange={setBilling} />
      </div>
      <div className="mt-12 grid gap-5 lg:grid-cols-3 lg:items-start">
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} billing={billing} />
        ))}
      </div>
    </div>
  )
}
