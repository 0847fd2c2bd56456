import { describe, expect, it } from 'vitest'
import { parseBillingPeriod, parsePlanName, planPrice, plans } from './plans'

describe('plans', () => {
  it('holds the spec’s prices in USD per month', () => {
    expect(plans.map((plan) => [plan.name, plan.monthlyPrice, plan.annualPrice])).toEqual([
      ['Basic', 29, 24],
      ['Pro', 79, 69],
      ['Enterprise', 199, 179],
    ])
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Pro'])
  })

  it('prices a plan for a billing period', () => {
    expect(planPrice(plans[1]!, 'monthly')).toBe(79)
    expect(planPrice(plans[1]!, 'annual')).toBe(69)
  })

  it('accepts only known plan names and billing periods from a query string', () => {
    expect(parsePlanName('Enterprise')).toBe('Enterprise')
    expect(parsePlanName('pro')).toBeNull()
    expect(parsePlanName(null)).toBeNull()
    expect(parseBillingPeriod('monthly')).toBe('monthly')
    expect(parseBillingPeriod('yearly')).toBeNull()
  })
})
