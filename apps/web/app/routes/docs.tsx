/**
 * A documentation page (every path of the index in content/docs/navigation.ts is a route drawn
 * by this module): the sidebar and the page, whose content (and live example) is loaded only
 * when it is shown.
 */
import { Suspense } from 'react'
import { useLocation } from 'react-router'
import { DocsSidebar } from '../components/docs/docs-sidebar'
import { docPages, docPath } from '../components/docs/doc-pages'
import { ErrorScreen } from '../components/site/error-screen'
import { Container } from '../components/ui/container'
import { docLink } from '../content/docs/navigation'
import { docMeta, notFoundMeta } from '../lib/meta'
import type { Route } from './+types/docs'

export const meta: Route.MetaFunction = ({ location }) => {
  const link = docLink(docPath(location.pathname))
  return link ? docMeta(link) : notFoundMeta
}

export default function DocsPage() {
  const path = docPath(useLocation().pathname)
  const Page = docLink(path) ? docPages[path]?.Component : undefined
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
