import { ERROR_CODES, MESSAGES } from '@snipwire/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from '../../test-support/fixtures.js'
import { runScenarios } from '../../test-support/scenarios.js'
import { CORE_MIGRATIONS } from '../../store/migrations.js'
import { openSqliteStore } from '../../store/sqlite/sqlite-store.js'
import { saveSnippet } from '../../core/workspaces.js'

let t: TestApp
let key: string
let liveKey: string
let accessToken: string

const LIMITS = { authAttemptsPerIp: 10_000, authAttemptsPerEmail: 10_000 }

beforeAll(async () => {
  t = await testApp({ limits: LIMITS })
  key = t.workspace.workspace.apiKey
  liveKey = t.workspace.workspace.liveApiKey
  const signedUp = await t.app.inject({
    method: 'POST',
    url: `/v1/snippets/signup/sign-up?key=${key}`,
    payload: { email: 'ada@example.com', password: 'lovelace-1815', fields: { name: 'Ada' } },
  })
  accessToken = signedUp.json().session.accessToken
  for (const text of ['first', 'second']) {
    await t.app.inject({
      method: 'POST',
      url: `/v1/snippets/chat/add?key=${key}`,
      payload: { variables: { room: 'lobby' }, fields: { text, author: 'ada' } },
    })
  }
})

afterAll(async () => {
  await t.cleanup()
})

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  headers,
  ...(payload === undefined ? {} : { payload: payload as object }),
})

describe('GET /v1/snippets/:snippetId (config)', () => {
  runScenarios(
    () => t,
    [
      {
        name: 'answers the public config with an ETag and a short Cache-Control',
        request: () => ({ url: `/v1/snippets/login?key=${key}` }),
        status: 200,
        body: {
          id: 'login',
          type: 'login',
          emailElementId: 'email',
          passwordElementId: 'password',
          buttonElementId: 'go',
        },
        headers: { etag: /^"[\w-]{27}"$/, 'cache-control': 'public, max-age=60' },
      },
      {
        name: 'answers only what wiring needs, never queries or success URLs',
        request: () => ({ url: `/v1/snippets/checkout?key=${key}` }),
        status: 200,
        body: { id: 'checkout', type: 'payment', priceID: 'price_$plan', buttonElementId: 'buy' },
        notContains: ['successUrl', 'shop.example/thanks', 'paymentType', 'calls'],
      },
      {
        name: 'allows an authorized origin and reflects it for CORS',
        request: () => ({
          url: `/v1/snippets/login?key=${liveKey}`,
          headers: { origin: 'https://shop.example' },
        }),
        status: 200,
        headers: { 'access-control-allow-origin': 'https://shop.example', vary: 'Origin' },
      },
      {
        name: 'allows localhost on any port with a test key',
        request: () => ({
          url: `/v1/snippets/login?key=${key}`,
          headers: { origin: 'http://localhost:61234' },
        }),
        status: 200,
      },
      {
        name: 'refuses localhost with a live key',
        request: () => ({
          url: `/v1/snippets/login?key=${liveKey}`,
          headers: { origin: 'http://localhost:5173' },
        }),
        status: 403,
        code: ERROR_CODES.unauthorizedDomain,
      },
      {
        name: 'refuses a foreign origin with 403 auth/unauthorized-domain',
        request: () => ({
          url: `/v1/snippets/login?key=${key}`,
          headers: { origin: 'https://evil.example' },
        }),
        status: 403,
        code: ERROR_CODES.unauthorizedDomain,
        message: /https:\/\/evil\.example is not authorized/,
        notContains: ['emailElementId'],
      },
      {
        name: 'answers 404 snippet/not-found with the spec message for an unknown key',
        request: () => ({ url: '/v1/snippets/login?key=pk_test_unknown000000000000' }),
        status: 404,
        code: ERROR_CODES.snippetNotFound,
        message: MESSAGES.notFound,
      },
      {
        name: 'answers 404 snippet/not-found for an unknown snippet',
        request: () => ({ url: `/v1/snippets/nope?key=${key}` }),
        status: 404,
        code: ERROR_CODES.snippetNotFound,
      },
      {
        name: 'answers 400 when the key is missing',
        request: () => ({ url: '/v1/snippets/login' }),
        status: 400,
        code: ERROR_CODES.invalidRequest,
        message: /key query parameter is missing/,
      },
      {
        name: 'answers 400 for an unknown query parameter',
        request: () => ({ url: `/v1/snippets/login?key=${key}&debug=1` }),
        status: 400,
        message: /Unknown query parameter "debug"/,
      },
    ],
  )

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: `/v1/snippets/login?key=${key}` })
    const second = await t.app.inject({
      url: `/v1/snippets/login?key=${key}`,
      headers: { 'if-none-match': first.headers.etag as string },
    })
    expect(second.statusCode).toBe(304)
    expect(second.body).toBe('')
    expect(second.headers.etag).toBe(first.headers.etag)
  })

  it('sees a snippet saved by another process at once, with a new ETag', async () => {
    const before = await t.app.inject({ url: `/v1/snippets/login?key=${key}` })
    const other = openSqliteStore({ path: t.path, migrations: CORE_MIGRATIONS })
    await saveSnippet(other, t.workspace.workspace.id, 'login', {
      type: 'login',
      emailElementId: 'mail',
      passwordElementId: 'password',
      buttonElementId: 'go',
    })
    await other.close()
    const after = await t.app.inject({ url: `/v1/snippets/login?key=${key}` })
    expect(after.json()).toMatchObject({ emailElementId: 'mail' })
    expect(after.headers.etag).not.toBe(before.headers.etag)
    await saveSnippet(t.store, t.workspace.workspace.id, 'login', {
      type: 'login',
      emailElementId: 'email',
      passwordElementId: 'password',
      buttonElementId: 'go',
    })
  })
})

