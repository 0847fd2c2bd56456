import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../harness/server.js'

describe('the server harness', () => {
  let server: RunningServer
  let files: string
  let apiKey: string

  beforeAll(async () => {
    server = await startServer()
    files = mkdtempSync(join(tmpdir(), 'snipwire-harness-'))
    const workspace = (await server.cli(['workspace', 'create', '--name', 'Harness'])) as {
      id: string
      apiKey: string
    }
    apiKey = workspace.apiKey
    const snippet = join(files, 'chat.json')
    writeFileSync(
      snippet,
      JSON.stringify({
        type: 'add',
        buttonElementId: 'send',
        pathSegments: [{ type: 'collection', value: 'messages' }],
        fieldMappings: [{ field: 'text', elementId: 'text' }],
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
      'chat',
    ])
    writeFileSync(
      join(files, 'list.json'),
      JSON.stringify({
        type: 'staticDisplay',
        pathSegments: [{ type: 'collection', value: 'messages' }],
        fieldMappings: [{ field: 'text', elementId: 'text' }],
      }),
    )
    await server.cli([
      'snippet',
      'put',
      '--workspace',
      workspace.id,
      '--file',
      join(files, 'list.json'),
      '--id',
      'list',
    ])
  })

  afterAll(async () => {
    await server?.stop()
    rmSync(files, { recursive: true, force: true })
  })

  it('serves a snippet saved by the CLI, adds a document and reads it back', async () => {
    const config = await fetch(`${server.url}/v1/snippets/chat?key=${apiKey}`)
    expect(config.status).toBe(200)
    expect(await config.json()).toMatchObject({ id: 'chat', type: 'add' })

    const added = await fetch(`${server.url}/v1/snippets/chat/add?key=${apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ fields: { text: 'hello from the harness' } }),
    })
    expect(added.status).toBe(200)
    const { path } = (await added.json()) as { path: string }
    expect(path).toMatch(/^messages\//)

    const read = await fetch(`${server.url}/v1/snippets/list/query?key=${apiKey}`, {
      method: 'POST',
    })
    expect(await read.json()).toMatchObject({
      kind: 'collection',
      docs: [{ path, data: { text: 'hello from the harness' } }],
    })
  })

  it('rejects a failing CLI command with its message', async () => {
    await expect(server.cli(['usage', '--workspace', 'missing'])).rejects.toThrow(
      /No workspace with the id "missing"/,
    )
  })
})
