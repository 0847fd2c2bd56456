#!/usr/bin/env node
/**
 * Builds @snipwire/client: `dist/snipwire.mjs` (ESM, tree-shakable), `dist/snipwire.js` (one
 * minified IIFE exposing the global `Snipwire`, with the no-code wiring) and the type
 * declarations in `dist/types/`. `@snipwire/protocol` is bundled in: only what is used ships. The
 * IIFE is bundled by esbuild, then minified once more by Oxc.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { minifySync } from 'rolldown/utils'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const protocol = join(root, '../protocol/src/index.ts')
const shared = {
  bundle: true,
  platform: 'browser',
  target: 'es2020',
  alias: { '@snipwire/protocol': protocol },
  legalComments: 'none',
  logLevel: 'warning',
}

rmSync(dist, { recursive: true, force: true })
await build({
  ...shared,
  entryPoints: [join(root, 'src/index.ts')],
  outfile: join(dist, 'snipwire.mjs'),
  format: 'esm',
})
await build({
  ...shared,
  entryPoints: [join(root, 'src/browser.ts')],
  outfile: join(dist, 'snipwire.js'),
  format: 'iife',
  minify: true,
  // Internal property names that never meet the DOM or the server's JSON: shortened too.
  mangleProps:
    /^(subscriptions|successDisabled|working|success|failure|signIn|token|run|stream|listen|source|request|config)$/,
})
execFileSync(
  process.execPath,
  [join(root, '../../node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json')],
  { stdio: 'inherit' },
)

// A second pass with Oxc's minifier (Rolldown's): it names variables by how often they occur,
// which gzip compresses better (about 130 B less).
const minified = minifySync('snipwire.js', readFileSync(join(dist, 'snipwire.js'), 'utf8'))
if (minified.errors.length) throw new Error(minified.errors.map((e) => e.message).join('\n'))
writeFileSync(join(dist, 'snipwire.js'), minified.code)
const iife = readFileSync(join(dist, 'snipwire.js'))
console.log(
  `@snipwire/client: dist/snipwire.js ${iife.length} B minified, ${gzipSync(iife, { level: 9 }).length} B gzip`,
)
