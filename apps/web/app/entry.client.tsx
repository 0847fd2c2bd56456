/**
 * Hydrates the prerendered page. A documentation page's content is loaded first, so that
 * hydration never meets it still loading (React would otherwise show the page without it should
 * anything update meanwhile).
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

async function hydrate(): Promise<void> {
  if (location.pathname.startsWith('/docs')) {
    const { preloadDocPage } = await import('./components/docs/doc-pages')
    await preloadDocPage(location.pathname).catch(() => undefined)
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

void hydrate()
