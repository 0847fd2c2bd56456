/**
 * The no-code wiring in Chromium against the real server: a page with nothing but HTML — the
 * script tag with `data-api-key` and elements with `data-snipwire-*` — signs in, adds documents,
 * shows them live, and tells what happened through `snipwire:*` events.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buttonState,
  openWired,
  recordEvents,
  startClientFixture,
  type ClientFixture,
} from './fixture.js'

let fixture: ClientFixture

beforeAll(async () => {
  fixture = await startClientFixture()
  const notes = [
    { type: 'collection' as const, value: 'boards' },
    { type: 'document' as const, value: '$board' },
    { type: 'collection' as const, value: 'notes' },
  ]
  await fixture.snippet('join', {
    type: 'signUp',
    emailElementId: 'email',
    passwordElementId: 'password',
    buttonElementId: 'join',
    usersCollectionName: 'people',
  })
  await fixture.snippet('note', {
    type: 'add',
    pathSegments: notes,
    fieldMappings: [{ field: 'text', elementId: 'note' }],
    buttonElementId: 'save',
  })
  await fixture.snippet('notes', {
    type: 'dynamicDisplay',
    pathSegments: notes,
    fieldMappings: [{ field: 'text', elementId: 'note' }],
    dynamicSnippetItemCode: '<li class="note">#text</li>',
    containerElementId: 'notes',
    realTimeUpdatesOn: true,
  })
  await fixture.snippet('board', {
    type: 'staticDisplay',
    pathSegments: [{ type: 'collection', value: 'boards-info' }],
    fieldMappings: [{ field: 'title', elementId: 'title' }],
  })
  await fixture.addDocument('boards/kitchen/notes', { text: 'Buy milk' })
  await fixture.addDocument('boards-info', { title: 'Kitchen board' })
})

afterAll(() => fixture?.close())

const noCodePage = (variables = '{"board":"kitchen"}') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>No code</title>
<script src="${fixture.server.url}/sdk/snipwire.js" data-api-key="${fixture.workspace.apiKey}"></script>
</head><body>
  <h1 id="title" data-snipwire-snippet="board" data-snipwire-action="staticDisplay"></h1>
  <form>
    <input id="email" type="email"><input id="password" type="password">
    <button id="join" data-snipwire-snippet="join" data-snipwire-action="signUp">Join</button>
  </form>
  <form>
    <input id="note">
    <button id="save" data-snipwire-snippet="note" data-snipwire-action="add" data-snipwire-variables='${variables}'>Save</button>
  </form>
  <ul id="notes" data-snipwire-snippet="notes" data-snipwire-action="dynamicDisplay" data-snipwire-variables='${variables}'></ul>
</body></html>`

const notes = (page: Page) =>
  page.$$eval('#notes > li.note', (lis) => lis.map((li) => li.textContent))

describe('a page with a script tag and data-snipwire attributes only', () => {
  it('shows the data, signs up, adds notes that appear live, and announces each outcome', async () => {
    let events!: Awaited<ReturnType<typeof recordEvents>>
    const { page, context, problems } = await openWired(
      fixture,
      noCodePage(),
      ['board', 'join', 'note', 'notes'],
      async (p) => {
        events = await recordEvents(p)
      },
    )
    try {
      await page.waitForFunction(() => document.querySelectorAll('#notes > li').length == 1)
      expect(await notes(page)).toEqual(['Buy milk'])
      expect(await page.textContent('#title')).toBe('Kitchen board')

      await page.fill('#email', 'cook@example.com')
      await page.fill('#password', 'kitchen-password')
      await page.click('#join')
      await page.waitForFunction(
        () => document.getElementById('join')!.textContent == "You're Done!",
      )

      await page.fill('#note', 'Bake bread')
      await page.click('#save')
      await page.waitForFunction(() => document.querySelectorAll('#notes > li').length == 2)
      expect((await notes(page)).sort()).toEqual(['Bake bread', 'Buy milk'])
      expect(await buttonState(page, 'save')).toEqual({ text: 'Send', disabled: false })
      expect(page.url()).toMatch(/page-\d+\.html$/)

      const seen = await events()
      expect(seen.filter((event) => event.type == 'snipwire:error')).toEqual([])
      expect(new Set(seen.map((event) => event.target))).toEqual(
        new Set(['title', 'join', 'save', 'notes']),
      )
      expect(seen.filter((event) => event.target == 'notes')).toHaveLength(2)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('reports a failure on the element that caused it, and keeps the button usable', async () => {
    let events!: Awaited<ReturnType<typeof recordEvents>>
    const { page, context, problems } = await openWired(
      fixture,
      noCodePage('{"board":"a/b"}'),
      ['note', 'notes'],
      async (p) => {
        events = await recordEvents(p)
      },
    )
    try {
      await page.fill('#note', 'Into a bad board')
      await page.click('#save')
      await page.waitForFunction(() =>
        (window as unknown as { snipwireEvents: { target: string }[] }).snipwireEvents.some(
          (e) => e.target == 'save',
        ),
      )
      const seen = await events()
      const saveError = seen.find((event) => event.target == 'save')
      expect(saveError).toMatchObject({ type: 'snipwire:error', code: 'variable/invalid' })
      expect(seen.find((event) => event.target == 'notes')).toMatchObject({
        type: 'snipwire:error',
        code: 'variable/invalid',
      })
      expect(await buttonState(page, 'save')).toEqual({ text: 'Save', disabled: false })
      expect(problems).toContain(`console.error: ${saveError!.message}`)
    } finally {
      await context.close()
    }
  })
})
