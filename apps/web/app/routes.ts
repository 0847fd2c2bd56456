/**
 * The route config: the root layout holds four layout groups (marketing, auth, docs, dashboard),
 * the catch-all that answers unknown URLs, and two prerendered text resources.
 */
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { docLinks } from './content/docs/navigation'

export default [
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),

  layout('routes/marketing/layout.tsx', [
    index('routes/marketing/home.tsx'),
    route('pricing', 'routes/marketing/pricing.tsx'),
    route('terms', 'routes/marketing/terms.tsx'),
    route('privacy', 'routes/marketing/privacy.tsx'),
  ]),

  layout('routes/auth/layout.tsx', [
    route('login', 'routes/auth/login.tsx'),
    route('signup', 'routes/auth/signup.tsx'),
    route('logout', 'routes/auth/logout.tsx'),
  ]),

  // The documentation: every page is a route of its own (so any other URL under /docs is the
  // catch-all's 404), all drawn by one module that loads the page's content when it is shown.
  ...docLinks.map((link) =>
    route(link.path.slice(1), 'routes/docs.tsx', {
      id: `docs:${link.path}`,
    }),
  ),

  ...prefix('dashboard', [
    layout('routes/dashboard/layout.tsx', [
      index('routes/dashboard/overview.tsx'),
      route('projects', 'routes/dashboard/projects.tsx'),
      route('deployments', 'routes/dashboard/deployments.tsx'),
      route('team', 'routes/dashboard/team.tsx'),
      route('settings', 'routes/dashboard/settings.tsx'),
    ]),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
