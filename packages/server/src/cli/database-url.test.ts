import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snipwire, startServe } from '../test-support/cli-process.js'
import { SNIPPETS } from '../test-support/fixtures.js'
import { POSTGRES_MISSING, startPostgres, type PostgresCluster } from '../test-support/postgres.js'

const API_KEY = 'pk_test_nodes0000000000000000000'
const reason = POSTGRES_MISSING ? ` (skipped: ${POSTGRES_MISSING})` : ''

describe('SNIPWIRE_DATABASE_URL', () => {
  it('refuses a URL that is not PostgreSQL, without showing its password', async () => {
    const outcome = await snipwire(['workspace', 'list'], {
      SNIPWIRE_DATABASE_URL: 'mysql://app:hunter2@db.example/snipwire',
    })
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toContain(
      'SNIPWIRE_DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/snipwire (got "mysql://app:***@db.example/snipwire")',
    )
    expect(outcome.stderr).not.toContain('hunter2')
  })
})

describe.skipIf(POSTGRES_MISSING !== null)(
  `snipwire on PostgreSQL (SNIPWIRE_DATABASE_URL)${reason}`,
  () => {
    let cluster: PostgresCluster
    let dataDir: string
    let env: Record<string, string>

    beforeAll(async () => {
      cluster = await startPostgres()
      // A data directory that must stay empty: on PostgreSQL everything is in the database.
      dataDir = join(mkdtempSync(join(tmpdir(), 'snipwire-pg-cli-')), 'unused')
      env = { SNIPWIRE_DATABASE_URL: await cluster.createDatabase(), SNIPWIRE_DATA_DIR: dataDir }
    })

    afterAll(async () => {
      await cluster?.stop()
      if (dataDir) rmSync(join(dataDir, '..'), { recursive: true, force: true })
    })

    it('says which database it cannot reach, with the variable to check, and exits 1', async () => {
      const url = new URL(cluster.url)
      url.port = String(Number(url.port) + 1)
      url.password = 'hunter2'
      const outcome = await snipwire(['workspace', 'list'], {
        ...env,
        SNIPWIRE_DATABASE_URL: url.toString(),
      })
      expect(outcome.code).toBe(1)
      expect(outcome.stderr).toContain(
        `snipwire: Cannot connect to the PostgreSQL database at 127.0.0.1:${url.port}/postgres`,
      )
      expect(outcome.stderr).toContain('Check SNIPWIRE_DATABASE_URL')
      expect(outcome.stderr).not.toContain('hunter2')
    })

    it('runs two server nodes that share data, sessions and live changes', async () => {
      const file = join(dataDir, '..', 'nodes.json')
      writeFileSync(
        file,
        JSON.stringify({
          workspaces: [
            {
              id: 'nodes',
              name: 'Nodes',
              apiKey: API_KEY,
              snippets: Object.fromEntries(
                ['signup', 'profile', 'chat', 'messages'].map((id) => [id, SNIPPETS[id]]),
              ),
            },
          ],
        }),
      )
      const applied = await snipwire(['apply', file, '--json'], env)
      expect(applied.code, applied.stderr).toBe(0)

      const [one, two] = await Promise.all([startServe(env), startServe(env)])
      try {
        const post = (base: string, path: string, body: object, headers = {}) =>
          fetch(`${base}${path}?key=${API_KEY}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          })
        const signedUp = await post(one.url, '/v1/snippets/signup/sign-up', {
          email: 'ada@example.com',
          password: 'lovelace-1815',
          fields: { name: 'Ada' },
        })
        expect(signedUp.status).toBe(200)
        const { session } = (await signedUp.json()) as { session: { accessToken: string } }
        const profile = await post(
          two.url,
          '/v1/snippets/profile/query',
          {},
          { authorization: `Bearer ${session.accessToken}` },
        )
        expect(profile.status).toBe(200)
        expect(await profile.json()).toMatchObject({ doc: { data: { name: 'Ada' } } })

        const added = await post(two.url, '/v1/snippets/chat/add', {
          variables: { room: 'lobby' },
          fields: { text: 'from node two', author: 'ada' },
        })
        expect(added.status).toBe(200)
        const listed = await post(one.url, '/v1/snippets/messages/query', {
          variables: { room: 'lobby' },
        })
        expect(await listed.json()).toMatchObject({ docs: [{ data: { text: 'from node two' } }] })
      } finally {
        await Promise.all([one.stop(), two.stop()])
      }
      expect(one.output()).toMatch(/snipwire: data in PostgreSQL at 127\.0\.0\.1:\d+\/snipwire_/)
      const usage = await snipwire(['usage', '--workspace', 'nodes', '--json'], env)
      expect(JSON.parse(usage.stdout)).toMatchObject({ currentAuth: 1, currentWrites: 1 })
      expect(existsSync(dataDir)).toBe(false)
    })
  },
)
