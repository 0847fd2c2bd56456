import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../http/app.js'
import { loadSigningKey, openDataStore } from '../runtime.js'

const bin = fileURLToPath(new URL('../../bin/snipwire.js', import.meta.url))
const run = promisify(execFile)
let dir: string
let dataDir: string

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

async function snipwire(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], {
      env: { ...process.env, SNIPWIRE_DATA_DIR: dataDir, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the CLI's JSON, read as the tests need it
async function json(args: string[]): Promise<any> {
  const outcome = await snipwire([...args, '--json'])
  expect(outcome.stderr).toBe('')
  expect(outcome.code).toBe(0)
  return JSON.parse(outcome.stdout)
}

function file(name: string, content: unknown): string {
  const path = join(dir, name)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

const listSnippet = {
  type: 'staticDisplay',
  pathSegments: [{ type: 'collection', value: 'notes' }],
  fieldMappings: [{ field: 'text', elementId: 'text' }],
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'snipwire-cli-'))
  dataDir = join(dir, 'data')
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('snipwire workspace', () => {
  it('creates a workspace and prints its keys once, then lists it without secrets', async () => {
    const created = await json([
      'workspace',
      'create',
      '--name',
      'Shop',
      '--origin',
      'https://Shop.example/',
      '--owner-email',
      'Owner@Shop.example',
    ])
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{20}$/),
      apiKey: expect.stringMatching(/^pk_test_/),
      liveApiKey: expect.stringMatching(/^pk_live_/),
      secretKey: expect.stringMatching(/^sk_test_/),
      liveSecretKey: expect.stringMatching(/^sk_live_/),
    })
    const listed = await json(['workspace', 'list'])
    expect(listed).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'Shop',
        origins: ['https://shop.example'],
        ownerEmail: 'owner@shop.example',
      }),
    ])
    expect(JSON.stringify(listed)).not.toContain(created.secretKey)
  })

  it('updates origins and rotates keys so the old key stops working', async () => {
    const [workspace] = await json(['workspace', 'list'])
    const updated = await json([
      'workspace',
      'update',
      '--workspace',
      workspace.id,
      '--add-origin',
      'https://b.example',
      '--remove-origin',
      'https://shop.example',
    ])
    expect(updated.origins).toEqual(['https://b.example'])
    const rotated = await json([
      'workspace',
      'rotate-keys',
      '--workspace',
      workspace.id,
      '--mode',
      'test',
      '--kind',
      'publishable',
    ])
    expect(rotated).toEqual({ apiKey: expect.stringMatching(/^pk_test_/) })
    const [after] = await json(['workspace', 'list'])
    expect(after.apiKey).toBe(rotated.apiKey)
    expect(after.liveApiKey).toBe(workspace.liveApiKey)
  })

  it('reports a missing option on stderr with exit status 2 and the usage', async () => {
    const outcome = await snipwire(['workspace', 'create', '--json'])
    expect(outcome.code).toBe(2)
    expect(outcome.stdout).toBe('')
    expect(outcome.stderr).toContain('snipwire: The --name option is required.')
    expect(outcome.stderr).toContain('Usage: snipwire workspace create --name NAME')
  })

  it('reports a bad origin with exit status 1', async () => {
    const outcome = await snipwire([
      'workspace',
      'create',
      '--name',
      'X',
      '--origin',
      'https://x.example/app',
    ])
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toMatch(/"https:\/\/x\.example\/app" is not an origin/)
  })
})

