#!/usr/bin/env node
/**
 * The one test command (`npm test`): builds every package, type-checks, lints, then runs every
 * Vitest project (unit, component, HTTP, browser). Ends with the plain line
 * `N passed, N failed[, N skipped]` counting all of it, and exits non-zero on any failure.
 *
 * Vitest runs twice: every project at once, then the tests that load the whole machine (a fresh
 * clone's install and build, project `e2e-alone`) on their own.
 *
 * Each of build, typecheck and lint counts as one test. Vitest files that fail to load count as
 * failed, so a broken suite can never look green.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const extraArgs = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  const ok = result.status === 0
  console.log(ok ? `✔ ${label}` : `✘ ${label} (exit ${result.status ?? result.signal})`)
  return ok
}

function step(label, command, args) {
  if (run(label, command, args)) passed += 1
  else failed += 1
}

const builtOk = run('build', 'npm', ['run', 'build'])
if (builtOk) passed += 1
else failed += 1
step('typecheck', 'npm', ['run', 'typecheck'])
step('lint', 'npx', ['eslint', '.'])

const reportDir = join(root, '.tmp')
mkdirSync(reportDir, { recursive: true })

/** Runs Vitest with `args` and adds up its JSON report. */
function vitest(label, args) {
  const reportFile = join(reportDir, `vitest-report-${label}.json`)
  rmSync(reportFile, { force: true })
  run(`vitest (${label})`, 'npx', [
    'vitest',
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...args,
    ...extraArgs,
  ])
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'))
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
    // A file that fails before any test runs (import error, hook failure) reports no failed test.
    for (const file of report.testResults) {
      const hasFailedTest = file.assertionResults.some((test) => test.status === 'failed')
      if (file.status === 'failed' && !hasFailedTest) {
        failed += 1
        console.log(`✘ suite failed to run: ${file.name}\n  ${file.message ?? ''}`)
      }
    }
  } catch (error) {
    failed += 1
    console.log(`✘ no Vitest report could be read (${error.message})`)
  }
}

// Every project at once, then on their own the tests that load the whole machine (e2e-alone).
vitest('all', ['--project', '!e2e-alone'])
vitest('alone', ['--project', 'e2e-alone'])

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed === 0 ? 0 : 1)
