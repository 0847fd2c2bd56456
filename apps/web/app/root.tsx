/**
 * The root route: the HTML document, and the shared layout (top bar, page, footer) around every
 * page. Its error boundary shows routing failures on the site's error screen.
 */
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { ErrorScreen } from './components/site/error-screen'
import { SiteShell } from './components/site/site-shell'
import { siteDescription, siteName } from './content/site'
import { describeRouteError } from './lib/route-error'
import siteCss from './app.css?inline'

// The stylesheet is inlined into every prerendered page, so the first paint waits for nothing
// but the HTML. The browser bundle does not carry it again: it reuses the prerendered copy,
// which keeps hydration (and any later re-render of the document) identical.
const siteCssId = 'site-css'
const inlinedSiteCss = import.meta.env.SSR
  ? siteCss
  : (document.getElementById(siteCssId)?.textContent ?? '')

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: Route.MetaFunction = () => [
  { title: siteName },
  { name: 'description', content: siteDescription },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#08080b" />
        <Meta />
        <Links />
        <style id={siteCssId} dangerouslySetInnerHTML={{ __html: inlinedSiteCss }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { detail, message } = describeRouteError(error)
  return (
    <SiteShell>
      <title>{`${detail} · ${siteName}`}</title>
      <ErrorScreen detail={detail} message={message} />
    </SiteShell>
  )
}
