import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../vitest.shared.js'

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'client',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
  },
})