describe('GET /v1/snippets?ids= (several configs)', () => {
  runScenarios(
    () => t,
    [
      {
        name: 'answers the configs by id, leaving out ids without a snippet',
        request: () => ({ url: `/v1/snippets?key=${key}&ids=login,nope,checkout,login` }),
        status: 200,
        body: {
          login: { id: 'login', type: 'login', buttonElementId: 'go' },
          checkout: { id: 'checkout', type: 'payment', priceID: 'price_$plan' },
        },
        headers: { etag: /^"[\w-]{27}"$/, 'cache-control': 'public, max-age=60' },
        notContains: ['nope', 'successUrl'],
      },
      {
        name: 'refuses a foreign origin with 403 auth/unauthorized-domain',
        request: () => ({
          url: `/v1/snippets?key=${key}&ids=login`,
          headers: { origin: 'https://evil.example' },
        }),
        status: 403,
        code: ERROR_CODES.unauthorizedDomain,
        notContains: ['emailElementId'],
      },
      {
        name: 'answers 404 snippet/not-found with the spec message for an unknown key',
        request: () => ({ url: '/v1/snippets?key=pk_test_unknown000000000000&ids=login' }),
        status: 404,
        code: ERROR_CODES.snippetNotFound,
        message: MESSAGES.notFound,
      },
      {
        name: 'answers 400 when the ids are missing',
        request: () => ({ url: `/v1/snippets?key=${key}` }),
        status: 400,
        code: ERROR_CODES.invalidRequest,
        message: /missing "ids"/,
      },
      {
        name: 'answers 400 for more than 50 ids',
        request: () => ({
          url: `/v1/snippets?key=${key}&ids=${Array.from({ length: 51 }, (_, i) => `s${i}`).join(',')}`,
        }),
        status: 400,
        code: ERROR_CODES.invalidRequest,
        message: /lists 51 snippets: ask for at most 50/,
      },
    ],
  )

  it('answers an object matching each single config, and 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: `/v1/snippets?key=${key}&ids=login,checkout` })
    const single = await t.app.inject({ url: `/v1/snippets/checkout?key=${key}` })
    expect(first.json().checkout).toEqual(single.json())
    const second = await t.app.inject({
      url: `/v1/snippets?key=${key}&ids=login,checkout`,
      headers: { 'if-none-match': first.headers.etag as string },
    })
    expect(second.statusCode).toBe(304)
    const other = await t.app.inject({ url: `/v1/snippets?key=${key}&ids=login` })
    expect(other.headers.etag).not.toBe(first.headers.etag)
  })
})

