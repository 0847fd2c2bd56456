/**
 * The root route: the HTML document, and the shared layout (top bar, page, footer) around every
 * page. Its error boundary shows routing failures on the site's error screen.
 */
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import interLatinFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import type { Route } from './+types/root'
import { ErrorScreen } from './components/site/error-screen'
import { SiteShell } from './components/site/site-shell'
import { siteDescription, siteName } from './content/site'
import { describeRouteError } from './lib/route-error'
import './app.css'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  {
    rel: 'preload',
    href: interLatinFont,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
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
