import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { announceSessionChange, siteSessionKey } from '../../lib/site-session'
import { SiteHeader } from './site-header'

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>
}

function renderHeader(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  )
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
  act(() => {
    fireEvent.scroll(window)
  })
}

function appearance() {
  return screen.getByRole('banner').getAttribute('data-appearance')
}

function menuButton() {
  return screen.getByRole('button', { name: 'Menu' })
}

afterEach(() => {
  scrollTo(0)
  localStorage.clear()
})

function desktopLinks() {
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

const storedSession = JSON.stringify({
  user: { uid: 'u1', email: 'ada@example.com' },
  session: { accessToken: 'a', refreshToken: 'r', expiresAt: 0 },
})

describe('SiteHeader scroll state', () => {
  it('is transparent on the landing page at 0 and 20 px and solid from 21 px', () => {
    renderHeader('/')
    expect(appearance()).toBe('transparent')
    scrollTo(20)
    expect(appearance()).toBe('transparent')
    scrollTo(21)
    expect(appearance()).toBe('solid')
    scrollTo(0)
    expect(appearance()).toBe('transparent')
  })

  it('is solid on every other path, even at the top', () => {
    for (const path of ['/pricing', '/login', '/dashboard/team']) {
      const { unmount } = renderHeader(path)
      expect(appearance()).toBe('solid')
      unmount()
    }
  })
})

describe('SiteHeader menu toggle', () => {
  it('opens and closes the menu and reports it with aria-expanded', async () => {
    const user = userEvent.setup()
    renderHeader('/pricing')
    const menu = document.getElementById('site-menu')!
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(menuButton().getAttribute('aria-controls')).toBe('site-menu')
    expect(menu.hidden).toBe(true)

    await user.click(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    expect(menu.hidden).toBe(false)

    await user.click(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(menu.hidden).toBe(true)
  })

  it('closes when a link in the menu is followed', async () => {
    const user = userEvent.setup()
    renderHeader('/pricing')
    await user.click(menuButton())
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }))
    await user.click(menu.getByRole('link', { name: 'Login' }))
    expect(screen.getByTestId('path').textContent).toBe('/login')
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when the link to the current page is followed', async () => {
    const user = userEvent.setup()
    renderHeader('/pricing')
    await user.click(menuButton())
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }))
    await user.click(menu.getByRole('link', { name: 'Pricing' }))
    expect(screen.getByTestId('path').textContent).toBe('/pricing')
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    renderHeader('/')
    await user.click(menuButton())
    await user.keyboard('{Escape}')
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('lists Home, Pricing, Login and Sign Up', async () => {
    const user = userEvent.setup()
    renderHeader('/')
    await user.click(menuButton())
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }))
    const links = menu
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ])
  })
})

describe('SiteHeader for a signed-in visitor', () => {
  it('shows Dashboard and Sign out instead of Login and Sign Up', () => {
    localStorage.setItem(siteSessionKey, storedSession)
    renderHeader('/pricing')
    expect(desktopLinks()).toEqual([
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Dashboard', '/dashboard'],
      ['Sign out', '/logout'],
    ])
  })

  it('follows a sign-in in this tab and a sign-out in another', () => {
    renderHeader('/')
    expect(desktopLinks().map(([label]) => label)).toEqual(['Home', 'Pricing', 'Login', 'Sign Up'])
    localStorage.setItem(siteSessionKey, storedSession)
    act(() => announceSessionChange())
    expect(desktopLinks().map(([label]) => label)).toEqual([
      'Home',
      'Pricing',
      'Dashboard',
      'Sign out',
    ])
    localStorage.removeItem(siteSessionKey)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: siteSessionKey }))
    })
    expect(desktopLinks().map(([label]) => label)).toEqual(['Home', 'Pricing', 'Login', 'Sign Up'])
  })

  it('treats an unreadable stored session as signed out', () => {
    localStorage.setItem(siteSessionKey, '{not json')
    renderHeader('/')
    expect(desktopLinks().map(([label]) => label)).toContain('Login')
  })
})
