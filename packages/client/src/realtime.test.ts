import type { QueryResult } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { RETRY_MS, subscribe } from './realtime.js'
import { SERVER, fakeServer, uniqueKey } from './testing/fake-network.js'
import type { Context } from './types.js'
import { http } from './http.js'

function setup() {
  const server = fakeServer()
  const key = uniqueKey()
  const context = {
    key,
    server: SERVER,
    request: (path: string, body?: object, method?: string) =>
      http(SERVER, key, path, body, method),
  } as Context
  const subscriptionIds = (streamId: string) =>
    server
      .to(`/v1/realtime/${streamId}/subscriptions`)
      .map((request) => (request.body as { subscriptionId: string }).subscriptionId)
  return { server, context, subscriptionIds }
}

const empty: QueryResult = { kind: 'collection', docs: [] }

describe('subscribe', () => {
  it('shares one EventSource between every subscription of the page', async () => {
    const { server, context, subscriptionIds } = setup()
    const first = vi.fn()
    const second = vi.fn()
    subscribe(context, 'a', undefined, first, vi.fn())
    subscribe(context, 'b', { room: 'x' }, second, vi.fn())
    expect(server.streams).toHaveLength(1)
    server.streams[0]!.open('s1')
    await vi.waitFor(() => expect(subscriptionIds('s1')).toHaveLength(2))
    const [idA, idB] = subscriptionIds('s1')
    expect(idA).not.toBe(idB)
    expect(server.to('/v1/realtime/s1/subscriptions').map((r) => r.body)).toEqual([
      { subscriptionId: idA, snippetId: 'a' },
      { subscriptionId: idB, snippetId: 'b', variables: { room: 'x' } },
    ])
    server.streams[0]!.send('snapshot', { subscriptionId: idB, result: empty })
    expect(second).toHaveBeenCalledWith(empty)
    expect(first).not.toHaveBeenCalled()
  })

  it('subscribes at once when the stream is already open', async () => {
    const { server, context, subscriptionIds } = setup()
    subscribe(context, 'a', undefined, vi.fn(), vi.fn())
    server.streams[0]!.open('s1')
    subscribe(context, 'b', undefined, vi.fn(), vi.fn())
    await vi.waitFor(() => expect(subscriptionIds('s1')).toHaveLength(2))
    expect(server.streams).toHaveLength(1)
  })

  it('ends a subscription on the server, and closes the stream when the last one ends', async () => {
    const { server, context, subscriptionIds } = setup()
    const stopA = subscribe(context, 'a', undefined, vi.fn(), vi.fn())
    const stopB = subscribe(context, 'b', undefined, vi.fn(), vi.fn())
    server.streams[0]!.open('s1')
    await vi.waitFor(() => expect(subscriptionIds('s1')).toHaveLength(2))
    stopA()
    stopA()
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.method == 'DELETE').map((r) => r.path)).toEqual([
        `/v1/realtime/s1/subscriptions/${subscriptionIds('s1')[0]}`,
      ]),
    )
    expect(server.streams[0]!.closed).toBe(false)
    stopB()
    expect(server.streams[0]!.closed).toBe(true)
    subscribe(context, 'c', undefined, vi.fn(), vi.fn())
    expect(server.streams).toHaveLength(2)
  })

  it('subscribes everything again after a dropped connection, so data comes back', async () => {
    const { server, context, subscriptionIds } = setup()
    const result = vi.fn()
    subscribe(context, 'a', undefined, result, vi.fn())
    const stream = server.streams[0]!
    stream.open('s1')
    await vi.waitFor(() => expect(subscriptionIds('s1')).toHaveLength(1))
    stream.drop()
    stream.open('s2')
    await vi.waitFor(() => expect(subscriptionIds('s2')).toEqual(subscriptionIds('s1')))
    stream.send('snapshot', { subscriptionId: subscriptionIds('s2')[0], result: empty })
    expect(result).toHaveBeenCalledWith(empty)
    expect(server.streams).toHaveLength(1)
  })

  it('opens a new stream after the server closed one, while subscriptions remain', async () => {
    vi.useFakeTimers()
    const { server, context } = setup()
    const stop = subscribe(context, 'a', undefined, vi.fn(), vi.fn())
    server.streams[0]!.fail()
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    expect(server.streams).toHaveLength(2)
    server.streams[1]!.fail()
    stop()
    await vi.advanceTimersByTimeAsync(RETRY_MS)
    expect(server.streams).toHaveLength(2)
  })

  it("passes a failed subscription request to the subscription's error callback", async () => {
    const { server, context } = setup()
    server.on('POST', '/v1/realtime/s1/subscriptions', () => ({
      status: 429,
      body: { error: { code: 'realtime/too-many-subscriptions', message: 'Too many.' } },
    }))
    const error = vi.fn()
    subscribe(context, 'a', undefined, vi.fn(), error)
    server.streams[0]!.open('s1')
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'realtime/too-many-subscriptions', message: 'Too many.' }),
      ),
    )
  })

  it('ignores a failed subscription request of a stream that dropped meanwhile', async () => {
    const { server, context, subscriptionIds } = setup()
    server.on('POST', '/v1/realtime/s1/subscriptions', () => ({
      status: 404,
      body: { error: { code: 'request/not-found', message: 'No such stream.' } },
    }))
    const error = vi.fn()
    subscribe(context, 'a', undefined, vi.fn(), error)
    const stream = server.streams[0]!
    stream.open('s1')
    stream.drop()
    stream.open('s2')
    await vi.waitFor(() => expect(subscriptionIds('s2')).toHaveLength(1))
    expect(error).not.toHaveBeenCalled()
  })
})
