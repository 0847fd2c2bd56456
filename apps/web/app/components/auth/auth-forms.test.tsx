import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LoginForm } from './login-form'
import { SignupForm } from './signup-form'
import { TrialNotice } from './trial-notice'

function field(id: string) {
  return document.getElementById(id) as HTMLInputElement
}

describe('LoginForm', () => {
  it('has the ids the Snipwire client wires, with required email and password', () => {
    render(<LoginForm />)
    expect(field('login-email').type).toBe('email')
    expect(field('login-email').required).toBe(true)
    expect(field('login-password').type).toBe('password')
    expect(field('login-password').required).toBe(true)
    expect(field('login-remember').type).toBe('checkbox')
    expect(screen.getByLabelText('Remember me')).toBe(field('login-remember'))
    expect(document.getElementById('login-button')?.textContent).toBe('Sign In')
  })

  it('keeps the page when submitted', () => {
    render(<LoginForm />)
    expect(fireEvent.submit(field('login-email').form!)).toBe(false)
  })

  it('has an inert forgot-password link', () => {
    render(<LoginForm />)
    const link = screen.getByRole('link', { name: 'Forgot password?' })
    expect(link.hasAttribute('href')).toBe(false)
  })
})

describe('SignupForm', () => {
  it('has the ids the Snipwire client wires, all required', () => {
    render(<SignupForm />)
    expect(screen.getByLabelText(/Full name/)).toBe(field('signup-name'))
    expect(field('signup-email').type).toBe('email')
    expect(field('signup-password').type).toBe('password')
    for (const id of ['signup-name', 'signup-email', 'signup-password']) {
      expect(field(id).required).toBe(true)
    }
    expect(document.getElementById('signup-button')?.textContent).toBe('Create Account')
  })

  it('keeps the page when submitted', () => {
    render(<SignupForm />)
    expect(fireEvent.submit(field('signup-email').form!)).toBe(false)
  })
})

describe('TrialNotice', () => {
  function renderAt(url: string) {
    return render(
      <MemoryRouter initialEntries={[url]}>
        <TrialNotice />
      </MemoryRouter>,
    )
  }

  it('names the plan and billing period chosen on the pricing page', () => {
    renderAt('/signup?plan=Pro&billing=annual')
    expect(screen.getByRole('status').textContent).toBe(
      'You are starting the Pro plan’s 14-day free trial, billed annually after the trial.',
    )
  })

  it('shows nothing for an unknown plan', () => {
    renderAt('/signup?plan=Gold&billing=annual')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows nothing without a plan', () => {
    renderAt('/signup')
    expect(screen.queryByRole('status')).toBeNull()
  })
})
