import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { InlineText, parseInline } from './inline-text'

describe('parseInline', () => {
  it('splits text, `code` and [links](/path)', () => {
    expect(parseInline('Run `npm start`, then read [the CLI](/docs/cli).')).toEqual([
      { kind: 'text', text: 'Run ' },
      { kind: 'code', text: 'npm start' },
      { kind: 'text', text: ', then read ' },
      { kind: 'link', text: 'the CLI', href: '/docs/cli' },
      { kind: 'text', text: '.' },
    ])
  })

  it('leaves brackets and quotes that are not markup as text', () => {
    expect(parseInline('\'Button element with id "{id}" not found.\' [sic]')).toEqual([
      { kind: 'text', text: '\'Button element with id "{id}" not found.\' [sic]' },
    ])
  })
})

describe('InlineText', () => {
  it('renders code as code and internal links through the router', () => {
    render(
      <MemoryRouter>
        <p>
          <InlineText text="Use `client.login(id)`; see [Login](/docs/snippets/login) or [MDN](https://developer.mozilla.org)." />
        </p>
      </MemoryRouter>,
    )
    expect(screen.getByText('client.login(id)').tagName).toBe('CODE')
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/docs/snippets/login',
    )
    expect(screen.getByRole('link', { name: 'MDN' }).getAttribute('href')).toBe(
      'https://developer.mozilla.org',
    )
  })
})
