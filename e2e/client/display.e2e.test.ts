/**
 * Add, static display and dynamic display snippets in Chromium against the real server: the
 * add button's states, the stored documents, a live list that follows what another page adds,
 * XSS payloads stored as data rendering as inert text, and live data coming back after the
 * connection drops.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buttonState,
  holdRequests,
  openWired,
  outcome,
  startClientFixture,
  startProxy,
  type ClientFixture,
} from './fixture.js'

let fixture: ClientFixture

const messages = (room: string) => [
  { type: 'collection' as const, value: 'rooms' },
  { type: 'document' as const, value: room },
  { type: 'collection' as const, value: 'messages' },
]
const mappings = [
  { field: 'author', elementId: 'author' },
  { field: 'text', elementId: 'text' },
]
const TEMPLATE =
  '<li class="message"><b class="author">#author</b>: <span class="text">#text</span>' +
  ' if (#author == \'Ada\') { <em>host</em> } <a class="link" href="#link">link</a></li>'

beforeAll(async () => {
  fixture = await startClientFixture()
  await fixture.snippet('post', {
    type: 'add',
    pathSegments: messages('$room'),
    fieldMappings: mappings,
    buttonElementId: 'send',
  })
  await fixture.snippet('room', {
    type: 'dynamicDisplay',
    pathSegments: messages('$room'),
    fieldMappings: mappings,
    dynamicSnippetItemCode: TEMPLATE,
    containerElementId: 'messages',
    realTimeUpdatesOn: true,
  })
  await fixture.snippet('room-once', {
    type: 'dynamicDisplay',
    pathSegments: messages('$room'),
    fieldMappings: mappings,
    dynamicSnippetItemCode: TEMPLATE,
    containerElementId: 'messages',
  })
  await fixture.snippet('latest', {
    type: 'staticDisplay',
    pathSegments: [{ type: 'collection', value: 'scores' }],
    queryOrders: [{ field: 'n', direction: 'desc' }],
    fieldMappings: [
      { field: 'player', elementId: 'player' },
      { field: 'n', elementId: 'score' },
    ],
    realTimeUpdatesOn: true,
  })
  await fixture.snippet('post-score', {
    type: 'add',
    pathSegments: [{ type: 'collection', value: 'scores' }],
    fieldMappings: [
      { field: 'player', elementId: 'new-player' },
      { field: 'n', elementId: 'new-score' },
    ],
    buttonElementId: 'save',
  })
  await fixture.snippet('score', {
    type: 'staticDisplay',
    pathSegments: [
      { type: 'collection', value: 'scores' },
      { type: 'document', value: '$id' },
    ],
    fieldMappings: [{ field: 'player', elementId: 'player' }],
  })
})

afterAll(() => fixture?.close())

const addPage = (room: string | null) =>
  fixture.page(`
  <form><input id="author"><textarea id="text"></textarea><button id="send">Post</button></form>
  <script>
    var client = Snipwire.createClient({ apiKey: '${fixture.workspace.apiKey}' })
    client.add('post', ${room ? `[{ name: 'room', value: '${room}' }]` : 'undefined'})
      .then((doc) => (window.outcome = doc), (error) => (window.outcome = { code: error.code, message: error.message }))
  </script>`)

const listPage = (snippet: string, room: string, server?: string) =>
  fixture.page(`
  <ul id="messages"></ul>
  <script>
    var client = Snipwire.createClient({ apiKey: '${fixture.workspace.apiKey}'${server ? `, server: '${server}'` : ''} })
    window.updates = 0
    client.dynamicDisplay('${snippet}', { room: '${room}' }, () => window.updates++)
      .then(() => (window.outcome = { ok: true }), (error) => (window.outcome = { code: error.code, message: error.message }))
  </script>`)

/** Counts the event streams a page opens (one per page, plus one per reconnection). */
function streamCounter() {
  let opened = 0
  return {
    count: () => opened,
    watch: (page: Page) =>
      Promise.resolve(
        page.on('request', (request) => {
          if (new URL(request.url()).pathname == '/v1/realtime') opened++
        }),
      ),
  }
}

const items = (page: Page) =>
  page.$$eval('#messages > li', (lis) =>
    lis.map((li) => ({
      author: li.querySelector('.author')?.textContent,
      text: li.querySelector('.text')?.textContent,
    })),
  )

async function post(page: Page, author: string, text: string) {
  await page.fill('#author', author)
  await page.fill('#text', text)
  await page.click('#send')
  await page.waitForFunction(() => document.getElementById('send')!.textContent == 'Send')
}

