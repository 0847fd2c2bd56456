import { ERROR_CODES, type ErrorBody } from '@snipwire/protocol'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { saveSnippet } from '../../core/workspaces.js'
import { testApp, type TestApp } from '../../test-support/fixtures.js'
import { openSse, type SseConnection, type SseEvent } from '../../test-support/sse-client.js'
import { describeEachStore } from '../../test-support/stores.js'

describeEachStore('GET /v1/realtime and subscriptions, over a real socket', (createStore) => {
  let t: TestApp
  let url: string
  let key: string

  beforeAll(async () => {
    t = await testApp(
      { limits: { heartbeatMs: 200, subscriptionsPerStream: 3 } },
      await createStore(),
    )
    key = t.workspace.workspace.apiKey
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    await saveSnippet(t.store, t.workspace.workspace.id, 'open-tasks', {
      type: 'dynamicDisplay',
      pathSegments: [{ type: 'collection', value: 'tasks' }],
      fieldMappings: [{ field: 'title', elementId: 'title' }],
      dynamicSnippetItemCode: '<li>#title</li>',
      containerElementId: 'list',
      queryConditions: [{ field: 'done', operator: '==', value: 'false' }],
      queryOrders: [{ field: 'title', direction: 'asc' }],
    })
  })

  afterAll(async () => {
    await t.cleanup()
  })

  async function open(): Promise<{ stream: SseConnection; streamId: string }> {
    const stream = await openSse(`${url}/v1/realtime?key=${key}`, {
      origin: 'http://localhost:5173',
    })
    const ready = await stream.next((event) => event.event === 'ready')
    return { stream, streamId: (ready.data as { streamId: string }).streamId }
  }

  function subscribe(streamId: string, body: object, apiKey = key) {
    return fetch(`${url}/v1/realtime/${streamId}/subscriptions?key=${apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  }

  async function errorCode(response: Response): Promise<string> {
    return ((await response.json()) as ErrorBody).error.code
  }

  const snapshotOf = (id: string) => (event: SseEvent) =>
    event.event === 'snapshot' && (event.data as { subscriptionId: string }).subscriptionId === id

  function titles(event: SseEvent): string[] {
    const result = (event.data as { result: { docs: { data: { title: string } }[] } }).result
    return result.docs.map((doc) => doc.data.title)
  }

  /** Closes the client side and waits until the server has let the stream go. */
  async function close(stream: SseConnection): Promise<void> {
    const before = t.context.live.streamCount
    stream.close()
    for (let waited = 0; t.context.live.streamCount >= before && waited < 2000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  const scope = () => ({ workspaceId: t.workspace.workspace.id, mode: 'test' as const })

  it('opens a stream with CORS headers and a ready event, then sends heartbeats', async () => {
    const { stream, streamId } = await open()
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(stream.response.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    expect(streamId).toMatch(/^[0-9A-Za-z]{24}$/)
    await stream.next((event) => event.event === 'comment' && event.data === 'ping', 2000)
    await close(stream)
  })

  it('refuses a stream for a foreign origin', async () => {
    const response = await fetch(`${url}/v1/realtime?key=${key}`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await errorCode(response)).toBe(ERROR_CODES.unauthorizedDomain)
  })

  it('sends a first snapshot, then a fresh one when documents enter and leave the filter', async () => {
    const { stream, streamId } = await open()
    await t.store.transaction(async (tx) => {
      await tx.setDocument(scope(), 'tasks', 't1', { title: 'Buy milk', done: false })
      await tx.setDocument(scope(), 'tasks', 't2', { title: 'Archive', done: true })
    })
    expect(
      (await subscribe(streamId, { subscriptionId: 's1', snippetId: 'open-tasks' })).status,
    ).toBe(204)
    expect(titles(await stream.next(snapshotOf('s1')))).toEqual(['Buy milk'])

    await t.store.transaction((tx) =>
      tx.setDocument(scope(), 'tasks', 't3', { title: 'Call Bob', done: false }),
    )
    expect(titles(await stream.next(snapshotOf('s1')))).toEqual(['Buy milk', 'Call Bob'])

    await t.store.transaction((tx) =>
      tx.setDocument(scope(), 'tasks', 't1', { title: 'Buy milk', done: true }),
    )
    expect(titles(await stream.next(snapshotOf('s1')))).toEqual(['Call Bob'])
    await close(stream)
  })

  it('delivers a change written by another process on the same database', async () => {
    const { stream, streamId } = await open()
    await subscribe(streamId, { subscriptionId: 'cli', snippetId: 'open-tasks' })
    const before = titles(await stream.next(snapshotOf('cli')))
    const other = await t.openAnother()
    await other.transaction((tx) =>
      tx.setDocument(scope(), 'tasks', 'from-cli', { title: 'From the CLI', done: false }),
    )
    await other.close()
    expect(titles(await stream.next(snapshotOf('cli')))).toEqual([...before, 'From the CLI'].sort())
    await close(stream)
  })

  it('shares one query between identical subscriptions and resubscribes after a reconnect', async () => {
    const groupsBefore = t.context.live.groupCount
    const first = await open()
    const second = await open()
    await subscribe(first.streamId, { subscriptionId: 'a', snippetId: 'open-tasks' })
    await subscribe(second.streamId, { subscriptionId: 'b', snippetId: 'open-tasks' })
    await first.stream.next(snapshotOf('a'))
    await second.stream.next(snapshotOf('b'))
    expect(t.context.live.groupCount).toBe(groupsBefore + 1)

    await close(first.stream)
    const again = await open()
    expect(again.streamId).not.toBe(first.streamId)
    expect(
      (await subscribe(first.streamId, { subscriptionId: 'a', snippetId: 'open-tasks' })).status,
    ).toBe(404)
    await subscribe(again.streamId, { subscriptionId: 'a', snippetId: 'open-tasks' })
    const fresh = await again.stream.next(snapshotOf('a'))
    expect(titles(fresh)).toContain('Call Bob')
    await close(second.stream)
    await close(again.stream)
    expect(t.context.live.groupCount).toBe(groupsBefore)
  })

  it('moves subscribers to the new query when the snippet is saved again', async () => {
    await saveSnippet(t.store, t.workspace.workspace.id, 'room', {
      type: 'staticDisplay',
      pathSegments: [
        { type: 'collection', value: 'rooms' },
        { type: 'document', value: 'red' },
      ],
      fieldMappings: [{ field: 'name', elementId: 'name' }],
    })
    await t.store.transaction(async (tx) => {
      await tx.setDocument(scope(), 'rooms', 'red', { name: 'Red room' })
      await tx.setDocument(scope(), 'rooms', 'blue', { name: 'Blue room' })
    })
    const { stream, streamId } = await open()
    await subscribe(streamId, { subscriptionId: 'r', snippetId: 'room' })
    expect((await stream.next(snapshotOf('r'))).data).toMatchObject({
      result: { kind: 'document', doc: { data: { name: 'Red room' } } },
    })
    await saveSnippet(t.store, t.workspace.workspace.id, 'room', {
      type: 'staticDisplay',
      pathSegments: [
        { type: 'collection', value: 'rooms' },
        { type: 'document', value: 'blue' },
      ],
      fieldMappings: [{ field: 'name', elementId: 'name' }],
    })
    expect((await stream.next(snapshotOf('r'))).data).toMatchObject({
      result: { doc: { data: { name: 'Blue room' } } },
    })
    await t.store.transaction((tx) => tx.deleteSnippet(t.workspace.workspace.id, 'room'))
    const gone = await stream.next((event) => event.event === 'error')
    expect(gone.data).toEqual({
      subscriptionId: 'r',
      error: {
        code: ERROR_CODES.snippetNotFound,
        message: expect.stringContaining('No workspace or snippet'),
      },
    })
    await close(stream)
  })

  it('unsubscribes, caps subscriptions per stream and refuses bad subscriptions', async () => {
    const { stream, streamId } = await open()
    const remove = (id: string) =>
      fetch(`${url}/v1/realtime/${streamId}/subscriptions/${id}?key=${key}`, { method: 'DELETE' })
    for (const id of ['1', '2', '3'])
      expect(
        (await subscribe(streamId, { subscriptionId: id, snippetId: 'open-tasks' })).status,
      ).toBe(204)
    const fourth = await subscribe(streamId, { subscriptionId: '4', snippetId: 'open-tasks' })
    expect(fourth.status).toBe(429)
    expect(await errorCode(fourth)).toBe(ERROR_CODES.tooManySubscriptions)
    expect(
      (await subscribe(streamId, { subscriptionId: '3', snippetId: 'open-tasks' })).status,
    ).toBe(204)
    expect((await remove('3')).status).toBe(204)
    expect((await remove('3')).status).toBe(404)
    expect(
      (await subscribe(streamId, { subscriptionId: '4', snippetId: 'open-tasks' })).status,
    ).toBe(204)

    const wrongType = await subscribe(streamId, { subscriptionId: 'x', snippetId: 'chat' })
    expect(await errorCode(wrongType)).toBe(ERROR_CODES.snippetWrongType)
    const needsLogin = await subscribe(streamId, { subscriptionId: 'x', snippetId: 'profile' })
    expect(needsLogin.status).toBe(401)
    const otherKey = await subscribe(
      streamId,
      { subscriptionId: 'x', snippetId: 'open-tasks' },
      t.workspace.workspace.liveApiKey,
    )
    expect(otherKey.status).toBe(404)
    const extra = await subscribe(streamId, {
      subscriptionId: 'x',
      snippetId: 'open-tasks',
      everything: true,
    })
    expect(extra.status).toBe(400)
    await close(stream)
  })

  it('subscribes a signed-in user whose access token is in a text/plain body (no preflight)', async () => {
    const signedUp = await fetch(`${url}/v1/snippets/signup/sign-up?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'grace@example.com',
        password: 'hopper-1906',
        fields: { name: 'Grace' },
      }),
    })
    const { session } = (await signedUp.json()) as { session: { accessToken: string } }
    const { stream, streamId } = await open()
    const response = await fetch(`${url}/v1/realtime/${streamId}/subscriptions?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:5173' },
      body: JSON.stringify({
        subscriptionId: 'me',
        snippetId: 'profile',
        accessToken: session.accessToken,
      }),
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const snapshot = await stream.next(snapshotOf('me'))
    expect((snapshot.data as { result: unknown }).result).toMatchObject({
      kind: 'document',
      doc: { data: { email: 'grace@example.com', name: 'Grace' } },
    })
    const forged = await subscribe(streamId, {
      subscriptionId: 'forged',
      snippetId: 'profile',
      accessToken: session.accessToken + 'x',
    })
    expect(forged.status).toBe(401)
    await close(stream)
  })

  it('counts a read for every snapshot sent', async () => {
    expect(t.context.live.streamCount).toBe(0)
    const before = (await t.store.getUsage(t.workspace.workspace.id)).test.currentReads
    const { stream, streamId } = await open()
    await subscribe(streamId, { subscriptionId: 'n', snippetId: 'open-tasks' })
    await stream.next(snapshotOf('n'))
    await t.store.transaction((tx) =>
      tx.setDocument(scope(), 'tasks', 'count', { title: 'Count me', done: false }),
    )
    await stream.next(snapshotOf('n'))
    expect((await t.store.getUsage(t.workspace.workspace.id)).test.currentReads - before).toBe(2)
    await close(stream)
  })
})
