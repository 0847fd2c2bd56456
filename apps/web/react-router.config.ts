/**
 * Every route of the site is prerendered to static HTML at build time and hydrated in the
 * browser; no server renders at runtime. `/404` is the page served for unknown URLs (see
 * e2e/harness/static-site.ts), rendered by the catch-all route.
 */
import type { Config } from '@react-router/dev/config'

export default {
  ssr: false,
  prerender: ({ getStaticPaths }) => [...getStaticPaths(), '/404'],
} satisfies Config
