/**
 * The unit tests' stand-in for the network (the unit boundary): a `fetch` that answers the
 * public routes of `@snipwire/protocol` from in-memory snippets and per-test handlers, and an
 * `EventSource` the test drives by hand. Browser tests run against the real server instead.
 */
import type { ErrorBody, SnippetConfig } from '@snipwire/protocol'
import { MESSAGES } from '@snipwire/protocol'
import { vi } from 'vitest'

export const SERVER = 'https://snipwire.test'

let keys = 0
/** A fresh publishable key: clients and sessions are per key, so every test gets its own. */
export const uniqueKey = (): string => `pk_test_unit${++keys}`

export interface RecordedRequest {
  method: string
  path: string
  key: string | null
  /** The snippet ids of a configs GET (`?ids=a,b`). */
  ids?: string
  body: Record<string, unknown> | undefined
  headers: Record<string, string>
}

export interface Reply {
  status?: number
  body?: unknown
}

type Handler = (request: RecordedRequest) => Reply | Promise<Reply>

export const errorReply = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } } satisfies ErrorBody,
})

/** A promise the test settles when it wants: the server "working" meanwhile. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

/** An EventSource driven by the test: `open()`, `send()`, `drop()`, `fail()`. */
export class FakeEventSource {
  static instances: FakeEventSource[] = []
  readyState = 0
  private listeners = new Map<string, Set<(event: { data?: string }) => void>>()

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }

  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }

  close() {
    this.readyState = 2
  }

  get closed() {
    return this.readyState == 2
  }

  /** Dispatches a named event with JSON data, as the server's stream does. */
  send(type: string, data: unknown) {
    this.listeners.get(type)?.forEach((listener) => listener({ data: JSON.stringify(data) }))
  }

  /** The connection is up and the server says hello with the stream id. */
  open(streamId: string) {
    this.readyState = 1
    this.send('ready', { streamId, heartbeatMs: 15_000 })
  }

  /** The connection dropped; the browser reconnects by itself. */
  drop() {
    this.readyState = 0
    this.listeners.get('error')?.forEach((listener) => listener({}))
  }

  /** The server refused the stream; the browser gives up on it. */
  fail() {
    this.readyState = 2
    this.listeners.get('error')?.forEach((listener) => listener({}))
  }
}

/**
 * Installs a fake server with `snippets`, reachable at `SERVER` with any `pk_test_unit…` key. A
 * handler for `GET /v1/snippets` answers every configs GET (see `configs`).
 * @example const server = fakeServer([{ id: 'in', type: 'login', ... }]); server.on('POST', '/v1/snippets/in/login', () => ({ body }))
 */
export function fakeServer(snippets: SnippetConfig[] = []) {
  const requests: RecordedRequest[] = []
  const handlers: [string, string, Handler][] = []
  FakeEventSource.instances = []

  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input)
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      key: url.searchParams.get('key'),
      ...(url.searchParams.has('ids') ? { ids: url.searchParams.get('ids')! } : {}),
      body:
        typeof init.body == 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
      // What the browser sends: the headers as fetch builds the request (a string body gets
      // `text/plain;charset=UTF-8`), so a test sees whether the request needs a CORS preflight.
      headers: Object.fromEntries(
        [...new Request(input, init).headers].map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }
    requests.push(request)
    let reply: Reply = errorReply(404, 'request/not-found', 'No such route.')
    const handler = [...handlers]
      .reverse()
      .find(([method, path]) => method == request.method && path == request.path)
    if (handler) reply = await handler[2](request)
    else if (request.method == 'GET' && request.path == '/v1/snippets') {
      // The configs asked for, by id; ids without a snippet left out (as the server does).
      const ids = url.searchParams.get('ids')?.split(',') ?? []
      reply = request.key?.startsWith('pk_test_unit')
        ? {
            body: Object.fromEntries(
              snippets.filter((s) => ids.includes(s.id)).map((s) => [s.id, s]),
            ),
          }
        : errorReply(404, 'snippet/not-found', 'No such snippet.')
    } else if (request.path.startsWith('/v1/realtime/')) reply = { status: 204 }
    const status = reply.status ?? 200
    return new Response(status == 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })

  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('EventSource', FakeEventSource)

  return {
    requests,
    fetch,
    /** Answers `method path` with `handler` (the latest one registered wins). */
    on(method: string, path: string, handler: Handler) {
      handlers.push([method, path, handler])
    },
    /** The requests to `path`, in order. */
    to(path: string) {
      return requests.filter((request) => request.path == path)
    },
    get streams() {
      return FakeEventSource.instances
    },
  }
}

export { MESSAGES }
