import { defineProject } from 'vitest/config'
import { workspaceAliases } from '../../vitest.shared.js'

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: { name: 'protocol', environment: 'node', include: ['src/**/*.test.ts'] },
})
