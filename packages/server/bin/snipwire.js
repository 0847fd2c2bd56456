#!/usr/bin/env node
// The `snipwire` command: runs the built CLI from dist/ (`npm run build -w @snipwire/server`).
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const entry = new URL('../dist/cli/main.js', import.meta.url)
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write(
    'snipwire: the server is not built yet. Run `npm run build` in the repository first.\n',
  )
  process.exit(1)
}
const { main } = await import(entry.href)
process.exitCode = await main(process.argv.slice(2))
