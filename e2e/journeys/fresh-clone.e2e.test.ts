/**
 * A newcomer's first minute: a fresh clone of the current commit, the README's run command
 * (`npm ci && npm start`, with npm's cache preferred so nothing is fetched that is cached
 * already), and the site, the docs, the client and the API answer on one origin. A second start
 * on the same data builds nothing and changes nothing. Processes and the clone are removed
 * afterwards.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { repositoryRoot, startProduct, type RunningProduct } from './product.js'

const MINUTE = 60_000
const workDir = mkdtempSync(join(tmpdir(), 'snipwire-clone-'))
const clone = join(workDir, 'snipwire')
const dataDir = join(workDir, 'data')
const running: RunningProduct[] = []

afterAll(async () => {
  for (const product of running) await product.stop()
  rmSync(workDir, { recursive: true, force: true })
})

/** The run command as the README gives it (the first line of its command block). */
function readmeRunCommand(): string {
  const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8')
  const line = readme.split('\n').find((text) => /^npm ci && npm start\b/.test(text))
  if (!line) throw new Error('The README names no `npm ci && npm start` run command.')
  return line.replace(/#.*$/, '').trim()
}

// What the clone's state is after each start, as the CLI prints it.
async function snapshot(product: RunningProduct) {
  const read = (args: string[]) => product.cli(args)
  return {
    workspaces: await read(['workspace', 'list']),
    houseSnippets: await read(['snippet', 'list', '--workspace', 'house']),
    demoSnippets: await read(['snippet', 'list', '--workspace', 'demo']),
    prices: await read(['price', 'list', '--workspace', 'house']),
    messages: await read(['data', 'list', '--workspace', 'demo', '--path', 'rooms/lobby/messages']),
  }
}

describe('a fresh clone', () => {
  it(
    'runs with the README’s command: the site, the docs, the SDK and the API answer',
    async () => {
      execFileSync('git', ['clone', '--quiet', repositoryRoot, clone])
      const command = readmeRunCommand()
      expect(command).toBe('npm ci && npm start')
      const product = await startProduct({
        cwd: clone,
        command,
        dataDir,
        env: {
          npm_config_prefer_offline: 'true',
          npm_config_audit: 'false',
          npm_config_fund: 'false',
        },
        timeoutMs: 25 * MINUTE,
      })
      running.push(product)
      expect(product.output()).toContain('Created the workspaces house and demo')
      expect(product.output()).toContain('pk_test_snipwire_demo_workspace')

      const site = await fetch(`${product.url}/`)
      expect(site.status).toBe(200)
      expect(await site.text()).toContain('Develop Faster.')
      const docs = await fetch(`${product.url}/docs`)
      expect(docs.status).toBe(200)
      expect(await docs.text()).toContain('Quick start')
      const sdk = await fetch(`${product.url}/sdk/snipwire.js`)
      expect(sdk.status).toBe(200)
      expect(sdk.headers.get('content-type')).toMatch(/javascript/)
      expect(await sdk.text()).toContain('createClient')
      const health = await fetch(`${product.url}/v1/health`)
      expect(await health.json()).toEqual({ status: 'ok' })
      const login = await fetch(
        `${product.url}/v1/snippets/login?key=pk_test_snipwire_house_website`,
      )
      expect(await login.json()).toMatchObject({ id: 'login', type: 'login' })

      const before = await snapshot(product)
      await product.stop()
      running.pop()

      const again = await startProduct({ cwd: clone, dataDir, timeoutMs: 5 * MINUTE })
      running.push(again)
      expect(again.output()).not.toContain('npm start: building')
      expect(again.output()).toContain('Workspaces already up to date with seed/snipwire.json.')
      expect(await snapshot(again)).toEqual(before)
    },
    40 * MINUTE,
  )
})