describe('POST /v1/snippets/:snippetId/login', () => {
  const url = () => `/v1/snippets/login/login?key=${key}`
  runScenarios(
    () => t,
    [
      {
        name: 'signs in and answers the user and a session',
        request: () => post(url(), { email: 'ADA@example.com', password: 'lovelace-1815' }),
        status: 200,
        body: {
          user: { email: 'ada@example.com' },
          session: {
            accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
            refreshToken: expect.stringMatching(/^rt_/),
          },
        },
        notContains: ['argon2', 'passwordHash'],
      },
      {
        name: "signs in from a text/plain body that carries an earlier session's access token",
        request: () => ({
          ...post(url(), undefined, { 'content-type': 'text/plain;charset=UTF-8' }),
          payload: JSON.stringify({
            email: 'ada@example.com',
            password: 'lovelace-1815',
            accessToken,
          }),
        }),
        status: 200,
        body: { user: { email: 'ada@example.com' } },
      },
      {
        name: 'answers auth/invalid-credential for a wrong password',
        request: () => post(url(), { email: 'ada@example.com', password: 'wrong-password' }),
        status: 400,
        code: ERROR_CODES.invalidCredential,
        message: 'The email or password is incorrect.',
      },
      {
        name: 'answers the same for an unknown e-mail',
        request: () => post(url(), { email: 'nobody@example.com', password: 'lovelace-1815' }),
        status: 400,
        code: ERROR_CODES.invalidCredential,
        message: 'The email or password is incorrect.',
      },
      {
        name: 'answers auth/invalid-email with the spec message',
        request: () => post(url(), { email: 'ada@example', password: 'lovelace-1815' }),
        status: 400,
        code: ERROR_CODES.invalidEmail,
        message: MESSAGES.invalidEmail,
      },
      {
        name: 'answers the spec message for an empty password',
        request: () => post(url(), { email: 'ada@example.com', password: '' }),
        status: 400,
        message: MESSAGES.emptyCredentials,
      },
      {
        name: 'refuses a missing password',
        request: () => post(url(), { email: 'ada@example.com' }),
        status: 400,
        code: ERROR_CODES.invalidRequest,
        message: 'The request body is missing "password".',
      },
      {
        name: 'refuses an e-mail that is not a string',
        request: () => post(url(), { email: 42, password: 'x' }),
        status: 400,
        message: '"email" must be a string.',
      },
      {
        name: 'refuses an unknown field',
        request: () => post(url(), { email: 'ada@example.com', password: 'x', remember: true }),
        status: 400,
        message: /Unknown field "remember"/,
      },
      {
        name: 'refuses a snippet of another type',
        request: () =>
          post(`/v1/snippets/chat/login?key=${key}`, {
            email: 'ada@example.com',
            password: 'lovelace-1815',
          }),
        status: 400,
        code: ERROR_CODES.snippetWrongType,
        message: 'The snippet "chat" is a add snippet: it can only add documents.',
      },
      {
        name: 'keeps test and live users apart',
        request: () =>
          post(`/v1/snippets/login/login?key=${liveKey}`, {
            email: 'ada@example.com',
            password: 'lovelace-1815',
          }),
        status: 400,
        code: ERROR_CODES.invalidCredential,
      },
    ],
  )

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await t.app.inject(
      post(url(), { email: 'ada@example.com', password: 'not-it-at-all' }),
    )
    const unknown = await t.app.inject(
      post(url(), { email: 'ghost@example.com', password: 'not-it-at-all' }),
    )
    expect(unknown.statusCode).toBe(wrong.statusCode)
    expect(unknown.body).toBe(wrong.body)
  })
})

