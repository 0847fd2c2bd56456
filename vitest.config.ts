import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/web', 'e2e', 'e2e/vitest.alone.config.ts'],
  },
})
