import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteFooter } from './site-footer'

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  )
}

function column(title: string) {
  const heading = screen.getByRole('heading', { name: title })
  return within(heading.parentElement!)
}

afterEach(() => {
  vi.useRealTimers()
})

describe('SiteFooter', () => {
  it('shows the current year with a rights-reserved line', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'))
    renderFooter()
    expect(screen.getByText(/All rights reserved\./).textContent).toBe(
      '© 2031 Snipwire, Inc. All rights reserved.',
    )
  })

  it('follows the year of the visitor’s clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2029-01-01T12:00:00Z'))
    renderFooter()
    expect(screen.getByTestId('footer-year').textContent).toBe('2029')
  })

  it('lists the Product, Company and Legal columns as the spec does', () => {
    renderFooter()
    const links = (title: string) =>
      column(title)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links('Product')).toEqual([
      ['Features', '/'],
      ['Pricing', '/pricing'],
      ['Dashboard', '/dashboard'],
      ['API Reference', null],
    ])
    expect(links('Company')).toEqual([
      ['About', null],
      ['Blog', null],
      ['Careers', null],
      ['Contact', null],
    ])
    expect(links('Legal')).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', null],
      ['Security', null],
    ])
  })

  it('shows the social icons as dead links with names', () => {
    renderFooter()
    const social = column('Follow us').getAllByRole('link')
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Snipwire on GitHub',
      'Snipwire on X',
      'Snipwire on LinkedIn',
      'Snipwire on Discord',
    ])
    for (const link of social) {
      expect(link.hasAttribute('href')).toBe(false)
      expect(link.getAttribute('aria-disabled')).toBe('true')
    }
  })
})
