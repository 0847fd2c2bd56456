import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ERROR_CODES } from '@snipwire/protocol'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SnippetEvent } from '../core/events.js'
import { testApp, type TestApp } from '../test-support/fixtures.js'
import { runScenarios } from '../test-support/scenarios.js'

describe('CORS preflight and unknown routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(async () => {
    await t.cleanup()
  })
  const preflight = (origin: string, key?: string) => ({
    method: 'OPTIONS' as const,
    url: `/v1/snippets/chat/add?key=${key ?? t.workspace.workspace.apiKey}`,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })
  runScenarios(
    () => t,
    [
      {
        name: 'answers a preflight from an authorized origin',
        request: () => preflight('https://shop.example'),
        status: 204,
        headers: {
          'access-control-allow-origin': 'https://shop.example',
          'access-control-allow-methods': 'GET, POST, DELETE',
          'access-control-allow-headers': 'authorization, content-type',
          'access-control-max-age': '600',
        },
      },
      {
        name: 'refuses a preflight from a foreign origin',
        request: () => preflight('https://evil.example'),
        status: 403,
        code: ERROR_CODES.unauthorizedDomain,
        headers: { 'access-control-allow-methods': undefined },
      },
      {
        name: 'refuses a preflight with an unknown key',
        request: () => preflight('https://shop.example', 'pk_test_nope000000000000000'),
        status: 404,
      },
      {
        name: 'answers JSON 404 request/not-found for an unknown API route',
        request: () => ({ url: '/v1/workspaces' }),
        status: 404,
        code: ERROR_CODES.notFound,
        message: 'No API route GET /v1/workspaces.',
      },
      {
        name: 'answers a health check',
        request: () => ({ url: '/v1/health' }),
        status: 200,
        body: { status: 'ok' },
      },
    ],
  )
})

