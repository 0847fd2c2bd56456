import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../harness/server.js'

const WRITERS = 8
const KILL_AFTER = 300

describe('durability', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'snipwire-durability-'))
  let server: RunningServer | undefined

  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every acknowledged write when the server is killed with SIGKILL mid-stream', async () => {
    server = await startServer({ dataDir })
    const workspace = (await server.cli(['workspace', 'create', '--name', 'Durable'])) as {
      id: string
      apiKey: string
    }
    const snippet = join(dataDir, 'add.json')
    writeFileSync(
      snippet,
      JSON.stringify({
        type: 'add',
        buttonElementId: 'go',
        pathSegments: [{ type: 'collection', value: 'events' }],
        fieldMappings: [{ field: 'n', elementId: 'n' }],
      }),
    )
    await server.cli([
      'snippet',
      'put',
      '--workspace',
      workspace.id,
      '--file',
      snippet,
      '--id',
      'log',
    ])

    const acknowledged = new Map<string, string>()
    let next = 0
    let killed = false
    const url = `${server.url}/v1/snippets/log/add?key=${workspace.apiKey}`
    const first = server
    async function writer(): Promise<void> {
      while (!killed) {
        const n = String(next++)
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ fields: { n } }),
          })
          if (response.status !== 200) continue
          const { id } = (await response.json()) as { id: string }
          acknowledged.set(id, n)
        } catch {
          // The connection died with the server: this write was never acknowledged.
          return
        }
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true
          await first.kill()
        }
      }
    }
    await Promise.all(Array.from({ length: WRITERS }, writer))
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER)

    server = await startServer({ dataDir })
    const stored = (await server.cli([
      'data',
      'list',
      '--workspace',
      workspace.id,
      '--path',
      'events',
      '--limit',
      '1000',
    ])) as { id: string; data: { n: string } }[]
    const byId = new Map(stored.map((doc) => [doc.id, doc.data.n]))
    const missing = [...acknowledged].filter(([id, n]) => byId.get(id) !== n)
    expect(missing).toEqual([])
    const usage = (await server.cli(['usage', '--workspace', workspace.id])) as {
      currentWrites: number
    }
    expect(usage.currentWrites).toBe(stored.length)
  })
})
