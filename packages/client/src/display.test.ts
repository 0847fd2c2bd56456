import type { QueryResult, SnippetConfig } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { SnipwireError } from './errors.js'
import {
  SERVER,
  deferred,
  errorReply,
  fakeServer,
  uniqueKey,
  type Reply,
} from './testing/fake-network.js'
import { authResponse, events, flush, logged, page } from './testing/page.js'

const doc = (id: string, data: Record<string, unknown>) => ({ id, path: `messages/${id}`, data })
const collection = (...docs: ReturnType<typeof doc>[]): QueryResult => ({
  kind: 'collection',
  docs,
})

const profile: SnippetConfig = {
  id: 'profile',
  type: 'staticDisplay',
  pathSegments: [
    { type: 'collection', value: 'profiles' },
    { type: 'document', value: '$uid' },
  ],
  fieldMappings: [
    { field: 'name', elementId: 'name' },
    { field: 'address.city', elementId: 'city' },
  ],
}
const messages: SnippetConfig = {
  id: 'messages',
  type: 'dynamicDisplay',
  pathSegments: [{ type: 'collection', value: 'messages' }],
  fieldMappings: [{ field: 'text', elementId: 'text' }],
  dynamicSnippetItemCode: '<li class="message">#author: #text if (#urgent) {<b>!</b>}</li>',
  containerElementId: 'list',
}

function setup(snippets: SnippetConfig[], html: string) {
  const server = fakeServer(snippets)
  const $ = page(html)
  const client = createClient({ apiKey: uniqueKey(), server: SERVER })
  return { server, $, client }
}

describe('staticDisplay (one read)', () => {
  const html = '<h1 id="name"></h1><p id="city"></p>'

  it("sets each mapped element's text from the document and resolves { data }", async () => {
    const { server, $, client } = setup([profile], html)
    const data = { name: '<b>Ada</b>', address: { city: 'London' } }
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: { kind: 'document', doc: doc('u1', data) },
    }))
    const onUpdate = vi.fn()
    const result = await client.staticDisplay('profile', { uid: 'u1' }, onUpdate)
    expect(result.data).toEqual(data)
    expect($('name').textContent).toBe('<b>Ada</b>')
    expect($('name').children).toHaveLength(0)
    expect($('city').textContent).toBe('London')
    expect(onUpdate).toHaveBeenCalledWith(data)
    expect(server.to('/v1/snippets/profile/query')[0]!.body).toEqual({ variables: { uid: 'u1' } })
    expect(server.streams).toHaveLength(0)
  })

  it('uses the first document of a collection result', async () => {
    const { server, $, client } = setup([profile], html)
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: collection(doc('a', { name: 'First' }), doc('b', { name: 'Second' })),
    }))
    await expect(client.staticDisplay('profile')).resolves.toMatchObject({
      data: { name: 'First' },
    })
    expect($('name').textContent).toBe('First')
    expect($('city').textContent).toBe('')
  })

  it("rejects an empty collection with 'No documents found at the specified path with the given filters.'", async () => {
    const { server, client } = setup([profile], html)
    server.on('POST', '/v1/snippets/profile/query', () => ({ body: collection() }))
    await expect(client.staticDisplay('profile')).rejects.toMatchObject({
      code: 'display/no-documents',
      message: 'No documents found at the specified path with the given filters.',
    })
    expect(logged()).toEqual(['No documents found at the specified path with the given filters.'])
  })

  it("rejects a missing document with 'Document not found at the specified path.'", async () => {
    const { server, client } = setup([profile], html)
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: { kind: 'document', doc: null },
    }))
    await expect(client.staticDisplay('profile')).rejects.toMatchObject({
      code: 'display/document-not-found',
      message: 'Document not found at the specified path.',
    })
  })

  it('rejects a mapped element that is not on the page, naming its id', async () => {
    const { client } = setup([profile], '<h1 id="name"></h1>')
    await expect(client.staticDisplay('profile')).rejects.toThrow(
      'Element with id "city" not found.',
    )
  })

  it.each([
    ['query/invalid-path', 'Invalid path ending. Path must end with a collection or document.'],
    ['variable/not-provided', 'Variable uid not provided.'],
    ['auth/unauthenticated', 'Sign in first: this snippet is for signed-in users.'],
  ])('rejects with the server message of %s', async (code, message) => {
    const { server, client } = setup([profile], html)
    server.on('POST', '/v1/snippets/profile/query', () => errorReply(400, code, message))
    await expect(client.staticDisplay('profile')).rejects.toMatchObject({ code, message })
    expect(logged()).toEqual([message])
  })

  it('rejects a snippet of another type with "Invalid snippet configuration."', async () => {
    const { client } = setup([{ ...profile, type: 'add' }], html)
    await expect(client.staticDisplay('profile')).rejects.toMatchObject({
      code: 'snippet/wrong-type',
      message: 'Invalid snippet configuration.',
    })
  })
})

