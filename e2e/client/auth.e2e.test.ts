/**
 * Login and sign-up snippets in Chromium against the real server: the button's states while
 * working, after success and after failure, the stored user document and usage counters, and
 * the session surviving a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buttonState,
  holdRequests,
  openWired,
  outcome,
  startClientFixture,
  type ClientFixture,
} from './fixture.js'

let fixture: ClientFixture

beforeAll(async () => {
  fixture = await startClientFixture()
  await fixture.snippet('join', {
    type: 'signUp',
    emailElementId: 'email',
    passwordElementId: 'password',
    buttonElementId: 'go',
    fieldMappings: [{ field: 'name', elementId: 'name' }],
    usersCollectionName: 'members',
  })
  await fixture.snippet('sign-in', {
    type: 'login',
    emailElementId: 'email',
    passwordElementId: 'password',
    buttonElementId: 'go',
  })
  await fixture.snippet('member', {
    type: 'staticDisplay',
    pathSegments: [
      { type: 'collection', value: 'members' },
      { type: 'document', value: '$member' },
    ],
    fieldMappings: [],
  })
})

afterAll(() => fixture?.close())

const signUpPage = () =>
  fixture.page(`
  <form>
    <input id="name" placeholder="Name"><input id="email" type="email"><input id="password" type="password">
    <button id="go">Create account</button>
  </form>
  <script>
    var client = Snipwire.createClient({ apiKey: '${fixture.workspace.apiKey}' })
    client.signUp('join').then((user) => (window.outcome = { user }), (error) => (window.outcome = { code: error.code, message: error.message }))
  </script>`)

const loginPage = () =>
  fixture.page(`
  <form>
    <input id="email" type="email"><input id="password" type="password">
    <button id="go">Sign in</button>
  </form>
  <p id="who"></p>
  <script>
    var client = Snipwire.createClient({ apiKey: '${fixture.workspace.apiKey}' })
    client.onAuthChange((user) => (document.getElementById('who').textContent = user ? user.email : 'nobody'))
    client.login('sign-in').then((user) => (window.outcome = { user }), (error) => (window.outcome = { code: error.code, message: error.message }))
  </script>`)

describe('signUp', () => {
  it("shows 'Signing In...' disabled while working and \"You're Done!\" enabled after, and stores the user document", async () => {
    const before = await fixture.usage()
    const { page, context, problems } = await openWired(fixture, signUpPage(), ['join'])
    try {
      const gate = await holdRequests(page, '/sign-up')
      await page.fill('#name', 'Ada Lovelace')
      await page.fill('#email', 'ada@example.com')
      await page.fill('#password', 'analytical-engine')
      await page.click('#go')
      await gate.held()
      expect(await buttonState(page, 'go')).toEqual({ text: 'Signing In...', disabled: true })
      await gate.release()
      const { user } = await outcome(page)
      expect(user).toEqual({ uid: expect.any(String), email: 'ada@example.com' })
      expect(await buttonState(page, 'go')).toEqual({ text: "You're Done!", disabled: false })
      expect(page.url()).toMatch(/page-\d+\.html$/)

      const stored = await fixture.query('member', { member: user!.uid })
      expect(stored).toMatchObject({
        kind: 'document',
        doc: { id: user!.uid, data: { email: 'ada@example.com', name: 'Ada Lovelace' } },
      })
      const after = await fixture.usage()
      expect(after.currentAuth).toBe(before.currentAuth + 1)
      expect(after.snippets.join?.calls).toBe((before.snippets.join?.calls ?? 0) + 1)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("shows 'Try again' enabled when the email is taken, and the next attempt works", async () => {
    const { page, context, problems } = await openWired(fixture, signUpPage(), ['join'])
    try {
      await page.fill('#name', 'Ada again')
      await page.fill('#email', 'ada@example.com')
      await page.fill('#password', 'analytical-engine')
      await page.click('#go')
      expect(await outcome(page)).toMatchObject({ code: 'auth/email-already-in-use' })
      expect(await buttonState(page, 'go')).toEqual({ text: 'Try again', disabled: false })
      const { message } = await outcome(page)
      expect(problems).toContain(`console.error: ${message}`)

      await page.fill('#email', 'grace@example.com')
      await page.click('#go')
      await page.waitForFunction(() => document.getElementById('go')!.textContent == "You're Done!")
    } finally {
      await context.close()
    }
  })

  it("says 'All Fields are required.' for an empty mapped field, without calling the server", async () => {
    const before = await fixture.usage()
    const { page, context, problems } = await openWired(fixture, signUpPage(), ['join'])
    try {
      await page.fill('#email', 'nobody@example.com')
      await page.fill('#password', 'analytical-engine')
      await page.click('#go')
      expect(await outcome(page)).toEqual({
        code: 'form/fields-required',
        message: 'All Fields are required.',
      })
      expect(await buttonState(page, 'go')).toEqual({ text: 'Try again', disabled: false })
      expect(problems).toEqual(['console.error: All Fields are required.'])
      expect((await fixture.usage()).snippets.join?.calls).toBe(before.snippets.join?.calls)
    } finally {
      await context.close()
    }
  })
})

describe('login', () => {
  it.each([
    ['', 'analytical-engine', 'Email or password is empty.'],
    ['ada@example', 'analytical-engine', 'Invalid Email.'],
  ])('refuses email %j before calling the server: %s', async (email, password, message) => {
    const { page, context, problems } = await openWired(fixture, loginPage(), ['sign-in'])
    try {
      await page.fill('#email', email)
      await page.fill('#password', password)
      await page.click('#go')
      expect(await outcome(page)).toMatchObject({ message })
      expect(await buttonState(page, 'go')).toEqual({ text: 'Try Again', disabled: false })
      expect(problems).toEqual([`console.error: ${message}`])
    } finally {
      await context.close()
    }
  })

  it("shows 'Try Again' enabled after a wrong password", async () => {
    const { page, context } = await openWired(fixture, loginPage(), ['sign-in'])
    try {
      await page.fill('#email', 'ada@example.com')
      await page.fill('#password', 'wrong-password')
      await page.click('#go')
      expect(await outcome(page)).toMatchObject({ code: 'auth/invalid-credential' })
      expect(await buttonState(page, 'go')).toEqual({ text: 'Try Again', disabled: false })
      expect(await page.textContent('#who')).toBe('nobody')
    } finally {
      await context.close()
    }
  })

  it("shows 'Signing In...' disabled while working, then \"You're Done!\" still disabled; the session survives a reload", async () => {
    const before = await fixture.usage()
    const { page, context, problems } = await openWired(fixture, loginPage(), ['sign-in'])
    try {
      const gate = await holdRequests(page, '/login')
      await page.fill('#email', 'ada@example.com')
      await page.fill('#password', 'analytical-engine')
      await page.click('#go')
      await gate.held()
      expect(await buttonState(page, 'go')).toEqual({ text: 'Signing In...', disabled: true })
      await gate.release()
      expect(await outcome(page)).toMatchObject({ user: { email: 'ada@example.com' } })
      expect(await buttonState(page, 'go')).toEqual({ text: "You're Done!", disabled: true })
      expect(await page.textContent('#who')).toBe('ada@example.com')
      expect((await fixture.usage()).currentAuth).toBe(before.currentAuth + 1)

      await page.reload()
      await page.waitForFunction(
        () => document.getElementById('who')!.textContent == 'ada@example.com',
      )
      await page.evaluate(() =>
        (window as unknown as { client: { signOut(): Promise<void> } }).client.signOut(),
      )
      expect(await page.textContent('#who')).toBe('nobody')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('follows sign-in and sign-out in another tab of the same browser', async () => {
    const first = await openWired(fixture, loginPage(), ['sign-in'])
    try {
      const second = await first.context.newPage()
      await second.goto(fixture.serve(loginPage()))
      await second.waitForFunction(() => document.getElementById('who')!.textContent == 'nobody')
      await first.page.fill('#email', 'ada@example.com')
      await first.page.fill('#password', 'analytical-engine')
      await first.page.click('#go')
      await second.waitForFunction(
        () => document.getElementById('who')!.textContent == 'ada@example.com',
      )
      await second.evaluate(() =>
        (window as unknown as { client: { signOut(): Promise<void> } }).client.signOut(),
      )
      await first.page.waitForFunction(
        () => document.getElementById('who')!.textContent == 'nobody',
      )
      expect(first.problems).toEqual([])
    } finally {
      await first.context.close()
    }
  })
})