describe('snipwire snippet', () => {
  it('puts, lists, gets and deletes snippets', async () => {
    const [workspace] = await json(['workspace', 'list'])
    expect(
      await json([
        'snippet',
        'put',
        '--workspace',
        workspace.id,
        '--file',
        file('list.json', listSnippet),
        '--id',
        'notes',
      ]),
    ).toEqual({ id: 'notes' })
    expect(await json(['snippet', 'list', '--workspace', workspace.id])).toEqual([
      { id: 'notes', ...listSnippet, calls: 0 },
    ])
    expect(
      (await json(['snippet', 'get', '--workspace', workspace.id, '--id', 'notes'])).type,
    ).toBe('staticDisplay')
    await json([
      'snippet',
      'put',
      '--workspace',
      workspace.id,
      '--file',
      file('gone.json', listSnippet),
      '--id',
      'gone',
    ])
    expect(await json(['snippet', 'delete', '--workspace', workspace.id, '--id', 'gone'])).toEqual({
      id: 'gone',
      deleted: true,
    })
  })

  it('refuses a snippet that cannot run, naming the field, and writes nothing', async () => {
    const [workspace] = await json(['workspace', 'list'])
    const broken = file('broken.json', {
      ...listSnippet,
      pathSegments: [{ type: 'document', value: 'x' }],
    })
    const outcome = await snipwire([
      'snippet',
      'put',
      '--workspace',
      workspace.id,
      '--file',
      broken,
      '--id',
      'broken',
    ])
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toMatch(/pathSegments\[0\]\.type must be "collection"/)
    expect(
      (await json(['snippet', 'list', '--workspace', workspace.id])).map(
        (snippet: { id: string }) => snippet.id,
      ),
    ).toEqual(['notes'])
  })

  it('explains an unreadable or malformed file', async () => {
    const [workspace] = await json(['workspace', 'list'])
    const missing = await snipwire([
      'snippet',
      'put',
      '--workspace',
      workspace.id,
      '--file',
      join(dir, 'nope.json'),
    ])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/Cannot read .*nope\.json: no such file/)
    const malformed = await snipwire([
      'snippet',
      'put',
      '--workspace',
      workspace.id,
      '--file',
      file('bad.json', '{"type":'),
    ])
    expect(malformed.code).toBe(2)
    expect(malformed.stderr).toMatch(/bad\.json is not valid JSON/)
  })
})

