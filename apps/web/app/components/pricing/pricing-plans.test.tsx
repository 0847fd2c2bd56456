import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { startCheckout } from '../../lib/checkout'
import { PricingPlans } from './pricing-plans'

// The checkout navigates the browser away; here we check what the buttons ask it to do and
// how they show its progress (the whole checkout runs in e2e/journeys).
vi.mock('../../lib/checkout', () => ({ startCheckout: vi.fn() }))

/** A checkout the test settles by hand. */
function pendingCheckout() {
  let settle = { resolve: () => {}, reject: (_error: unknown) => {} }
  vi.mocked(startCheckout).mockImplementation(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      }),
  )
  return {
    resolve: () => settle.resolve(),
    reject: (error: unknown) => settle.reject(error),
  }
}

function plan(name: string) {
  return within(screen.getByRole('article', { name }))
}

function prices() {
  return ['Basic', 'Pro', 'Enterprise'].map(
    (name) => plan(name).getByTestId(`price-${name}`).textContent,
  )
}

function toggle(name: RegExp) {
  return screen.getByRole('button', { name })
}

beforeEach(() => {
  vi.mocked(startCheckout).mockReset()
  vi.mocked(startCheckout).mockResolvedValue(undefined)
})

describe('PricingPlans', () => {
  it('shows the monthly prices first', () => {
    render(<PricingPlans />)
    expect(prices()).toEqual(['$29', '$79', '$199'])
    expect(toggle(/^Monthly$/).getAttribute('aria-pressed')).toBe('true')
    expect(toggle(/^Annual/).getAttribute('aria-pressed')).toBe('false')
  })

  it('switches to the annual prices and back', async () => {
    const user = userEvent.setup()
    render(<PricingPlans />)
    await user.click(toggle(/^Annual/))
    expect(prices()).toEqual(['$24', '$69', '$179'])
    expect(toggle(/^Annual/).getAttribute('aria-pressed')).toBe('true')
    expect(plan('Pro').getByText('Billed annually: $828 per year')).toBeTruthy()
    await user.click(toggle(/^Monthly$/))
    expect(prices()).toEqual(['$29', '$79', '$199'])
  })

  it("labels the annual option '-15%'", () => {
    render(<PricingPlans />)
    expect(toggle(/^Annual/).textContent).toBe('Annual-15%')
  })

  it('marks only Pro as Most Popular', () => {
    render(<PricingPlans />)
    expect(plan('Pro').queryByText('Most Popular')).not.toBeNull()
    expect(plan('Basic').queryByText('Most Popular')).toBeNull()
    expect(plan('Enterprise').queryByText('Most Popular')).toBeNull()
  })

  it('states each plan’s limits and the 14-day free trial', () => {
    render(<PricingPlans />)
    expect(plan('Basic').getByText('Up to 5 team members')).toBeTruthy()
    expect(plan('Basic').getByText('10GB storage')).toBeTruthy()
    expect(plan('Pro').getByText('Up to 20 team members')).toBeTruthy()
    expect(plan('Pro').getByText('50GB storage')).toBeTruthy()
    expect(plan('Enterprise').getByText('Unlimited team members')).toBeTruthy()
    expect(plan('Enterprise').getByText('Unlimited storage')).toBeTruthy()
    for (const name of ['Basic', 'Pro', 'Enterprise']) {
      expect(plan(name).getByText('Includes a 14-day free trial. Cancel anytime.')).toBeTruthy()
    }
  })

  it('starts the checkout of the chosen plan and billing period', async () => {
    const user = userEvent.setup()
    render(<PricingPlans />)
    await user.click(plan('Basic').getByRole('button', { name: /free trial of Basic/ }))
    expect(startCheckout).toHaveBeenLastCalledWith('Basic', 'monthly')
    await user.click(toggle(/^Annual/))
    await user.click(plan('Enterprise').getByRole('button', { name: /free trial of Enterprise/ }))
    expect(startCheckout).toHaveBeenLastCalledWith('Enterprise', 'annual')
    expect(startCheckout).toHaveBeenCalledTimes(2)
  })

  it("shows 'Loading payment..' while the checkout is made, then 'Try payment again' with the reason", async () => {
    const user = userEvent.setup()
    const checkout = pendingCheckout()
    render(<PricingPlans />)
    await user.click(plan('Pro').getByRole('button', { name: /free trial of Pro/ }))
    const working = plan('Pro').getByRole('button', { name: 'Loading payment.. for Pro' })
    expect(working.textContent).toBe('Loading payment..')
    expect((working as HTMLButtonElement).disabled).toBe(true)
    checkout.reject(
      Object.assign(new Error('Error creating payment link.'), {
        code: 'payment/unknown-price',
        cause: new Error('Unknown price "plan-Pro-monthly".'),
      }),
    )
    const retry = await plan('Pro').findByRole('button', { name: 'Try payment again for Pro' })
    expect((retry as HTMLButtonElement).disabled).toBe(false)
    expect(plan('Pro').getByRole('alert').textContent).toBe(
      'Error creating payment link. Unknown price "plan-Pro-monthly".',
    )
    expect(plan('Basic').queryByRole('alert')).toBeNull()
  })

  it('offers the plan again when the page comes back from the browser’s cache', async () => {
    const user = userEvent.setup()
    pendingCheckout()
    render(<PricingPlans />)
    await user.click(plan('Basic').getByRole('button', { name: /free trial of Basic/ }))
    expect(plan('Basic').getByRole('button', { name: 'Loading payment.. for Basic' })).toBeTruthy()
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    await waitFor(() =>
      expect(plan('Basic').getByRole('button', { name: /free trial of Basic/ })).toBeTruthy(),
    )
  })
})
