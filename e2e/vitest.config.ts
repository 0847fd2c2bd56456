import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../vitest.shared.js'

/** Tests that load the whole machine (a fresh clone's `npm ci` and build): run on their own. */
export const ALONE = ['journeys/fresh-clone.e2e.test.ts']

// Browser tests run one file at a time: each starts its own server and Chromium, and CI has
// two cores.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    exclude: ['node_modules/**', ...ALONE],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