describe('snipwire data and usage', () => {
  it('adds, sets, reads, lists and deletes documents per mode', async () => {
    const [workspace] = await json(['workspace', 'list'])
    const ws = ['--workspace', workspace.id]
    const added = await json(['data', 'add', ...ws, '--path', 'notes', '--doc', '{"text":"one"}'])
    expect(added.path).toBe(`notes/${added.id}`)
    expect(
      await json([
        'data',
        'set',
        ...ws,
        '--path',
        'notes/fixed',
        '--doc',
        file('doc.json', { text: 'two' }).replace(/^/, '@'),
      ]),
    ).toEqual({ id: 'fixed', path: 'notes/fixed' })
    await json([
      'data',
      'add',
      ...ws,
      '--path',
      'notes',
      '--mode',
      'live',
      '--doc',
      '{"text":"live"}',
    ])
    expect(
      (await json(['data', 'list', ...ws, '--path', 'notes'])).map(
        (doc: { data: { text: string } }) => doc.data.text,
      ),
    ).toEqual(['one', 'two'])
    expect(await json(['data', 'get', ...ws, '--path', 'notes/fixed'])).toEqual({
      id: 'fixed',
      path: 'notes/fixed',
      data: { text: 'two' },
    })
    expect(await json(['data', 'delete', ...ws, '--path', 'notes/fixed'])).toEqual({
      path: 'notes/fixed',
      deleted: true,
    })
    const missing = await snipwire(['data', 'get', ...ws, '--path', 'notes/fixed'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No document at notes/fixed (test mode).')
    const wrongPath = await snipwire(['data', 'add', ...ws, '--path', 'notes/x', '--doc', '{}'])
    expect(wrongPath.stderr).toMatch(/names a document; give a collection path/)
    const notObject = await snipwire(['data', 'add', ...ws, '--path', 'notes', '--doc', '[1]'])
    expect(notObject.stderr).toMatch(/A document must be a JSON object/)
  })

  it('prints the usage counters with totals, modes and calls', async () => {
    const [workspace] = await json(['workspace', 'list'])
    expect(await json(['usage', '--workspace', workspace.id])).toEqual({
      currentAuth: 0,
      currentWrites: 0,
      currentReads: 0,
      test: { currentAuth: 0, currentWrites: 0, currentReads: 0 },
      live: { currentAuth: 0, currentWrites: 0, currentReads: 0 },
      snippets: {},
    })
    const unknown = await snipwire(['usage', '--workspace', 'missing'])
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No workspace with the id "missing"')
  })
})

describe('snipwire apply', () => {
  const declaration = {
    workspaces: [
      {
        id: 'demo',
        name: 'Demo',
        origins: ['http://localhost:3000'],
        apiKey: 'pk_test_demo_0123456789abcdef',
        snippets: { notes: listSnippet },
        documents: [{ path: 'notes/welcome', data: { text: 'Welcome' } }],
      },
    ],
  }

  it('creates once and changes nothing more when applied again', async () => {
    const path = file('demo.json', declaration)
    const first = await json(['apply', path])
    expect(first.workspaces[0]).toMatchObject({
      id: 'demo',
      created: true,
      apiKey: 'pk_test_demo_0123456789abcdef',
      snippets: ['notes'],
      documents: 1,
    })
    expect(first.workspaces[0].secretKey).toMatch(/^sk_test_/)
    const second = await json(['apply', path])
    expect(second.workspaces[0]).toEqual({
      ...first.workspaces[0],
      created: false,
      secretKey: undefined,
      liveSecretKey: undefined,
    })
    expect(await json(['data', 'list', '--workspace', 'demo', '--path', 'notes'])).toHaveLength(1)
  })

  it('changes nothing when the file holds a mistake', async () => {
    const broken = {
      workspaces: [
        {
          ...declaration.workspaces[0],
          id: 'other',
          snippets: { notes: listSnippet, bad: { type: 'login' } },
        },
      ],
    }
    const outcome = await snipwire(['apply', file('broken-demo.json', broken)])
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toMatch(
      /workspaces\.0\.snippets\.bad: A login snippet needs emailElementId/,
    )
    expect(
      (await json(['workspace', 'list'])).map((workspace: { id: string }) => workspace.id),
    ).not.toContain('other')
  })
})

describe('the snipwire command', () => {
  it('prints help and refuses unknown commands with exit status 2', async () => {
    expect((await snipwire(['--help'])).stdout).toContain('workspace create')
    const unknown = await snipwire(['deploy'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('unknown command "deploy"')
  })

  it('refuses a wrong environment with every problem listed', async () => {
    const outcome = await snipwire(['serve'], {
      PORT: 'eighty',
      SNIPWIRE_SQLITE_SYNCHRONOUS: 'sometimes',
    })
    expect(outcome.code).toBe(1)
    expect(outcome.stderr).toContain('PORT must be a whole number from 0 to 65535 (got "eighty").')
    expect(outcome.stderr).toContain(
      'SNIPWIRE_SQLITE_SYNCHRONOUS must be one of full, normal (got "sometimes").',
    )
  })

  it('works on the data directory of a running server, which sees the changes at once', async () => {
    const store = openDataStore({ dataDir, synchronous: 'full' })
    const { app } = await buildApp({ store, signingKey: loadSigningKey(dataDir) })
    try {
      const [workspace] = await json(['workspace', 'list'])
      const read = async () =>
        (
          await app.inject({
            method: 'POST',
            url: `/v1/snippets/notes/query?key=${workspace.apiKey}`,
          })
        ).json()
      const before = (await read()).docs.length
      await json([
        'data',
        'add',
        '--workspace',
        workspace.id,
        '--path',
        'notes',
        '--doc',
        '{"text":"while serving"}',
      ])
      expect((await read()).docs).toHaveLength(before + 1)
      await json([
        'snippet',
        'put',
        '--workspace',
        workspace.id,
        '--id',
        'notes',
        '--file',
        file('notes-limited.json', { ...listSnippet, queryLimit: 1 }),
      ])
      expect((await read()).docs).toHaveLength(1)
    } finally {
      await app.close()
      await store.close()
    }
  })
})
