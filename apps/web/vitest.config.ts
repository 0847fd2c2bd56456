import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../vitest.shared.js'

// Component tests run in jsdom without React Router's Vite plugin (it only builds the app);
// components get their router from MemoryRouter in each test.
export default defineProject({
  resolve: { alias: workspaceAliases },
  define: { __SITE_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
})
