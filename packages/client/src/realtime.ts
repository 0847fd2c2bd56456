/**
 * Live data: one `EventSource` per page (per server and key) carries every live display's
 * snapshots. It opens with the first subscription, closes when the last one ends, and after a
 * dropped connection subscribes everything again, so the data comes back without a reload.
 */
import type { QueryResult, RealtimeEvent, SubscribeRequest, Variables } from '@snipwire/protocol'
import type { SnipwireError } from './errors.js'
import { serverError } from './http.js'
import type { Context } from './types.js'

interface Subscription {
  request: Omit<SubscribeRequest, 'subscriptionId'>
  result(result: QueryResult): void
  error(error: SnipwireError): void
}

export interface Stream {
  source: EventSource
  /** The server's id for the current connection; unset while (re)connecting. */
  id?: string | undefined
  subscriptions: Map<string, Subscription>
}

/** A stream that the server closed (not just dropped) is opened again after this long. */
export const RETRY_MS = 2000

let counter = 0

type Data<E extends RealtimeEvent['event']> = Extract<RealtimeEvent, { event: E }>['data']

const send = (context: Context, stream: Stream, id: string, subscription: Subscription) => {
  const streamId = stream.id
  context
    .request(`/v1/realtime/${streamId}/subscriptions`, {
      subscriptionId: id,
      ...subscription.request,
    })
    .catch((error: SnipwireError) => {
      // A stream that dropped meanwhile subscribes again by itself once it is back.
      if (stream.id == streamId && stream.subscriptions.get(id) == subscription)
        subscription.error(error)
    })
}

const connect = (context: Context, stream: Stream) => {
  const source = (stream.source = new EventSource(
    `${context.server}/v1/realtime?key=${encodeURIComponent(context.key)}`,
  ))
  const on = <E extends RealtimeEvent['event']>(type: E, listener: (data: Data<E>) => void) =>
    source.addEventListener(type, (event) => {
      const { data } = event as MessageEvent<string>
      if (data) listener(JSON.parse(data) as Data<E>)
      else if (type == 'error') {
        // The connection itself failed: EventSource retries unless the server closed it.
        stream.id = undefined
        if (source.readyState == 2 /* CLOSED */)
          setTimeout(() => context.stream == stream && connect(context, stream), RETRY_MS)
      }
    })
  on('ready', ({ streamId }) => {
    stream.id = streamId
    stream.subscriptions.forEach((subscription, id) => send(context, stream, id, subscription))
  })
  on('snapshot', ({ subscriptionId, result }) =>
    stream.subscriptions.get(subscriptionId)?.result(result),
  )
  on('error', ({ subscriptionId, error }) =>
    stream.subscriptions.get(subscriptionId)?.error(serverError(error, error.message)),
  )
}

/**
 * Subscribes to a display snippet's result; `result` gets the first snapshot and every change.
 * @example const unsubscribe = subscribe(context, 'chat', { room: 'lobby' }, render, report)
 */
export function subscribe(
  context: Context,
  snippetId: string,
  variables: Variables | undefined,
  result: (result: QueryResult) => void,
  error: (error: SnipwireError) => void,
): () => void {
  let stream = context.stream
  if (!stream) {
    stream = context.stream = { subscriptions: new Map() } as unknown as Stream
    connect(context, stream)
  }
  const id = 's' + ++counter
  const subscription: Subscription = { request: { snippetId }, result, error }
  if (variables) subscription.request.variables = variables
  stream.subscriptions.set(id, subscription)
  if (stream.id) send(context, stream, id, subscription)
  return () => {
    if (!stream.subscriptions.delete(id)) return
    if (!stream.subscriptions.size) {
      stream.source.close()
      context.stream = undefined
    } else if (stream.id)
      context
        .request(`/v1/realtime/${stream.id}/subscriptions/${id}`, undefined, 'DELETE')
        .catch(() => undefined)
  }
}