/** Opens the page's event stream once the display subscribes; its subscription's request. */
async function subscription(server: ReturnType<typeof fakeServer>, streamId = 's') {
  await vi.waitFor(() => expect(server.streams).toHaveLength(1))
  server.streams[0]!.open(streamId)
  const path = `/v1/realtime/${streamId}/subscriptions`
  await vi.waitFor(() => expect(server.to(path)).toHaveLength(1))
  return server.to(path)[0]!
}

describe('displays start their first read together with the config', () => {
  it('sends the config GET and the query POST at once, both as requests without preflight', async () => {
    const { server, $, client } = setup([profile], '<h1 id="name"></h1><p id="city"></p>')
    const config = deferred<Reply>()
    const query = deferred<Reply>()
    server.on('GET', '/v1/snippets', () => config.promise)
    server.on('POST', '/v1/snippets/profile/query', () => query.promise)
    const pending = client.staticDisplay('profile', { uid: 'u1' })
    // Neither has answered, and both are out: data needs one round trip.
    await vi.waitFor(() => expect(server.requests).toHaveLength(2))
    expect(server.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/snippets',
        key: expect.any(String),
        ids: 'profile',
        body: undefined,
        headers: {},
      },
      {
        method: 'POST',
        path: '/v1/snippets/profile/query',
        key: expect.any(String),
        body: { variables: { uid: 'u1' } },
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      },
    ])
    query.resolve({ body: { kind: 'document', doc: doc('u1', { name: 'Ada' }) } })
    await flush()
    expect($('name').textContent).toBe('')
    config.resolve({ body: { profile } })
    await expect(pending).resolves.toMatchObject({ data: { name: 'Ada' } })
    expect($('name').textContent).toBe('Ada')
    expect(server.requests).toHaveLength(2)
  })

  it('sends the signed-in user’s token in the body of the read, still without preflight', async () => {
    const server = fakeServer([{ ...messages, realTimeUpdatesOn: true }])
    const key = uniqueKey()
    localStorage.setItem('snipwire:' + key, JSON.stringify(authResponse()))
    page('<ul id="list"></ul>')
    server.on('POST', '/v1/snippets/messages/query', () => ({ body: collection() }))
    const client = createClient({ apiKey: key, server: SERVER })
    const { unsubscribe } = await client.dynamicDisplay('messages')
    const subscribed = await subscription(server)
    for (const request of [server.to('/v1/snippets/messages/query')[0]!, subscribed]) {
      expect(request.headers).toEqual({ 'content-type': 'text/plain;charset=UTF-8' })
      expect(request.body).toMatchObject({ accessToken: 'access-1' })
    }
    unsubscribe()
  })

  it.each([
    [
      'an unknown snippet',
      [] as SnippetConfig[],
      '<ul id="list"></ul>',
      'No workspace or snippet found with the provided apiKey and snippetId.',
    ],
    [
      'a snippet of another type',
      [{ ...messages, type: 'staticDisplay' }],
      '<ul id="list"></ul>',
      'Invalid snippet configuration.',
    ],
    [
      'a configuration without a template',
      [{ ...messages, dynamicSnippetItemCode: '' }],
      '<ul id="list"></ul>',
      'Invalid snippet configuration.',
    ],
    ['a missing container', [messages], '<ul id="other"></ul>', 'Container element not found.'],
  ] as const)(
    "rejects %s with the config's error, not the read's, and wastes no further request",
    async (_, snippets, html, message) => {
      const { server, client } = setup([...snippets] as SnippetConfig[], html)
      server.on('POST', '/v1/snippets/messages/query', () =>
        errorReply(404, 'snippet/not-found', 'No such snippet.'),
      )
      await expect(client.dynamicDisplay('messages')).rejects.toThrow(message)
      await flush()
      expect(logged()).toEqual([message])
      expect(server.requests.map((request) => request.method + ' ' + request.path)).toEqual([
        'GET /v1/snippets',
        'POST /v1/snippets/messages/query',
      ])
      expect(server.streams).toHaveLength(0)
    },
  )

  it("rejects a missing mapped element with its message, not the read's", async () => {
    const { server, client } = setup([profile], '<h1 id="name"></h1>')
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: { kind: 'document', doc: null },
    }))
    await expect(client.staticDisplay('profile')).rejects.toThrow(
      'Element with id "city" not found.',
    )
    expect(logged()).toEqual(['Element with id "city" not found.'])
  })
})

