/**
 * Pricing plans (spec section 9): prices in USD per month, billed monthly or annually.
 */

export type PlanName = 'Basic' | 'Pro' | 'Enterprise'

export type BillingPeriod = 'monthly' | 'annual'

export interface Plan {
  name: PlanName
  description: string
  monthlyPrice: number
  annualPrice: number
  features: readonly string[]
  popular: boolean
}

export const trialDays = 14

/** What the annual toggle's label promises. */
export const annualDiscountLabel = '-15%'

export const plans: readonly Plan[] = [
  {
    name: 'Basic',
    description: 'For individuals and small teams shipping their first products.',
    monthlyPrice: 29,
    annualPrice: 24,
    features: [
      'Up to 5 team members',
      '10GB storage',
      'Unlimited preview deployments',
      'Automatic HTTPS and custom domains',
      'Community support',
    ],
    popular: false,
  },
  {
    name: 'Pro',
    description: 'For growing teams that deploy many times a day.',
    monthlyPrice: 79,
    annualPrice: 69,
    features: [
      'Up to 20 team members',
      '50GB storage',
      'Priority build queue',
      'Deployment protection and rollbacks',
      'Email support',
    ],
    popular: true,
  },
  {
    name: 'Enterprise',
    description: 'For organisations with advanced security and scale needs.',
    monthlyPrice: 199,
    annualPrice: 179,
    features: [
      'Unlimited team members',
      'Unlimited storage',
      'Single sign-on and audit logs',
      '99.99% uptime SLA',
      'Dedicated support engineer',
    ],
    popular: false,
  },
]

/**
 * The monthly price of a plan for a billing period.
 * @example planPrice(plans[1], 'annual') // 69
 */
export function planPrice(plan: Plan, billing: BillingPeriod): number {
  return billing === 'annual' ? plan.annualPrice : plan.monthlyPrice
}

/**
 * Reads a plan name from untrusted input (a query parameter), or `null`.
 * @example parsePlanName('Pro') // 'Pro'
 */
export function parsePlanName(value: string | null): PlanName | null {
  return plans.find((plan) => plan.name === value)?.name ?? null
}

/**
 * Reads a billing period from untrusted input (a query parameter), or `null`.
 * @example parseBillingPeriod('annual') // 'annual'
 */
export function parseBillingPeriod(value: string | null): BillingPeriod | null {
  return value === 'monthly' || value === 'annual' ? value : null
}
