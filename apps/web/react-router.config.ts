/**
 * Every route of the site is prerendered to static HTML at build time and hydrated in the
 * browser; no server renders at runtime. The documentation's pages share one route
 * (`docs/*`), so they are listed from its index. `/404` is the page served for unknown URLs (see
 * e2e/harness/static-site.ts), rendered by the catch-all route.
 */
import type { Config } from '@react-router/dev/config'
import { docLinks } from './app/content/docs/navigation'

export default {
  ssr: false,
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...docLinks.map((link) => link.path),
    '/404',
  ],
} satisfies Config
