import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Store } from '../../core/store.js'
import { createWorkspace, saveSnippet, type CreatedWorkspace } from '../../core/workspaces.js'
import { loadSigningKeyFor, openConfiguredStore, type StoreSettings } from '../../runtime.js'
import { SNIPPETS } from '../../test-support/fixtures.js'
import {
  POSTGRES_MISSING,
  startPostgres,
  type PostgresCluster,
} from '../../test-support/postgres.js'
import { openSse, type SseEvent } from '../../test-support/sse-client.js'
import { buildApp } from '../app.js'

interface Node {
  app: FastifyInstance
  store: Store
  url: string
  signingKey: Buffer
}

const reason = POSTGRES_MISSING ? ` (skipped: ${POSTGRES_MISSING})` : ''

describe.skipIf(POSTGRES_MISSING !== null)(
  `two server nodes on one PostgreSQL database${reason}`,
  () => {
    let cluster: PostgresCluster
    let a: Node
    let b: Node
    let workspace: CreatedWorkspace
    let key: string

    async function startNode(settings: StoreSettings): Promise<Node> {
      const store = await openConfiguredStore(settings)
      const signingKey = await loadSigningKeyFor(settings, store)
      const { app } = await buildApp({ store, signingKey, limits: { heartbeatMs: 200 } })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      return { app, store, signingKey, url: `http://127.0.0.1:${port}` }
    }

    beforeAll(async () => {
      cluster = await startPostgres()
      const settings: StoreSettings = {
        dataDir: '',
        synchronous: 'full',
        databaseUrl: await cluster.createDatabase(),
      }
      // Both nodes start at once on an empty database, as a deployment would.
      ;[a, b] = await Promise.all([startNode(settings), startNode(settings)])
      workspace = await createWorkspace(b.store, {
        name: 'Shop',
        ownerEmail: 'owner@shop.example',
        origins: ['https://shop.example'],
      })
      key = workspace.workspace.apiKey
      for (const [id, snippet] of Object.entries(SNIPPETS)) {
        await saveSnippet(b.store, workspace.workspace.id, id, snippet)
      }
    })

    afterAll(async () => {
      for (const node of [a, b]) {
        await node?.app.close()
        await node?.store.close()
      }
      await cluster?.stop()
    })

    const post = (node: Node, path: string, payload: object, headers = {}) =>
      node.app.inject({ method: 'POST', url: `${path}?key=${key}`, payload, headers })

    it('share one signing key kept in the database', () => {
      expect(a.signingKey.length).toBeGreaterThanOrEqual(32)
      expect(a.signingKey.equals(b.signingKey)).toBe(true)
    })

    it('push a live snapshot from node A for a document added through node B', async () => {
      const stream = await openSse(`${a.url}/v1/realtime?key=${key}`, {
        origin: 'http://localhost:5173',
      })
      try {
        const ready = await stream.next((event) => event.event === 'ready')
        const streamId = (ready.data as { streamId: string }).streamId
        const subscribed = await fetch(
          `${a.url}/v1/realtime/${streamId}/subscriptions?key=${key}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              subscriptionId: 'lobby',
              snippetId: 'messages',
              variables: { room: 'lobby' },
            }),
          },
        )
        expect(subscribed.status).toBe(204)
        const texts = (event: SseEvent) =>
          (event.data as { result: { docs: { data: { text: string } }[] } }).result.docs.map(
            (doc) => doc.data.text,
          )
        const snapshot = (event: SseEvent) => event.event === 'snapshot'
        expect(texts(await stream.next(snapshot))).toEqual([])

        const added = await post(b, '/v1/snippets/chat/add', {
          variables: { room: 'lobby' },
          fields: { text: 'hello from node B', author: 'ada' },
        })
        expect(added.statusCode, added.body).toBe(200)
        expect(texts(await stream.next(snapshot, 5000))).toEqual(['hello from node B'])
      } finally {
        stream.close()
      }
    })

    it('accept on node A a session started on node B, and refresh it there', async () => {
      const signedUp = await post(b, '/v1/snippets/signup/sign-up', {
        email: 'grace@example.com',
        password: 'hopper-1906',
        fields: { name: 'Grace' },
      })
      expect(signedUp.statusCode, signedUp.body).toBe(200)
      const session = signedUp.json<{ session: { accessToken: string; refreshToken: string } }>()
        .session
      const profile = await post(
        a,
        '/v1/snippets/profile/query',
        {},
        { authorization: `Bearer ${session.accessToken}` },
      )
      expect(profile.statusCode, profile.body).toBe(200)
      expect(profile.json()).toMatchObject({ kind: 'document', doc: { data: { name: 'Grace' } } })
      const refreshed = await post(a, '/v1/auth/refresh', { refreshToken: session.refreshToken })
      expect(refreshed.statusCode, refreshed.body).toBe(200)
      const duplicate = await post(b, '/v1/snippets/signup/sign-up', {
        email: 'GRACE@example.com',
        password: 'another-password',
        fields: { name: 'Not Grace' },
      })
      expect(duplicate.statusCode).toBe(409)
      expect(duplicate.json()).toMatchObject({ error: { code: 'auth/email-already-in-use' } })
    })

    it('serve on node A a snippet saved through node B', async () => {
      const config = () => a.app.inject({ url: `/v1/snippets/login?key=${key}` })
      expect((await config()).json()).toMatchObject({ buttonElementId: 'go' })
      await saveSnippet(b.store, workspace.workspace.id, 'login', {
        ...SNIPPETS.login,
        buttonElementId: 'sign-in',
      })
      let body: unknown = null
      for (let waited = 0; waited < 5000; waited += 25) {
        body = (await config()).json()
        if ((body as { buttonElementId?: string }).buttonElementId === 'sign-in') break
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      expect(body).toMatchObject({ buttonElementId: 'sign-in' })
    })

    it('count every write made on either node', async () => {
      const before = (await a.store.getUsage(workspace.workspace.id)).test.currentWrites
      const writes = Array.from({ length: 30 }, (_, index) =>
        post(index % 2 === 0 ? a : b, '/v1/snippets/chat/add', {
          variables: { room: 'busy' },
          fields: { text: `message ${index}`, author: 'load' },
        }),
      )
      expect((await Promise.all(writes)).map((response) => response.statusCode)).toEqual(
        Array.from({ length: 30 }, () => 200),
      )
      const usage = await b.store.getUsage(workspace.workspace.id)
      expect(usage.test.currentWrites - before).toBe(30)
    })
  },
)
