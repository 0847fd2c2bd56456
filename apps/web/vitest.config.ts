import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../vitest.shared.js'
import { siteDefines, siteEnv } from './site-env.ts'

// Component tests run in jsdom without React Router's Vite plugin (it only builds the app);
// components get their router from MemoryRouter in each test. They use the real client (from
// its source), pointed at a port where nothing listens: what a page does when the Snipwire
// server cannot be reached is tested here, the rest in the browser journeys (e2e/journeys).
export const unreachableServer = 'http://127.0.0.1:9'

export default defineProject({
  resolve: {
    alias: {
      ...workspaceAliases,
      '@snipwire/client': fileURLToPath(
        new URL('../../packages/client/src/index.ts', import.meta.url),
      ),
    },
  },
  define: {
    __SITE_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    ...siteDefines(siteEnv({ ...process.env, VITE_SNIPWIRE_SERVER: unreachableServer })),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
})
