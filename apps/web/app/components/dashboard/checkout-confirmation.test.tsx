import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CheckoutConfirmation, purchasedPlan } from './checkout-confirmation'

function CurrentUrl() {
  const { pathname, search } = useLocation()
  return <p data-testid="url">{pathname + search}</p>
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <CheckoutConfirmation />
              <CurrentUrl />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

describe('purchasedPlan', () => {
  it('reads the plan, the billing and the checkout from the return URL', () => {
    expect(purchasedPlan('?plan=Pro&billing=annual&session_id=cs_test_1')).toEqual({
      plan: 'Pro',
      billing: 'annual',
      charge: '$828 per year',
      perMonth: 69,
      checkoutId: 'cs_test_1',
    })
    expect(purchasedPlan('?plan=Basic&billing=monthly&session_id=cs_test_2')?.charge).toBe(
      '$29 per month',
    )
  })

  it('names nothing without a checkout id, or for a plan or billing that does not exist', () => {
    expect(purchasedPlan('?plan=Pro&billing=annual')).toBeNull()
    expect(purchasedPlan('?plan=Gold&billing=annual&session_id=cs_1')).toBeNull()
    expect(purchasedPlan('?plan=Pro&billing=weekly&session_id=cs_1')).toBeNull()
    expect(purchasedPlan('')).toBeNull()
  })
})

describe('CheckoutConfirmation', () => {
  it('confirms the plan bought, its billing and price', () => {
    renderAt('/dashboard?plan=Enterprise&billing=annual&session_id=cs_test_abc')
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Payment received: you are on the Enterprise plan')
    expect(status.textContent).toContain('Billed annually: $2148 per year ($179 per month).')
    expect(status.textContent).toContain('Test mode: no real card was charged.')
    expect(status.textContent).toContain('Checkout cs_test_abc')
  })

  it('shows nothing on the plain dashboard', () => {
    renderAt('/dashboard')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('is dismissed by leaving the checkout’s parameters behind', async () => {
    const user = userEvent.setup()
    renderAt('/dashboard?plan=Pro&billing=monthly&session_id=cs_test_1')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByTestId('url').textContent).toBe('/dashboard')
  })
})
