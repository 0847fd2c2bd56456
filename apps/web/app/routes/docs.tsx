/**
 * A documentation page (every path of the index in content/docs/navigation.ts is a route drawn
 * by this module): the sidebar and the page, whose content (and live example) is loaded only
 * when it is shown.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { useLocation } from 'react-router'
import { DocsSidebar } from '../components/docs/docs-sidebar'
import { ErrorScreen } from '../components/site/error-screen'
import { Container } from '../components/ui/container'
import { docLink } from '../content/docs/navigation'
import { docMeta, notFoundMeta } from '../lib/meta'
import type { Route } from './+types/docs'

type DocPageComponent = LazyExoticComponent<ComponentType>

function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): DocPageComponent {
  return lazy(async () => ({ default: (await load())[name] }))
}

/** Each page's module, by path (the same paths as the index in content/docs/navigation.ts). */
export const docPageComponents: Readonly<Record<string, DocPageComponent>> = {
  '/docs': page(() => import('../components/docs/pages/quick-start'), 'QuickStartPage'),
  '/docs/no-code': page(() => import('../components/docs/pages/no-code'), 'NoCodePage'),
  '/docs/snippets/sign-up': page(() => import('../components/docs/pages/sign-up'), 'SignUpDocPage'),
  '/docs/snippets/login': page(() => import('../components/docs/pages/login'), 'LoginDocPage'),
  '/docs/snippets/add': page(() => import('../components/docs/pages/add'), 'AddDocPage'),
  '/docs/snippets/dynamic-display': page(
    () => import('../components/docs/pages/dynamic-display'),
    'DynamicDisplayDocPage',
  ),
  '/docs/snippets/static-display': page(
    () => import('../components/docs/pages/static-display'),
    'StaticDisplayDocPage',
  ),
  '/docs/snippets/payment': page(
    () => import('../components/docs/pages/payment'),
    'PaymentDocPage',
  ),
  '/docs/templates': page(() => import('../components/docs/pages/templates'), 'TemplatesDocPage'),
  '/docs/errors': page(() => import('../components/docs/pages/errors'), 'ErrorsDocPage'),
  '/docs/cli': page(() => import('../components/docs/pages/cli'), 'CliDocPage'),
  '/docs/configuration': page(
    () => import('../components/docs/pages/configuration'),
    'ConfigurationDocPage',
  ),
}

/** `/docs/cli/` and `/docs/cli` are the same page. */
function docPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export const meta: Route.MetaFunction = ({ location }) => {
  const link = docLink(docPath(location.pathname))
  return link ? docMeta(link) : notFoundMeta
}

export default function DocsPage() {
  const path = docPath(useLocation().pathname)
  const Page = docLink(path) ? docPageComponents[path] : undefined
  if (!Page) return <ErrorScreen detail="404 Not Found" />
  return (
    <Container wide className="pt-24 pb-20 sm:pt-28">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <DocsSidebar />
        <main id="main" className="min-w-0">
          <Suspense>
            <Page />
          </Suspense>
        </main>
      </div>
    </Container>
  )
}
