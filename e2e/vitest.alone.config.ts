import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../vitest.shared.js'
import { ALONE } from './vitest.config.js'

// The e2e tests that load the whole machine: `npm test` runs them after every other test, so
// that their load never slows the timing of a browser test down.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'e2e-alone',
    environment: 'node',
    include: ALONE,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