describe('staticDisplay (live)', () => {
  it('shows the first read at once, then subscribes and shows every change', async () => {
    const { server, $, client } = setup(
      [{ ...profile, realTimeUpdatesOn: true }],
      '<h1 id="name"></h1><p id="city"></p>',
    )
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: { kind: 'document', doc: doc('u1', { name: 'Ada' }) },
    }))
    const onUpdate = vi.fn()
    const seen = events()
    const { data, unsubscribe } = await client.staticDisplay('profile', { uid: 'u1' }, onUpdate)
    expect(data).toEqual({ name: 'Ada' })
    expect($('name').textContent).toBe('Ada')
    const stream = server.streams[0]!
    expect(stream.url).toMatch(new RegExp(`^${SERVER}/v1/realtime\\?key=pk_test_unit\\d+$`))
    const { subscriptionId, ...request } = (await subscription(server)).body!
    expect(request).toEqual({ snippetId: 'profile', variables: { uid: 'u1' } })
    // The stream's first snapshot repeats the read: nothing is shown again.
    stream.send('snapshot', {
      subscriptionId,
      result: { kind: 'document', doc: doc('u1', { name: 'Ada' }) },
    })
    expect(onUpdate).toHaveBeenCalledTimes(1)
    stream.send('snapshot', {
      subscriptionId,
      result: { kind: 'document', doc: doc('u1', { name: 'Ada L.' }) },
    })
    expect($('name').textContent).toBe('Ada L.')
    expect(onUpdate.mock.calls).toEqual([[{ name: 'Ada' }], [{ name: 'Ada L.' }]])
    expect(seen.map((e) => e.type)).toEqual(['snipwire:success', 'snipwire:success'])
    unsubscribe()
    expect(stream.closed).toBe(true)
    expect(server.to('/v1/realtime')).toHaveLength(0)
  })

  it('opens the stream only after the read has answered, so no snapshot is older than it', async () => {
    const { server, $, client } = setup(
      [{ ...profile, realTimeUpdatesOn: true }],
      '<h1 id="name"></h1><p id="city"></p>',
    )
    const query = deferred<Reply>()
    server.on('POST', '/v1/snippets/profile/query', () => query.promise)
    const pending = client.staticDisplay('profile')
    await flush()
    expect(server.streams).toHaveLength(0)
    query.resolve({ body: { kind: 'document', doc: doc('u1', { name: 'Ada' }) } })
    await pending
    expect($('name').textContent).toBe('Ada')
    expect(server.streams).toHaveLength(1)
  })

  it('reports a later empty snapshot and keeps listening', async () => {
    const { server, $, client } = setup(
      [
        {
          ...profile,
          realTimeUpdatesOn: true,
          fieldMappings: [{ field: 'name', elementId: 'name' }],
        },
      ],
      '<h1 id="name"></h1>',
    )
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: collection(doc('a', { name: 'One' })),
    }))
    const seen = events()
    await client.staticDisplay('profile')
    const { subscriptionId } = (await subscription(server)).body as { subscriptionId: string }
    const stream = server.streams[0]!
    stream.send('snapshot', { subscriptionId, result: collection() })
    expect(logged()).toEqual(['No documents found at the specified path with the given filters.'])
    expect(seen.at(-1)).toEqual({ type: 'snipwire:error', detail: expect.any(SnipwireError) })
    stream.send('snapshot', { subscriptionId, result: collection(doc('b', { name: 'Two' })) })
    expect($('name').textContent).toBe('Two')
  })

  it('rejects and opens no stream when the first read finds nothing', async () => {
    const { server, client } = setup(
      [{ ...profile, realTimeUpdatesOn: true }],
      '<h1 id="name"></h1><p id="city"></p>',
    )
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: { kind: 'document', doc: null },
    }))
    await expect(client.staticDisplay('profile')).rejects.toThrow(
      'Document not found at the specified path.',
    )
    await flush()
    expect(server.streams).toHaveLength(0)
  })

  it("reports the stream's error for its subscription and keeps the data shown", async () => {
    const { server, $, client } = setup(
      [{ ...profile, realTimeUpdatesOn: true }],
      '<h1 id="name"></h1><p id="city"></p>',
    )
    server.on('POST', '/v1/snippets/profile/query', () => ({
      body: { kind: 'document', doc: doc('u1', { name: 'Ada' }) },
    }))
    const seen = events()
    await client.staticDisplay('profile')
    const { subscriptionId } = (await subscription(server)).body as { subscriptionId: string }
    server.streams[0]!.send('error', {
      subscriptionId,
      error: { code: 'variable/not-provided', message: 'Variable uid not provided.' },
    })
    expect(logged()).toEqual(['Variable uid not provided.'])
    expect(seen.at(-1)).toMatchObject({
      type: 'snipwire:error',
      detail: { code: 'variable/not-provided' },
    })
    expect($('name').textContent).toBe('Ada')
  })
})

