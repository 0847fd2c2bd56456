/**
 * Each documentation page's module, by path (the same paths as the index in
 * content/docs/navigation.ts), loaded only when the page is shown. A page loaded before the site
 * hydrates (entry.client.tsx does so for the page being opened) renders at once: hydration never
 * waits for it, and the prerendered page stays on screen as it is.
 */
import { createElement, lazy, useState, type ComponentType } from 'react'

interface DocPage {
  /** Renders the page: at once when its module is loaded, else once it is (inside Suspense). */
  Component: ComponentType
  /** Loads the page's module. */
  preload(): Promise<void>
}

function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): DocPage {
  let loaded: ComponentType | undefined
  const preload = async () => {
    loaded ??= (await load())[name]
  }
  const Lazy = lazy(async () => {
    await preload()
    return { default: loaded! }
  })
  // Chosen once per mount: switching from `Lazy` to the loaded page would mount it anew.
  function DocPageComponent() {
    const [type] = useState<ComponentType>(() => loaded ?? Lazy)
    return createElement(type)
  }
  return { Component: DocPageComponent, preload }
}

export const docPages: Readonly<Record<string, DocPage>> = {
  '/docs': page(() => import('./pages/quick-start'), 'QuickStartPage'),
  '/docs/no-code': page(() => import('./pages/no-code'), 'NoCodePage'),
  '/docs/snippets/sign-up': page(() => import('./pages/sign-up'), 'SignUpDocPage'),
  '/docs/snippets/login': page(() => import('./pages/login'), 'LoginDocPage'),
  '/docs/snippets/add': page(() => import('./pages/add'), 'AddDocPage'),
  '/docs/snippets/dynamic-display': page(
    () => import('./pages/dynamic-display'),
    'DynamicDisplayDocPage',
  ),
  '/docs/snippets/static-display': page(
    () => import('./pages/static-display'),
    'StaticDisplayDocPage',
  ),
  '/docs/snippets/payment': page(() => import('./pages/payment'), 'PaymentDocPage'),
  '/docs/templates': page(() => import('./pages/templates'), 'TemplatesDocPage'),
  '/docs/errors': page(() => import('./pages/errors'), 'ErrorsDocPage'),
  '/docs/cli': page(() => import('./pages/cli'), 'CliDocPage'),
  '/docs/configuration': page(() => import('./pages/configuration'), 'ConfigurationDocPage'),
}

/** `/docs/cli/` and `/docs/cli` are the same page. */
export function docPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/**
 * Loads the module of the documentation page at `pathname`, if it is one.
 * @example await preloadDocPage(location.pathname)
 */
export async function preloadDocPage(pathname: string): Promise<void> {
  await docPages[docPath(pathname)]?.preload()
}
