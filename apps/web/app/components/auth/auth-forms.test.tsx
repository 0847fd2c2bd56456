import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginForm } from './login-form'
import { SignupForm } from './signup-form'

// The forms run the real Snipwire client; vitest.config.ts points it at a port where no server
// listens, so every attempt ends as it does when the server is down.

function field(id: string) {
  return document.getElementById(id) as HTMLInputElement
}

function button(id: string) {
  return document.getElementById(id) as HTMLButtonElement
}

function renderForm(form: React.ReactNode) {
  return render(<MemoryRouter>{form}</MemoryRouter>)
}

beforeEach(() => {
  // The client logs every failure (spec section 8); keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('LoginForm', () => {
  it('has the ids the login snippet wires, with required email and password', () => {
    renderForm(<LoginForm />)
    expect(field('login-email').type).toBe('email')
    expect(field('login-email').required).toBe(true)
    expect(field('login-password').type).toBe('password')
    expect(field('login-password').required).toBe(true)
    expect(field('login-remember').type).toBe('checkbox')
    expect(screen.getByLabelText('Remember me')).toBe(field('login-remember'))
    expect(button('login-button').textContent).toBe('Sign In')
  })

  it('has an inert forgot-password link', () => {
    renderForm(<LoginForm />)
    const link = screen.getByRole('link', { name: 'Forgot password?' })
    expect(link.hasAttribute('href')).toBe(false)
  })

  it("shows 'Try Again' and says the server cannot be reached, keeping what was typed", async () => {
    const user = userEvent.setup()
    renderForm(<LoginForm />)
    await user.type(field('login-email'), 'ada@example.com')
    await user.type(field('login-password'), 'correct horse battery')
    await user.click(button('login-button'))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toBe(
      'We could not reach the Snipwire server. Check your connection, or that the server is running, and try again.',
    )
    expect(button('login-button').textContent).toBe('Try Again')
    expect(button('login-button').disabled).toBe(false)
    expect(field('login-email').value).toBe('ada@example.com')
  })

  it('tries to reach the server again on the next click', async () => {
    const user = userEvent.setup()
    renderForm(<LoginForm />)
    await user.type(field('login-email'), 'ada@example.com')
    await user.type(field('login-password'), 'correct horse battery')
    await user.click(button('login-button'))
    await screen.findByRole('alert', {}, { timeout: 5000 })
    const unreachable = () =>
      vi
        .mocked(console.error)
        .mock.calls.filter(([message]) =>
          String(message).startsWith('Could not reach http://127.0.0.1:9'),
        ).length
    const before = unreachable()
    await user.click(button('login-button'))
    await waitFor(() => expect(unreachable()).toBeGreaterThan(before))
    expect(screen.getByRole('alert').textContent).toMatch(/^We could not reach/)
  })
})

describe('SignupForm', () => {
  it('has the ids the sign-up snippet wires, all required', () => {
    renderForm(<SignupForm />)
    expect(screen.getByLabelText(/Full name/)).toBe(field('signup-name'))
    expect(field('signup-email').type).toBe('email')
    expect(field('signup-password').type).toBe('password')
    for (const id of ['signup-name', 'signup-email', 'signup-password']) {
      expect(field(id).required).toBe(true)
    }
    expect(button('signup-button').textContent).toBe('Create Account')
  })

  it("shows 'Try again' and says the server cannot be reached", async () => {
    const user = userEvent.setup()
    renderForm(<SignupForm />)
    await user.type(field('signup-name'), 'Ada Lovelace')
    await user.type(field('signup-email'), 'ada@example.com')
    await user.type(field('signup-password'), 'correct horse battery')
    await user.click(button('signup-button'))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert.textContent).toMatch(/^We could not reach the Snipwire server/)
    await waitFor(() => expect(button('signup-button').textContent).toBe('Try again'))
  })

  it('never submits the form (the page stays where it is)', async () => {
    const user = userEvent.setup()
    const submitted = vi.fn()
    renderForm(<SignupForm />)
    field('signup-name').form!.addEventListener('submit', submitted)
    await user.type(field('signup-password'), 'correct horse battery{Enter}')
    await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(submitted.mock.calls.every(([event]) => (event as Event).defaultPrevented)).toBe(true)
  })
})
