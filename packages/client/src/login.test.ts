import type { SnippetConfig } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { SnipwireError } from './errors.js'
import { SERVER, deferred, errorReply, fakeServer, uniqueKey } from './testing/fake-network.js'
import type { Reply } from './testing/fake-network.js'
import { authResponse, events, flush, logged, page, type, untilWired } from './testing/page.js'

const snippet: SnippetConfig = {
  id: 'sign-in',
  type: 'login',
  emailElementId: 'email',
  passwordElementId: 'password',
  buttonElementId: 'go',
}
const LOGIN = '/v1/snippets/sign-in/login'

function setup(html = '<input id="email"><input id="password"><button id="go">Sign in</button>') {
  const server = fakeServer([snippet])
  const $ = page(html)
  const client = createClient({ apiKey: uniqueKey(), server: SERVER })
  return { server, $, client, button: $<HTMLButtonElement>('go') }
}

/** Starts `client.login` and waits until its button is wired. */
const wired = (client: ReturnType<typeof createClient>) =>
  untilWired(document.getElementById('go')!, () => client.login('sign-in'))

describe('login', () => {
  it('rejects when an element of the snippet is missing, with the spec message', async () => {
    const { client } = setup('<input id="email"><button id="go">Sign in</button>')
    const seen = events()
    await expect(client.login('sign-in')).rejects.toMatchObject({
      name: 'SnipwireError',
      code: 'snippet/elements-not-found',
      message: 'One or more elements specified in the snippet not found.',
    })
    expect(logged()).toEqual(['One or more elements specified in the snippet not found.'])
    expect(seen).toEqual([{ type: 'snipwire:error', detail: expect.any(SnipwireError) }])
  })

  it('rejects an unknown key or snippet with the spec message', async () => {
    const { client } = setup()
    await expect(client.login('nope')).rejects.toMatchObject({
      code: 'snippet/not-found',
      message: 'No workspace or snippet found with the provided apiKey and snippetId.',
    })
    expect(logged()).toEqual([
      'No workspace or snippet found with the provided apiKey and snippetId.',
    ])
  })

  it.each([
    ['', 'secret-password'],
    ['ada@example.com', ''],
    ['   ', 'secret-password'],
  ])('rejects email %j with password %j as "Email or password is empty."', async (email, pw) => {
    const { $, client, button, server } = setup()
    const { result } = await wired(client)
    type($('email'), email)
    type($('password'), pw)
    button.click()
    await expect(result).rejects.toMatchObject({
      code: 'auth/missing-credentials',
      message: 'Email or password is empty.',
    })
    expect(logged()).toEqual(['Email or password is empty.'])
    expect(button.textContent).toBe('Try Again')
    expect(button.disabled).toBe(false)
    expect(server.to(LOGIN)).toHaveLength(0)
  })

  it.each(['ada', 'ada@example', 'a da@example.com', 'ada@example.', '@example.com'])(
    'rejects %j as "Invalid Email." without calling the server',
    async (email) => {
      const { $, client, button, server } = setup()
      const { result } = await wired(client)
      type($('email'), email)
      type($('password'), 'secret-password')
      button.click()
      await expect(result).rejects.toMatchObject({
        code: 'auth/invalid-email',
        message: 'Invalid Email.',
      })
      expect(button.textContent).toBe('Try Again')
      expect(server.to(LOGIN)).toHaveLength(0)
    },
  )

  it("shows 'Signing In...' disabled while working, then \"You're Done!\" still disabled, and resolves the user", async () => {
    const { $, client, button, server } = setup()
    const answer = deferred<Reply>()
    server.on('POST', LOGIN, () => answer.promise)
    const { result } = await wired(client)
    type($('email'), ' ada@example.com ')
    type($('password'), 'secret-password')
    button.click()
    await flush()
    expect(button.textContent).toBe('Signing In...')
    expect(button.disabled).toBe(true)
    expect(server.to(LOGIN)[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
    })
    answer.resolve({ body: authResponse() })
    await expect(result).resolves.toEqual({ uid: 'user-ada@example.com', email: 'ada@example.com' })
    expect(button.textContent).toBe("You're Done!")
    expect(button.disabled).toBe(true)
    expect(client.currentUser()).toEqual({ uid: 'user-ada@example.com', email: 'ada@example.com' })
  })

  it("shows 'Try Again' enabled after the server refuses, and logs and rejects with its message", async () => {
    const { $, client, button, server } = setup()
    server.on('POST', LOGIN, () =>
      errorReply(400, 'auth/invalid-credential', 'Wrong email or password.'),
    )
    const { result } = await wired(client)
    type($('email'), 'ada@example.com')
    type($('password'), 'wrong-password')
    button.click()
    await expect(result).rejects.toMatchObject({
      code: 'auth/invalid-credential',
      message: 'Wrong email or password.',
    })
    expect(button.textContent).toBe('Try Again')
    expect(button.disabled).toBe(false)
    expect(logged()).toEqual(['Wrong email or password.'])
    expect(client.currentUser()).toBeNull()
  })

  it('keeps working after a failure: the next click is a new attempt, announced by an event', async () => {
    const { $, client, button, server } = setup()
    server.on('POST', LOGIN, () => ({ body: authResponse() }))
    const seen = events(button)
    const { result } = await wired(client)
    button.click()
    await expect(result).rejects.toThrow('Email or password is empty.')
    type($('email'), 'ada@example.com')
    type($('password'), 'secret-password')
    button.click()
    await vi.waitFor(() => expect(button.textContent).toBe("You're Done!"))
    expect(seen.map((event) => event.type)).toEqual(['snipwire:error', 'snipwire:success'])
    expect(seen[1]!.detail).toEqual({ uid: 'user-ada@example.com', email: 'ada@example.com' })
  })

  it('runs one attempt at a time', async () => {
    const { $, client, button, server } = setup(
      '<input id="email"><input id="password"><a id="go">Sign in</a>',
    )
    const answer = deferred<Reply>()
    server.on('POST', LOGIN, () => answer.promise)
    const { result } = await wired(client)
    type($('email'), 'ada@example.com')
    type($('password'), 'secret-password')
    button.click()
    button.click()
    button.click()
    await flush()
    expect(server.to(LOGIN)).toHaveLength(1)
    answer.resolve({ body: authResponse() })
    await result
  })

  it('never submits the form it sits in', async () => {
    const { $, client, button } = setup(
      '<form id="form"><input id="email"><input id="password"><button id="go">Sign in</button></form>',
    )
    const submitted = vi.fn()
    $('form').addEventListener('submit', submitted)
    const { result } = await wired(client)
    button.click()
    await result.catch(() => undefined)
    expect(submitted).not.toHaveBeenCalled()
  })

  it('signs in with an <input type="submit"> button, whose value carries the label', async () => {
    const { $, client, server } = setup(
      '<input id="email"><input id="password"><input id="go" type="submit" value="Sign in">',
    )
    server.on('POST', LOGIN, () => ({ body: authResponse() }))
    const { result } = await wired(client)
    type($('email'), 'ada@example.com')
    type($('password'), 'secret-password')
    $('go').click()
    await result
    expect($('go').value).toBe("You're Done!")
  })
})
