import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DocsSidebar } from './docs-sidebar'

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DocsSidebar />
    </MemoryRouter>,
  )
}

describe('DocsSidebar', () => {
  it('lists every page in three groups and marks the current one', () => {
    renderAt('/docs/snippets/dynamic-display')
    const nav = within(screen.getByRole('navigation', { name: 'Documentation', hidden: true }))
    expect(nav.getAllByRole('heading', { hidden: true }).map((h) => h.textContent)).toEqual([
      'Getting started',
      'Snippets',
      'Reference',
    ])
    expect(nav.getAllByRole('link', { hidden: true })).toHaveLength(12)
    const current = nav.getByRole('link', { name: 'Live list', hidden: true })
    expect(current.getAttribute('aria-current')).toBe('page')
  })

  it('folds behind a button naming the current page, which opens and closes it', async () => {
    const user = userEvent.setup()
    renderAt('/docs/cli')
    const toggle = screen.getByRole('button', { name: /Docs: CLI/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('docs-nav')!.className).toContain('hidden')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById('docs-nav')!.className).not.toMatch(/(^| )hidden( |$)/)
  })

  it('closes the folded menu when a page is chosen', async () => {
    const user = userEvent.setup()
    renderAt('/docs')
    await user.click(screen.getByRole('button', { name: /Docs: Quick start/ }))
    await user.click(screen.getByRole('link', { name: 'Templates' }))
    const toggle = screen.getByRole('button', { name: /Docs: Templates/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