describe('dynamicDisplay', () => {
  const html = '<ul id="list"><li>placeholder</li></ul>'

  it.each([
    ['pathSegments', { pathSegments: undefined }],
    ['fieldMappings', { fieldMappings: undefined }],
    ['dynamicSnippetItemCode', { dynamicSnippetItemCode: '' }],
    ['containerElementId', { containerElementId: undefined }],
  ])('rejects "Invalid snippet configuration." without %s', async (_, config) => {
    const { client } = setup([{ ...messages, ...config } as SnippetConfig], html)
    await expect(client.dynamicDisplay('messages')).rejects.toMatchObject({
      code: 'snippet/invalid-configuration',
      message: 'Invalid snippet configuration.',
    })
  })

  it("rejects 'Container element not found.' when the container is not on the page", async () => {
    const { client } = setup([messages], '<ul id="other"></ul>')
    await expect(client.dynamicDisplay('messages')).rejects.toMatchObject({
      code: 'display/container-not-found',
      message: 'Container element not found.',
    })
    expect(logged()).toEqual(['Container element not found.'])
  })

  it('renders one escaped template item per document into the container', async () => {
    const { server, $, client } = setup([messages], html)
    server.on('POST', '/v1/snippets/messages/query', () => ({
      body: collection(
        doc('a', { author: 'Ada', text: 'Hi', urgent: true }),
        doc('b', { author: '<img src=x onerror=alert(1)>', text: 'Bye' }),
      ),
    }))
    const onUpdate = vi.fn()
    const { unsubscribe } = await client.dynamicDisplay('messages', undefined, onUpdate)
    const items = [...$('list').children]
    expect(items.map((item) => item.outerHTML)).toEqual([
      '<li class="message">Ada: Hi <b>!</b></li>',
      '<li class="message">&lt;img src=x onerror=alert(1)&gt;: Bye </li>',
    ])
    expect($('list').querySelector('img')).toBeNull()
    expect(onUpdate).toHaveBeenCalledWith([
      { author: 'Ada', text: 'Hi', urgent: true },
      { author: '<img src=x onerror=alert(1)>', text: 'Bye' },
    ])
    unsubscribe()
  })

  it('renders the single document of a document path', async () => {
    const { server, $, client } = setup([messages], html)
    server.on('POST', '/v1/snippets/messages/query', () => ({
      body: { kind: 'document', doc: doc('a', { author: 'Ada', text: 'Only' }) },
    }))
    await client.dynamicDisplay('messages')
    expect($('list').textContent).toBe('Ada: Only ')
  })

  it.each([
    [collection(), 'No documents found at the specified path with the given filters.'],
    [{ kind: 'document', doc: null }, 'Document not found at the specified path.'],
  ])('rejects a one-time read of nothing with the spec message', async (result, message) => {
    const { server, client } = setup([messages], html)
    server.on('POST', '/v1/snippets/messages/query', () => ({ body: result }))
    await expect(client.dynamicDisplay('messages')).rejects.toThrow(message)
  })

  it('re-renders the live list on every change; an empty live list is not an error', async () => {
    const { server, $, client } = setup([{ ...messages, realTimeUpdatesOn: true }], html)
    server.on('POST', '/v1/snippets/messages/query', () => ({ body: collection() }))
    const seen = events($('list'))
    const onUpdate = vi.fn()
    const { unsubscribe } = await client.dynamicDisplay('messages', { room: 'lobby' }, onUpdate)
    expect($('list').children).toHaveLength(0)
    const { subscriptionId } = (await subscription(server, 's1')).body as {
      subscriptionId: string
    }
    const stream = server.streams[0]!
    stream.send('snapshot', { subscriptionId, result: collection() })
    stream.send('snapshot', {
      subscriptionId,
      result: collection(doc('a', { author: 'Ada', text: '1' })),
    })
    const first = $('list').children[0]
    stream.send('snapshot', {
      subscriptionId,
      result: collection(
        doc('a', { author: 'Ada', text: '1' }),
        doc('b', { author: 'Bob', text: '2' }),
      ),
    })
    expect([...$('list').children].map((li) => li.textContent)).toEqual(['Ada: 1 ', 'Bob: 2 '])
    expect($('list').children[0]).toBe(first)
    // The same result again (a reconnect, say) renders nothing and tells no one.
    stream.send('snapshot', {
      subscriptionId,
      result: collection(
        doc('a', { author: 'Ada', text: '1' }),
        doc('b', { author: 'Bob', text: '2' }),
      ),
    })
    expect(onUpdate).toHaveBeenCalledTimes(3)
    expect(seen.map((e) => e.type)).toEqual([
      'snipwire:success',
      'snipwire:success',
      'snipwire:success',
    ])
    expect(console.error).not.toHaveBeenCalled()
    unsubscribe()
    await flush()
    expect(stream.closed).toBe(true)
  })
})