describe('add', () => {
  it("shows 'Loading..' disabled while working and 'Send' enabled after, and stores the document", async () => {
    const before = await fixture.usage()
    const { page, context, problems } = await openWired(fixture, addPage('first'), ['post'])
    try {
      const gate = await holdRequests(page, '/add')
      await page.fill('#author', 'Ada')
      await page.fill('#text', 'Hello from the browser')
      await page.click('#send')
      await gate.held()
      expect(await buttonState(page, 'send')).toEqual({ text: 'Loading..', disabled: true })
      await gate.release()
      const added = await outcome(page)
      expect(added).toEqual({
        id: expect.any(String),
        path: `rooms/first/messages/${added.id as string}`,
      })
      expect(await buttonState(page, 'send')).toEqual({ text: 'Send', disabled: false })

      const stored = await fixture.query('room-once', { room: 'first' })
      expect(stored).toEqual({
        kind: 'collection',
        docs: [
          {
            id: added.id,
            path: added.path,
            data: { author: 'Ada', text: 'Hello from the browser' },
          },
        ],
      })
      const after = await fixture.usage()
      expect(after.currentWrites).toBe(before.currentWrites + 1)
      expect(after.snippets.post?.calls).toBe((before.snippets.post?.calls ?? 0) + 1)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('returns the button to its label, enabled, when the server refuses, and the retry works', async () => {
    const { page, context, problems } = await openWired(fixture, addPage(null), ['post'])
    try {
      await page.fill('#author', 'Ada')
      await page.fill('#text', 'No room')
      await page.click('#send')
      expect(await outcome(page)).toEqual({
        code: 'variable/not-provided',
        message: 'Variable room not provided.',
      })
      expect(await buttonState(page, 'send')).toEqual({ text: 'Post', disabled: false })
      expect(problems).toContain('console.error: Variable room not provided.')
    } finally {
      await context.close()
    }
  })
})

describe('dynamicDisplay', () => {
  it('renders one template item per stored document, read once', async () => {
    await fixture.addDocument('rooms/once/messages', { author: 'Ada', text: 'one' })
    await fixture.addDocument('rooms/once/messages', { author: 'Bob', text: 'two' })
    const { page, context, problems } = await openWired(fixture, listPage('room-once', 'once'), [
      'room-once',
    ])
    try {
      await outcome(page)
      expect((await items(page)).sort((a, b) => a.text!.localeCompare(b.text!))).toEqual([
        { author: 'Ada', text: 'one' },
        { author: 'Bob', text: 'two' },
      ])
      expect(await page.$$eval('#messages em', (ems) => ems.map((em) => em.textContent))).toEqual([
        'host',
      ])
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("rejects a one-time read of an empty room with the spec's message", async () => {
    const { page, context, problems } = await openWired(fixture, listPage('room-once', 'empty'), [
      'room-once',
    ])
    try {
      expect(await outcome(page)).toEqual({
        code: 'display/no-documents',
        message: 'No documents found at the specified path with the given filters.',
      })
      expect(problems).toEqual([
        'console.error: No documents found at the specified path with the given filters.',
      ])
    } finally {
      await context.close()
    }
  })

  it('updates a live list when another page adds a document', async () => {
    const streams = streamCounter()
    const reader = await openWired(fixture, listPage('room', 'live'), ['room'], streams.watch)
    const writer = await openWired(fixture, addPage('live'), ['post'])
    try {
      await outcome(reader.page)
      expect(await items(reader.page)).toEqual([])
      await post(writer.page, 'Ada', 'first live message')
      await reader.page.waitForFunction(
        () => document.querySelectorAll('#messages > li').length == 1,
      )
      expect(await items(reader.page)).toEqual([{ author: 'Ada', text: 'first live message' }])
      // Marks the rendered item: a re-render that kept it keeps the mark.
      await reader.page.$eval('#messages > li', (li) => li.setAttribute('data-seen', 'yes'))
      await post(writer.page, 'Bob', 'second')
      await reader.page.waitForFunction(
        () => document.querySelectorAll('#messages > li').length == 2,
      )
      expect((await items(reader.page)).map((item) => item.text).sort()).toEqual([
        'first live message',
        'second',
      ])
      expect(
        await reader.page.evaluate(() => (window as unknown as { updates: number }).updates),
      ).toBe(3)
      // The first message's element was kept, not rendered again.
      expect(
        await reader.page.$$eval('#messages > li[data-seen]', (lis) =>
          lis.map((li) => li.textContent),
        ),
      ).toEqual([expect.stringContaining('first live message')])
      expect(streams.count()).toBe(1)
      expect(reader.problems).toEqual([])
      expect(writer.problems).toEqual([])
    } finally {
      await reader.context.close()
      await writer.context.close()
    }
  })

  it('renders XSS payloads stored as data as inert text', async () => {
    const payloads = [
      '<img src=x onerror="window.pwned = 1">',
      '<script>window.pwned = 2</script>',
      '"><svg onload="window.pwned = 3">',
      "' onmouseover='window.pwned = 4",
      '</li><li class="message"><b class="author">forged</b>',
    ]
    const reader = await openWired(fixture, listPage('room', 'xss'), ['room'])
    const writer = await openWired(fixture, addPage('xss'), ['post'])
    try {
      await outcome(reader.page)
      for (const payload of payloads) await post(writer.page, payload, payload)
      await fixture.addDocument('rooms/xss/messages', {
        author: 'Mallory',
        text: 'click me',
        link: 'javascript:window.pwned = 5',
      })
      await reader.page.waitForFunction(
        (n) => document.querySelectorAll('#messages > li').length == n,
        payloads.length + 1,
      )
      const shown = await items(reader.page)
      expect(shown.map((item) => item.text).sort()).toEqual([...payloads, 'click me'].sort())
      expect(shown.map((item) => item.author).sort()).toEqual([...payloads, 'Mallory'].sort())
      expect(
        await reader.page.$$eval(
          '#messages img, #messages script, #messages svg',
          (found) => found.length,
        ),
      ).toBe(0)
      await reader.page.hover('#messages > li:last-child')
      await reader.page.$$eval('#messages a', (links) =>
        links.forEach((link) => (link as HTMLAnchorElement).click()),
      )
      expect(
        await reader.page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
      ).toBeUndefined()
      expect(
        await reader.page.$$eval('#messages a', (links) =>
          links.map((link) => link.getAttribute('href')),
        ),
      ).not.toContain('javascript:window.pwned = 5')
      expect(reader.problems).toEqual([])
    } finally {
      await reader.context.close()
      await writer.context.close()
    }
  })

  it('gets the live data back after the connection drops, without a reload', async () => {
    const proxy = await startProxy(fixture.server.url)
    const streams = streamCounter()
    const reader = await openWired(
      fixture,
      listPage('room', 'drop', proxy.url),
      ['room'],
      streams.watch,
    )
    try {
      await outcome(reader.page)
      expect(await items(reader.page)).toEqual([])
      proxy.drop()
      await fixture.addDocument('rooms/drop/messages', { author: 'Ada', text: 'sent meanwhile' })
      await reader.page.waitForFunction(
        () => document.querySelectorAll('#messages > li').length == 1,
        undefined,
        {
          timeout: 20_000,
        },
      )
      expect(await items(reader.page)).toEqual([{ author: 'Ada', text: 'sent meanwhile' }])
      expect(streams.count()).toBe(2)
      // Only the dropped connection itself shows up as a problem.
      expect(
        reader.problems.filter((problem) => !problem.includes('ERR_CONNECTION_RESET')),
      ).toEqual([])
    } finally {
      await reader.context.close()
      await proxy.close()
    }
  })
})

describe('staticDisplay', () => {
  const scorePage = (script: string) =>
    fixture.page(`
    <p>Leader: <span id="player"></span> with <span id="score"></span></p>
    <script>
      var client = Snipwire.createClient({ apiKey: '${fixture.workspace.apiKey}' })
      ${script}
    </script>`)

  it('fills the mapped elements with the first document and follows live changes', async () => {
    await fixture.addDocument('scores', { player: 'Ada', n: '10' })
    const reader = await openWired(
      fixture,
      scorePage(
        `client.staticDisplay('latest', undefined, (data) => (window.last = data)).then((r) => (window.outcome = r.data))`,
      ),
      ['latest'],
    )
    const writer = await openWired(
      fixture,
      fixture.page(`<input id="new-player"><input id="new-score"><button id="save">Save</button>
      <script>Snipwire.createClient({ apiKey: '${fixture.workspace.apiKey}' }).add('post-score')</script>`),
      ['post-score'],
    )
    try {
      expect(await outcome(reader.page)).toEqual({ player: 'Ada', n: '10' })
      expect(await reader.page.textContent('#player')).toBe('Ada')
      expect(await reader.page.textContent('#score')).toBe('10')
      await writer.page.fill('#new-player', '<b>Grace</b>')
      await writer.page.fill('#new-score', '12')
      await writer.page.click('#save')
      await reader.page.waitForFunction(() => document.getElementById('score')!.textContent == '12')
      expect(await reader.page.textContent('#player')).toBe('<b>Grace</b>')
      expect(await reader.page.$$eval('#player b', (b) => b.length)).toBe(0)
      expect(reader.problems).toEqual([])
    } finally {
      await reader.context.close()
      await writer.context.close()
    }
  })

  it("rejects a document that does not exist with 'Document not found at the specified path.'", async () => {
    const { page, context, problems } = await openWired(
      fixture,
      scorePage(
        `client.staticDisplay('score', { id: 'nobody' }).catch((error) => (window.outcome = { code: error.code, message: error.message }))`,
      ),
      ['score'],
    )
    try {
      expect(await outcome(page)).toEqual({
        code: 'display/document-not-found',
        message: 'Document not found at the specified path.',
      })
      expect(problems).toEqual(['console.error: Document not found at the specified path.'])
    } finally {
      await context.close()
    }
  })
})
