/**
 * Vite build of the Snipwire website: Tailwind 4 through its Vite plugin, then React Router's
 * framework plugin, which prerenders every route (see react-router.config.ts).
 */
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
})