describe('the notification hook', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.cleanup()
    t = undefined
  })

  it('receives login, sign-up and add events with the notification payload, inside the transaction', async () => {
    const events: SnippetEvent[] = []
    t = await testApp({
      notify: async (tx, event) => {
        events.push(event)
        // The event's own write is visible: the hook runs in the same transaction.
        if (event.kind === 'add')
          expect(
            await tx.getDocument(
              { workspaceId: event.workspace.id, mode: event.mode },
              'rooms/x/messages',
              event.document!.id,
            ),
          ).not.toBeNull()
      },
    })
    const key = t.workspace.workspace.apiKey
    await t.app.inject({
      method: 'POST',
      url: `/v1/snippets/signup/sign-up?key=${key}`,
      payload: { email: 'ada@example.com', password: 'lovelace-1815', fields: { name: 'Ada' } },
    })
    await t.app.inject({
      method: 'POST',
      url: `/v1/snippets/login/login?key=${key}`,
      payload: { email: 'ada@example.com', password: 'lovelace-1815' },
    })
    await t.app.inject({
      method: 'POST',
      url: `/v1/snippets/chat/add?key=${key}`,
      payload: { variables: { room: 'x' }, fields: { text: 'hi', author: 'a' } },
    })
    expect(events.map((event) => event.kind)).toEqual(['signUp', 'login', 'add'])
    expect(events[0]).toMatchObject({
      apiKey: key,
      snippetId: 'signup',
      mode: 'test',
      workspace: {
        id: t.workspace.workspace.id,
        sAcc: 'acct_test_SECRET123',
        sAccLive: 'acct_live_SECRET456',
      },
      user: { email: 'ada@example.com' },
      metadata: { name: 'Ada' },
    })
    expect(events[2]).toMatchObject({
      user: null,
      metadata: { text: 'hi', author: 'a' },
      processedVariables: { room: 'x' },
    })
  })

  it('rolls the operation back when the hook fails', async () => {
    t = await testApp({ notify: () => Promise.reject(new Error('outbox full')) })
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/snippets/chat/add?key=${t.workspace.workspace.apiKey}`,
      payload: { variables: { room: 'y' }, fields: { text: 'hi', author: 'a' } },
    })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong on the server. Try again in a moment.',
      },
    })
    const usage = await t.store.getUsage(t.workspace.workspace.id)
    expect(usage.test.currentWrites).toBe(0)
    const docs = await t.store.runQuery(
      { workspaceId: t.workspace.workspace.id, mode: 'test' },
      { kind: 'collection', collectionPath: 'rooms/y/messages', where: [], orderBy: [], limit: 10 },
    )
    expect(docs).toEqual({ kind: 'collection', docs: [] })
  })
})

describe('static files', () => {
  let t: TestApp
  let root: string
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'snipwire-static-'))
    const sdk = join(root, 'sdk')
    const web = join(root, 'web')
    mkdirSync(join(web, 'pricing'), { recursive: true })
    mkdirSync(join(web, 'assets'), { recursive: true })
    mkdirSync(sdk)
    writeFileSync(join(sdk, 'snipwire.js'), 'var Snipwire = {}')
    writeFileSync(join(sdk, 'snipwire.mjs'), 'export const createClient = () => {}')
    writeFileSync(join(web, 'index.html'), '<h1>Home</h1>')
    writeFileSync(join(web, 'terms.html'), '<h1>Terms</h1>')
    writeFileSync(join(web, 'pricing/index.html'), '<h1>Pricing</h1>')
    writeFileSync(join(web, 'assets/app-1234.js'), 'console.log(1)')
    mkdirSync(join(web, '404'))
    writeFileSync(join(web, '404/index.html'), '<h1>Lost</h1>')
    writeFileSync(join(web, 'big.html'), `<p>${'compressible '.repeat(500)}</p>`)
    t = await testApp({ sdkDir: sdk, webDir: web })
  })
  afterAll(async () => {
    await t.cleanup()
    rmSync(root, { recursive: true, force: true })
  })
  runScenarios(
    () => t,
    [
      {
        name: 'serves the client bundle to any origin',
        request: () => ({ url: '/sdk/snipwire.js' }),
        status: 200,
        headers: { 'access-control-allow-origin': '*', 'content-type': /javascript/ },
      },
      { name: 'serves the ESM bundle', request: () => ({ url: '/sdk/snipwire.mjs' }), status: 200 },
      {
        name: 'serves the home page',
        request: () => ({ url: '/' }),
        status: 200,
        headers: { 'cache-control': 'no-cache' },
      },
      { name: 'serves path.html', request: () => ({ url: '/terms' }), status: 200 },
      {
        name: 'serves path/index.html',
        request: () => ({ url: '/pricing?plan=pro' }),
        status: 200,
      },
      {
        name: 'serves hashed assets as immutable',
        request: () => ({ url: '/assets/app-1234.js' }),
        status: 200,
        headers: { 'cache-control': 'public, max-age=31536000, immutable' },
      },
      {
        name: "answers an unknown page with the site's 404 page",
        request: () => ({ url: '/nope' }),
        status: 404,
        headers: { 'content-type': /html/ },
      },
      {
        name: 'never serves a file outside the site',
        request: () => ({ url: '/..%2f..%2fetc%2fpasswd' }),
        status: 404,
      },
      {
        name: 'keeps API 404s in JSON',
        request: () => ({ url: '/v1/nope' }),
        status: 404,
        code: ERROR_CODES.notFound,
      },
    ],
  )

  it('compresses site files but not API answers', async () => {
    const page = await t.app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers['content-encoding']).toBe('gzip')
    const api = await t.app.inject({ url: '/v1/health', headers: { 'accept-encoding': 'gzip' } })
    expect(api.headers['content-encoding']).toBeUndefined()
  })

  it("sends the 404 page's content", async () => {
    const response = await t.app.inject({ url: '/missing/page' })
    expect(response.body).toBe('<h1>Lost</h1>')
  })
})
