import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { docPages, docPath, preloadDocPage } from './doc-pages'

function renderPage(path: string) {
  const Page = docPages[path]!.Component
  return render(
    <MemoryRouter>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </MemoryRouter>,
  )
}

describe('docPages', () => {
  it('renders a page whose module is not loaded yet once it is', async () => {
    renderPage('/docs/errors')
    expect(screen.getByText('Loading')).toBeTruthy()
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBeTruthy()
  })

  it('renders a preloaded page at once, without waiting', async () => {
    await preloadDocPage('/docs/cli/')
    renderPage('/docs/cli')
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy()
  })

  it('ignores paths that are not documentation pages', async () => {
    await expect(preloadDocPage('/pricing')).resolves.toBeUndefined()
  })
})

describe('docPath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(docPath('/docs/cli/')).toBe('/docs/cli')
    expect(docPath('/')).toBe('/')
  })
})
