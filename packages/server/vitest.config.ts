import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../vitest.shared.js'

// The CLI and durability tests run the built `dist/`; the global setup rebuilds it when a source
// file is newer, so `npx vitest run --project server` never tests stale code.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
