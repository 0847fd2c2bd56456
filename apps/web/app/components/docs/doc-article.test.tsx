import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { errorsDoc } from '../../content/docs/reference/errors'
import { loginDoc } from '../../content/docs/snippets/login'
import { DocArticle } from './doc-article'

function renderPage(page: typeof loginDoc, examples = {}) {
  return render(
    <MemoryRouter>
      <DocArticle page={page} examples={examples} />
    </MemoryRouter>,
  )
}

describe('DocArticle', () => {
  it('shows the heading from the index, the lead and every section', () => {
    renderPage(loginDoc)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Configuration',
      'The HTML it needs',
      'Try it',
      'States',
      'Errors',
      'Sessions',
    ])
    const onThisPage = within(screen.getByRole('navigation', { name: 'On this page' }))
    expect(onThisPage.getByRole('link', { name: 'Try it' }).getAttribute('href')).toBe('#try-it')
  })

  it('puts the live example where the page places it', () => {
    renderPage(loginDoc, { login: <p>the live login example</p> })
    const tryIt = screen.getByRole('region', { name: 'Try it' })
    expect(within(tryIt).getByText('the live login example')).toBeTruthy()
  })

  it('links to the previous and the next page', () => {
    renderPage(loginDoc)
    const pager = within(screen.getByRole('navigation', { name: 'Previous and next page' }))
    expect(pager.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe(
      '/docs/snippets/sign-up',
    )
    expect(pager.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      '/docs/snippets/add',
    )
  })

  it('lists the spec’s error catalogue word for word', () => {
    renderPage(errorsDoc)
    const catalogue = within(screen.getByRole('region', { name: 'The error catalogue' }))
    for (const message of [
      "'No workspace or snippet found with the provided apiKey and snippetId.'",
      "'One or more elements specified in the snippet not found.'",
      "'Email or password is empty.'",
      "'Invalid Email.'",
      "'All Fields are required.'",
      "'Invalid snippet configuration.'",
      '\'Button element with id "{id}" not found.\'',
      '\'Element with id "{id}" not found.\'',
      "'No documents found at the specified path with the given filters.'",
      "'Document not found at the specified path.'",
      "'Invalid path ending. Path must end with a collection or document.'",
      "'Variable {name} not provided.'",
      "'Container element not found.'",
      "'Invalid characters in condition.' and 'Disallowed property access in condition.' (the condition is then treated as false)",
      "'Error creating payment link.'",
      "'Payment link not received from server.'",
    ]) {
      expect(catalogue.getByText(message)).toBeTruthy()
    }
  })
})