describe('POST /v1/snippets/:snippetId/sign-up', () => {
  const url = () => `/v1/snippets/signup/sign-up?key=${key}`
  runScenarios(
    () => t,
    [
      {
        name: 'creates the account and writes the user document with the mapped fields',
        request: () =>
          post(url(), {
            email: 'grace@example.com',
            password: 'hopper-1906',
            fields: { name: 'Grace' },
          }),
        status: 200,
        body: { user: { email: 'grace@example.com' } },
        after: async (app, { json }) => {
          const uid = (json as { user: { uid: string } }).user.uid
          const doc = await app.store.getDocument(
            { workspaceId: app.workspace.workspace.id, mode: 'test' },
            'members',
            uid,
          )
          expect(JSON.parse(doc!.json)).toEqual({ email: 'grace@example.com', name: 'Grace' })
        },
      },
      {
        name: 'answers auth/email-already-in-use for a taken e-mail',
        request: () =>
          post(url(), {
            email: 'Ada@Example.com',
            password: 'another-pass',
            fields: { name: 'A' },
          }),
        status: 409,
        code: ERROR_CODES.emailAlreadyInUse,
      },
      {
        name: 'answers auth/weak-password for fewer than 8 characters',
        request: () =>
          post(url(), { email: 'short@example.com', password: 'abc1234', fields: { name: 'S' } }),
        status: 400,
        code: ERROR_CODES.weakPassword,
        message: 'The password is too weak: use at least 8 characters.',
      },
      {
        name: 'answers the spec message when a mapped field is empty',
        request: () =>
          post(url(), {
            email: 'empty@example.com',
            password: 'long-enough',
            fields: { name: ' ' },
          }),
        status: 400,
        message: MESSAGES.allFieldsRequired,
      },
      {
        name: 'answers the spec message when a mapped field is missing',
        request: () => post(url(), { email: 'empty@example.com', password: 'long-enough' }),
        status: 400,
        message: MESSAGES.allFieldsRequired,
      },
      {
        name: 'refuses a field the snippet does not map',
        request: () =>
          post(url(), {
            email: 'x@example.com',
            password: 'long-enough',
            fields: { name: 'X', role: 'admin' },
          }),
        status: 400,
        code: ERROR_CODES.unknownField,
        message: /"role" is not mapped/,
      },
      {
        name: 'refuses an invalid e-mail',
        request: () =>
          post(url(), { email: 'not an email', password: 'long-enough', fields: { name: 'X' } }),
        status: 400,
        code: ERROR_CODES.invalidEmail,
      },
    ],
  )
})

