/**
 * Vite build of the Snipwire website: Tailwind 4 through its Vite plugin, then React Router's
 * framework plugin, which prerenders every route (see react-router.config.ts).
 */
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
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
              test: /[\\/]app[\\/](components[\\/](ui|icons|site)|lib|content[\\/]site)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  define: { __SITE_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
})
