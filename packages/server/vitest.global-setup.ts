/**
 * Rebuilds `dist/` before the tests when a source file is newer than the build, because the CLI
 * and child-process tests run the built `snipwire` command.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('.', import.meta.url))

function newest(dir: string): number {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

function builtAt(): number {
  try {
    return statSync(join(root, 'dist/cli/main.js')).mtimeMs
  } catch {
    return 0
  }
}

export default function setup(): void {
  if (newest(join(root, 'src')) <= builtAt()) return
  execFileSync(
    process.execPath,
    [join(root, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
}