describe('POST /v1/snippets/:snippetId/add', () => {
  const url = () => `/v1/snippets/chat/add?key=${key}`
  runScenarios(
    () => t,
    [
      {
        name: 'adds a document with exactly the mapped fields at the resolved path',
        request: () =>
          post(url(), { variables: { room: 'garden' }, fields: { text: 'hi', author: 'ada' } }),
        status: 200,
        body: {
          id: expect.stringMatching(/^[0-9A-Za-z]{20}$/),
          path: expect.stringMatching(/^rooms\/garden\/messages\/[0-9A-Za-z]{20}$/),
        },
        after: async (app, { json }) => {
          const { id } = json as { id: string }
          const doc = await app.store.getDocument(
            { workspaceId: app.workspace.workspace.id, mode: 'test' },
            'rooms/garden/messages',
            id,
          )
          expect(JSON.parse(doc!.json)).toEqual({ text: 'hi', author: 'ada' })
        },
      },
      {
        name: 'accepts a JSON body sent as text/plain (no CORS preflight)',
        request: () => ({
          ...post(url(), undefined, { 'content-type': 'text/plain' }),
          payload: JSON.stringify({
            variables: { room: 'garden' },
            fields: { text: 'plain', author: 'ada' },
          }),
        }),
        status: 200,
      },
      {
        name: 'refuses a field the snippet does not map',
        request: () =>
          post(url(), {
            variables: { room: 'a' },
            fields: { text: 'hi', author: 'ada', admin: true },
          }),
        status: 400,
        code: ERROR_CODES.unknownField,
      },
      {
        name: 'refuses a missing mapped field',
        request: () => post(url(), { variables: { room: 'a' }, fields: { text: 'hi' } }),
        status: 400,
        message: /"author" is missing/,
      },
      {
        name: 'answers the spec message for a variable that was not provided',
        request: () => post(url(), { fields: { text: 'hi', author: 'ada' } }),
        status: 400,
        code: ERROR_CODES.variableNotProvided,
        message: 'Variable room not provided.',
      },
      {
        name: 'refuses a variable value with a slash',
        request: () =>
          post(url(), {
            variables: { room: 'a/../../other' },
            fields: { text: 'hi', author: 'ada' },
          }),
        status: 400,
        code: ERROR_CODES.variableInvalid,
      },
      {
        name: 'refuses a caller-supplied uid',
        request: () =>
          post(url(), {
            variables: { room: 'a', uid: 'someone-else' },
            fields: { text: 'hi', author: 'ada' },
          }),
        status: 400,
        code: ERROR_CODES.variableInvalid,
        message: /uid is reserved/,
      },
      {
        name: 'refuses a variable that is an object',
        request: () =>
          post(url(), { variables: { room: { a: 1 } }, fields: { text: 'hi', author: 'ada' } }),
        status: 400,
        code: ERROR_CODES.invalidRequest,
        message: '"variables.room" must be a string or number or boolean.',
      },
      {
        name: 'refuses malformed JSON',
        request: () => ({
          ...post(url(), undefined, { 'content-type': 'application/json' }),
          payload: '{"fields": ',
        }),
        status: 400,
        message: 'The request body is not valid JSON.',
      },
      {
        name: 'refuses a body that is not an object',
        request: () => ({
          ...post(url(), undefined, { 'content-type': 'application/json' }),
          payload: '[1,2]',
        }),
        status: 400,
        message: 'The request body must be a JSON object.',
      },
      {
        name: 'refuses a body over the limit with 413',
        request: () =>
          post(url(), {
            variables: { room: 'a' },
            fields: { text: 'x'.repeat(70_000), author: 'a' },
          }),
        status: 413,
        code: ERROR_CODES.bodyTooLarge,
        message: 'The request body is too large: at most 65536 bytes.',
      },
      {
        name: 'refuses a body in another format',
        request: () => ({
          ...post(url(), undefined, { 'content-type': 'application/xml' }),
          payload: '<a/>',
        }),
        status: 415,
        code: ERROR_CODES.invalidRequest,
      },
      {
        name: 'refuses a forbidden __proto__ property',
        request: () => ({
          ...post(url(), undefined, { 'content-type': 'application/json' }),
          payload:
            '{"fields":{"text":"a","author":"b"},"variables":{"room":"a"},"__proto__":{"x":1}}',
        }),
        status: 400,
        code: ERROR_CODES.invalidRequest,
      },
      {
        name: 'refuses an invalid access token',
        request: () =>
          post(
            url(),
            { variables: { room: 'a' }, fields: { text: 'hi', author: 'ada' } },
            { authorization: 'Bearer nope' },
          ),
        status: 401,
        code: ERROR_CODES.invalidToken,
      },
      {
        name: 'refuses an invalid access token in the body',
        request: () =>
          post(url(), {
            variables: { room: 'a' },
            fields: { text: 'hi', author: 'ada' },
            accessToken: 'nope',
          }),
        status: 401,
        code: ERROR_CODES.invalidToken,
      },
      {
        name: 'adds for a signed-in user whose access token is in a text/plain body',
        request: () => ({
          ...post(url(), undefined, { 'content-type': 'text/plain;charset=UTF-8' }),
          payload: JSON.stringify({
            variables: { room: 'garden' },
            fields: { text: 'signed', author: 'ada' },
            accessToken,
          }),
        }),
        status: 200,
        after: async (app, { json }) => {
          const { id } = json as { id: string }
          const doc = await app.store.getDocument(
            { workspaceId: app.workspace.workspace.id, mode: 'test' },
            'rooms/garden/messages',
            id,
          )
          // The token is a credential, never data: only the mapped fields are stored.
          expect(JSON.parse(doc!.json)).toEqual({ text: 'signed', author: 'ada' })
        },
      },
    ],
  )
})

