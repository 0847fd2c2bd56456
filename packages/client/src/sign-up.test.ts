import type { SnippetConfig } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createClient } from './client.js'
import { SERVER, deferred, errorReply, fakeServer, uniqueKey } from './testing/fake-network.js'
import type { Reply } from './testing/fake-network.js'
import { authResponse, flush, logged, page, type, untilWired } from './testing/page.js'

const snippet: SnippetConfig = {
  id: 'join',
  type: 'signUp',
  emailElementId: 'email',
  passwordElementId: 'password',
  buttonElementId: 'go',
  fieldMappings: [
    { field: 'name', elementId: 'name' },
    { field: 'company', elementId: 'company' },
  ],
}
const SIGN_UP = '/v1/snippets/join/sign-up'
const FORM =
  '<input id="name"><input id="company"><input id="email"><input id="password"><button id="go">Create account</button>'

function setup(html = FORM) {
  const server = fakeServer([snippet])
  const $ = page(html)
  const client = createClient({ apiKey: uniqueKey(), server: SERVER })
  const fill = (values: Record<string, string>) =>
    Object.entries(values).forEach(([id, value]) => type($(id), value))
  const wired = () => untilWired($('go'), () => client.signUp('join'))
  return { server, $, client, fill, wired, button: $<HTMLButtonElement>('go') }
}

const complete = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  password: 'secret-password',
}

describe('signUp', () => {
  it('rejects when the email, password or button element is missing', async () => {
    const { client } = setup('<input id="email"><button id="go">Join</button>')
    await expect(client.signUp('join')).rejects.toThrow(
      'One or more elements specified in the snippet not found.',
    )
  })

  it('checks the email and password as login does', async () => {
    const { fill, wired, button } = setup()
    const { result } = await wired()
    fill({ ...complete, email: 'not-an-email' })
    button.click()
    await expect(result).rejects.toThrow('Invalid Email.')
    expect(button.textContent).toBe('Try again')
  })

  it.each(['name', 'company'])(
    'rejects an empty mapped field (%s) with "All Fields are required."',
    async (empty) => {
      const { fill, wired, button, server } = setup()
      const { result } = await wired()
      fill({ ...complete, [empty]: '  ' })
      button.click()
      await expect(result).rejects.toMatchObject({
        code: 'form/fields-required',
        message: 'All Fields are required.',
      })
      expect(logged()).toEqual(['All Fields are required.'])
      expect(button.textContent).toBe('Try again')
      expect(button.disabled).toBe(false)
      expect(server.to(SIGN_UP)).toHaveLength(0)
    },
  )

  it('rejects a mapped field whose element does not exist with "All Fields are required."', async () => {
    const { fill, wired, button } = setup(
      '<input id="name"><input id="email"><input id="password"><button id="go">Join</button>',
    )
    const { result } = await wired()
    fill({ name: 'Ada', email: 'ada@example.com', password: 'secret-password' })
    button.click()
    await expect(result).rejects.toThrow('All Fields are required.')
  })

  it("shows 'Signing In...' disabled while working, then \"You're Done!\" enabled, sends the mapped fields and resolves the user", async () => {
    const { fill, wired, button, server, client } = setup()
    const answer = deferred<Reply>()
    server.on('POST', SIGN_UP, () => answer.promise)
    const { result } = await wired()
    fill(complete)
    button.click()
    await flush()
    expect(button.textContent).toBe('Signing In...')
    expect(button.disabled).toBe(true)
    expect(server.to(SIGN_UP)[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
      fields: { name: 'Ada Lovelace', company: 'Analytical Engines' },
    })
    answer.resolve({ body: authResponse() })
    await expect(result).resolves.toMatchObject({ email: 'ada@example.com' })
    expect(button.textContent).toBe("You're Done!")
    expect(button.disabled).toBe(false)
    expect(client.currentUser()?.email).toBe('ada@example.com')
  })

  it("shows 'Try again' enabled when the server refuses, with the server's message", async () => {
    const { fill, wired, button, server } = setup()
    server.on('POST', SIGN_UP, () =>
      errorReply(409, 'auth/email-already-in-use', 'An account with this email already exists.'),
    )
    const { result } = await wired()
    fill(complete)
    button.click()
    await expect(result).rejects.toMatchObject({ code: 'auth/email-already-in-use' })
    expect(button.textContent).toBe('Try again')
    expect(button.disabled).toBe(false)
  })

  it('sends no fields when the snippet maps none', async () => {
    const server = fakeServer([{ ...snippet, fieldMappings: [] }])
    const $ = page('<input id="email"><input id="password"><button id="go">Join</button>')
    server.on('POST', SIGN_UP, () => ({ body: authResponse() }))
    const client = createClient({ apiKey: uniqueKey(), server: SERVER })
    const { result } = await untilWired($('go'), () => client.signUp('join'))
    type($('email'), 'ada@example.com')
    type($('password'), 'secret-password')
    $('go').click()
    await result
    expect(server.to(SIGN_UP)[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
    })
    expect(vi.mocked(console.error)).not.toHaveBeenCalled()
  })
})
