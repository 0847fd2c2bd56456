/**
 * Vite build of the Snipwire website: Tailwind 4 through its Vite plugin, then React Router's
 * framework plugin, which prerenders every route (see react-router.config.ts).
 */
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { siteDefines, siteEnv } from './site-env.ts'

// What every page shows: the top bar, the footer, the UI primitives the landing page uses and
// the helpers they need. Primitives only other pages use (forms, badges, cards, switches) and
// the toolkit's page code stay in those pages' own chunks, so the landing page does not load
// them.
const siteFrame =
  /[\\/]app[\\/](components[\\/](icons[\\/](icon|icons|brand-icons)\b|site|ui[\\/](button|container|dead-link|logo|section-heading|star-rating))|lib[\\/](class-names|meta|route-error|site-session|use-hydrated|use-scrolled-past)|content[\\/]site)\b/

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // Few requests rather than many small ones: every page loads the framework (React,
        // React Router) and the site's shared frame (top bar, footer, UI primitives) as one chunk
        // each, plus its own route modules.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/]/, priority: 2 },
            {
              name: 'site',
              test: (id) => siteFrame.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  define: {
    __SITE_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    ...siteDefines(siteEnv({ ...process.env, ...loadEnv(mode, process.cwd(), 'VITE_') })),
  },
}))