describe('POST /v1/snippets/:snippetId/query', () => {
  runScenarios(
    () => t,
    [
      {
        name: 'answers a collection in order of creation',
        request: () =>
          post(`/v1/snippets/messages/query?key=${key}`, { variables: { room: 'lobby' } }),
        status: 200,
        body: {
          kind: 'collection',
          docs: [{ data: { text: 'first' } }, { data: { text: 'second' } }],
        },
      },
      {
        name: 'answers an empty list for a collection without documents',
        request: () =>
          post(`/v1/snippets/messages/query?key=${key}`, { variables: { room: 'empty' } }),
        status: 200,
        body: { kind: 'collection', docs: [] },
      },
      {
        name: 'answers 401 for a requireAuth snippet without a signed-in user',
        request: () => post(`/v1/snippets/profile/query?key=${key}`),
        status: 401,
        code: ERROR_CODES.unauthenticated,
      },
      {
        name: "answers the signed-in user's own document through $uid",
        request: () =>
          post(`/v1/snippets/profile/query?key=${key}`, undefined, {
            authorization: `Bearer ${accessToken}`,
          }),
        status: 200,
        body: { kind: 'document', doc: { data: { email: 'ada@example.com', name: 'Ada' } } },
      },
      {
        name: 'takes the access token from a text/plain body, a request without a CORS preflight',
        request: () => ({
          ...post(`/v1/snippets/profile/query?key=${key}`, undefined, {
            'content-type': 'text/plain;charset=UTF-8',
            origin: 'http://localhost:5173',
          }),
          payload: JSON.stringify({ accessToken }),
        }),
        status: 200,
        body: { kind: 'document', doc: { data: { email: 'ada@example.com', name: 'Ada' } } },
        headers: { 'access-control-allow-origin': 'http://localhost:5173' },
      },
      {
        name: 'refuses an access token in the body that is not valid',
        request: () => post(`/v1/snippets/profile/query?key=${key}`, { accessToken: 'nope' }),
        status: 401,
        code: ERROR_CODES.invalidToken,
      },
      {
        name: 'refuses an empty access token in the body',
        request: () => post(`/v1/snippets/profile/query?key=${key}`, { accessToken: '' }),
        status: 400,
        code: ERROR_CODES.invalidRequest,
      },
      {
        name: 'refuses an access token sent both in the header and in the body',
        request: () =>
          post(
            `/v1/snippets/profile/query?key=${key}`,
            { accessToken },
            { authorization: `Bearer ${accessToken}` },
          ),
        status: 400,
        code: ERROR_CODES.invalidRequest,
        message: /once/,
      },
      {
        name: 'still refuses a foreign origin for a text/plain body with a valid token',
        request: () => ({
          ...post(`/v1/snippets/profile/query?key=${key}`, undefined, {
            'content-type': 'text/plain',
            origin: 'https://evil.example',
          }),
          payload: JSON.stringify({ accessToken }),
        }),
        status: 403,
        code: ERROR_CODES.unauthorizedDomain,
        notContains: ['ada@example.com'],
      },
      {
        name: 'refuses a test token with the live key',
        request: () =>
          post(`/v1/snippets/profile/query?key=${liveKey}`, undefined, {
            authorization: `Bearer ${accessToken}`,
          }),
        status: 401,
        code: ERROR_CODES.invalidToken,
      },
      {
        name: 'refuses an Authorization header that is not a bearer token',
        request: () =>
          post(`/v1/snippets/profile/query?key=${key}`, undefined, { authorization: 'Basic abc' }),
        status: 401,
        code: ERROR_CODES.invalidToken,
      },
      {
        name: 'refuses a snippet that is not a display',
        request: () => post(`/v1/snippets/chat/query?key=${key}`),
        status: 400,
        code: ERROR_CODES.snippetWrongType,
      },
      {
        name: 'answers the spec message for a missing variable',
        request: () => post(`/v1/snippets/messages/query?key=${key}`, {}),
        status: 400,
        message: 'Variable room not provided.',
      },
    ],
  )

  it('runs OR conditions, with AND binding tighter', async () => {
    await saveSnippet(t.store, t.workspace.workspace.id, 'either', {
      type: 'staticDisplay',
      pathSegments: [
        { type: 'collection', value: 'rooms' },
        { type: 'document', value: 'lobby' },
        { type: 'collection', value: 'messages' },
      ],
      fieldMappings: [{ field: 'text', elementId: 'text' }],
      queryConditions: [
        { field: 'text', operator: '==', value: 'first' },
        { field: 'author', operator: '==', value: 'nobody', logicalOperator: 'AND' },
        { field: 'text', operator: '==', value: '$pick', logicalOperator: 'OR' },
      ],
    })
    const response = await t.app.inject(
      post(`/v1/snippets/either/query?key=${key}`, { variables: { pick: 'second' } }),
    )
    expect(response.json().docs.map((doc: { data: { text: string } }) => doc.data.text)).toEqual([
      'second',
    ])
  })

  it('answers the spec message for a stored path that ends in neither kind', async () => {
    await t.store.transaction((tx) =>
      tx.putSnippet(t.workspace.workspace.id, {
        id: 'broken',
        type: 'staticDisplay',
        pathSegments: [
          { type: 'collection', value: 'a' },
          { type: 'collection', value: 'b' },
        ],
        fieldMappings: [],
      }),
    )
    const response = await t.app.inject(post(`/v1/snippets/broken/query?key=${key}`))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: ERROR_CODES.invalidPath, message: MESSAGES.invalidPathEnding },
    })
  })

  it('shows a document added after the same display was read', async () => {
    const read = async () =>
      (
        await t.app.inject(
          post(`/v1/snippets/messages/query?key=${key}`, { variables: { room: 'fresh' } }),
        )
      ).json()
    expect((await read()).docs).toHaveLength(0)
    expect((await read()).docs).toHaveLength(0)
    await t.app.inject(
      post(`/v1/snippets/chat/add?key=${key}`, {
        variables: { room: 'fresh' },
        fields: { text: 'new', author: 'a' },
      }),
    )
    expect((await read()).docs.map((doc: { data: { text: string } }) => doc.data.text)).toEqual([
      'new',
    ])
  })

  it('answers a document that does not exist as null', async () => {
    await saveSnippet(t.store, t.workspace.workspace.id, 'room', {
      type: 'staticDisplay',
      pathSegments: [
        { type: 'collection', value: 'rooms' },
        { type: 'document', value: '$room' },
      ],
      fieldMappings: [{ field: 'name', elementId: 'name' }],
    })
    const response = await t.app.inject(
      post(`/v1/snippets/room/query?key=${key}`, { variables: { room: 'nowhere' } }),
    )
    expect(response.json()).toEqual({ kind: 'document', doc: null })
  })
})

describe('usage counters', () => {
  it('counts auth, writes, reads and calls per mode, on the server', async () => {
    const before = await t.store.getUsage(t.workspace.workspace.id)
    await t.app.inject(
      post(`/v1/snippets/login/login?key=${key}`, {
        email: 'ada@example.com',
        password: 'lovelace-1815',
      }),
    )
    await t.app.inject(
      post(`/v1/snippets/chat/add?key=${key}`, {
        variables: { room: 'count' },
        fields: { text: 'a', author: 'b' },
      }),
    )
    await t.app.inject(
      post(`/v1/snippets/messages/query?key=${key}`, { variables: { room: 'count' } }),
    )
    await t.app.inject(post(`/v1/snippets/chat/add?key=${key}`, { fields: { text: 'refused' } }))
    const after = await t.store.getUsage(t.workspace.workspace.id)
    expect(after.test.currentAuth - before.test.currentAuth).toBe(1)
    expect(after.test.currentWrites - before.test.currentWrites).toBe(1)
    expect(after.test.currentReads - before.test.currentReads).toBe(1)
    expect(after.snippets.chat!.test - before.snippets.chat!.test).toBe(1)
    expect(after.live).toEqual(before.live)
  })
})
