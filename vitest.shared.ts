/**
 * Settings every Vitest project shares: workspace packages resolve to their TypeScript sources,
 * so unit tests never need a build first.
 */
import { fileURLToPath } from 'node:url'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export const workspaceAliases = {
  '@snipwire/protocol': here('./packages/protocol/src/index.ts'),
}
