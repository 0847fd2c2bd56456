/**
 * Live queries: one event stream per page, many subscriptions on it. Identical subscriptions
 * (same workspace, mode and resolved query) share one group and one query run; every committed
 * change to a group's collection re-runs it once and, when the result differs, pushes the fresh
 * snapshot to each subscriber (so documents entering and leaving a filter both show). Changes
 * written by other processes arrive through the store's change feed like local ones.
 *
 * Knows nothing of HTTP: a stream writes to a `StreamSink`.
 */
import {
  ERROR_CODES,
  type AuthUser,
  type SubscribeRequest,
  type Variables,
} from '@snipwire/protocol'
import { randomId } from '../lib/ids.js'
import { stableStringify } from '../lib/json.js'
import { SSE_HEARTBEAT, sseFrame } from '../lib/sse.js'
import type { KeyEntry } from './catalog.js'
import type { CoreContext } from './context.js'
import { DISPLAY_TYPES, resolveDisplay, serializeResult } from './display.js'
import { NotFoundError, RateLimitError, SnipwireServerError, UnavailableError } from './errors.js'
import type { Change, Query, Scope } from './model.js'
import { loadSnippetCall } from './snippet-call.js'

/** Where a stream's frames go (an HTTP response, in the server). */
export interface StreamSink {
  /** Writes one frame; a sink whose client cannot keep up closes itself. */
  write(frame: string): void
  /** Ends the stream (the server is closing). */
  end(): void
}

interface Stream {
  id: string
  key: KeyEntry
  scope: Scope
  sink: StreamSink
  subscriptions: Map<string, Subscription>
}

interface Subscription {
  id: string
  /** The subscription id as a JSON string, ready to splice into frames. */
  idJson: string
  stream: Stream
  snippetId: string
  variables: Variables | undefined
  user: AuthUser | null
  group: Group
}

interface Group {
  key: string
  indexKey: string
  scope: Scope
  query: Query
  subscribers: Set<Subscription>
  /** The last result sent to every subscriber, or null before the first run. */
  resultJson: string | null
  dirty: boolean
}

const STREAM_NOT_FOUND =
  'No open event stream with this id for this key. Open /v1/realtime again and resubscribe.'

function indexKey(scope: Scope, collectionPath: string): string {
  return `${scope.workspaceId}\u0000${scope.mode}\u0000${collectionPath}`
}

function snapshotFrame(subscription: Subscription, resultJson: string): string {
  return sseFrame('snapshot', `{"subscriptionId":${subscription.idJson},"result":${resultJson}}`)
}

function errorFrame(subscription: Subscription, error: { code: string; message: string }): string {
  return sseFrame(
    'error',
    JSON.stringify({
      subscriptionId: subscription.id,
      error: { code: error.code, message: error.message },
    }),
  )
}

export interface LiveQueriesOptions {
  /** Receives unexpected errors (a failing re-run); the stream gets a generic error event. */
  onError: (error: unknown) => void
}

export class LiveQueries {
  readonly #context: CoreContext
  readonly #onError: (error: unknown) => void
  readonly #streams = new Map<string, Stream>()
  readonly #groups = new Map<string, Group>()
  readonly #byCollection = new Map<string, Set<Group>>()
  readonly #bySnippet = new Map<string, Set<Subscription>>()
  readonly #dirty = new Set<Group>()
  readonly #stale = new Set<Subscription>()
  readonly #heartbeat: NodeJS.Timeout
  readonly #unwatch: () => void
  #flushScheduled = false

  constructor(context: CoreContext, options: LiveQueriesOptions) {
    this.#context = context
    this.#onError = options.onError
    this.#unwatch = context.store.watch((changes) => this.#onChanges(changes))
    this.#heartbeat = setInterval(() => {
      for (const stream of this.#streams.values()) stream.sink.write(SSE_HEARTBEAT)
    }, context.limits.heartbeatMs)
    this.#heartbeat.unref()
  }

  /** Open streams, for limits and figures. */
  get streamCount(): number {
    return this.#streams.size
  }

  /** Groups (distinct live queries). */
  get groupCount(): number {
    return this.#groups.size
  }

  /**
   * Throws a 503 when the server holds as many streams as it allows.
   * @example live.checkCapacity()
   */
  checkCapacity(): void {
    if (this.#streams.size >= this.#context.limits.maxStreams) {
      throw new UnavailableError(
        ERROR_CODES.tooManySubscriptions,
        'The server has too many open event streams. Try again in a moment.',
      )
    }
  }

  /**
   * Registers a stream for a key and sends its `ready` event; returns the stream id.
   * @example const id = live.openStream(key, sink)
   */
  openStream(key: KeyEntry, sink: StreamSink): string {
    this.checkCapacity()
    const id = randomId(24)
    const stream: Stream = {
      id,
      key,
      scope: { workspaceId: key.workspace.id, mode: key.mode },
      sink,
      subscriptions: new Map(),
    }
    this.#streams.set(id, stream)
    sink.write(
      sseFrame(
        'ready',
        JSON.stringify({ streamId: id, heartbeatMs: this.#context.limits.heartbeatMs }),
      ),
    )
    return id
  }

  /**
   * Forgets a stream and all its subscriptions (the client went away).
   * @example live.closeStream(id)
   */
  closeStream(streamId: string): void {
    const stream = this.#streams.get(streamId)
    if (!stream) return
    this.#streams.delete(streamId)
    for (const subscription of stream.subscriptions.values()) this.#detach(subscription)
    stream.subscriptions.clear()
  }

  #stream(streamId: string, key: KeyEntry): Stream {
    const stream = this.#streams.get(streamId)
    if (
      !stream ||
      stream.scope.workspaceId !== key.workspace.id ||
      stream.scope.mode !== key.mode
    ) {
      throw new NotFoundError(STREAM_NOT_FOUND, ERROR_CODES.notFound)
    }
    return stream
  }

  /**
   * Subscribes to a display snippet's result on a stream; the first snapshot follows on the
   * stream. A subscription id in use on the stream is replaced.
   * @example await live.subscribe(streamId, key, { subscriptionId: 's1', snippetId: 'chat' }, null)
   */
  async subscribe(
    streamId: string,
    key: KeyEntry,
    request: SubscribeRequest,
    user: AuthUser | null,
  ): Promise<void> {
    const stream = this.#stream(streamId, key)
    const call = await loadSnippetCall(this.#context, key, request.snippetId, DISPLAY_TYPES, user)
    const query = resolveDisplay(call, request.variables)
    const existing = stream.subscriptions.get(request.subscriptionId)
    if (!existing && stream.subscriptions.size >= this.#context.limits.subscriptionsPerStream) {
      throw new RateLimitError(ERROR_CODES.tooManySubscriptions, 1)
    }
    if (existing) this.#remove(existing)
    const subscription: Subscription = {
      id: request.subscriptionId,
      idJson: JSON.stringify(request.subscriptionId),
      stream,
      snippetId: request.snippetId,
      variables: request.variables,
      user,
      group: this.#group(stream.scope, query),
    }
    stream.subscriptions.set(subscription.id, subscription)
    this.#attach(subscription)
    await this.#firstSnapshot(subscription, true)
  }

  /**
   * Ends one subscription; false when the stream has no such subscription.
   * @example live.unsubscribe(streamId, key, 's1') // true
   */
  unsubscribe(streamId: string, key: KeyEntry, subscriptionId: string): boolean {
    const stream = this.#stream(streamId, key)
    const subscription = stream.subscriptions.get(subscriptionId)
    if (!subscription) return false
    this.#remove(subscription)
    return true
  }

  /** Ends every stream and stops the heartbeat and the change feed. */
  close(): void {
    clearInterval(this.#heartbeat)
    this.#unwatch()
    for (const stream of [...this.#streams.values()]) {
      this.closeStream(stream.id)
      stream.sink.end()
    }
  }

  #group(scope: Scope, query: Query): Group {
    const key = `${scope.workspaceId}\u0000${scope.mode}\u0000${stableStringify(query)}`
    let group = this.#groups.get(key)
    if (!group) {
      group = {
        key,
        indexKey: indexKey(scope, query.collectionPath),
        scope,
        query,
        subscribers: new Set(),
        resultJson: null,
        dirty: false,
      }
      this.#groups.set(key, group)
      let indexed = this.#byCollection.get(group.indexKey)
      if (!indexed) {
        indexed = new Set()
        this.#byCollection.set(group.indexKey, indexed)
      }
      indexed.add(group)
    }
    return group
  }

  #attach(subscription: Subscription): void {
    subscription.group.subscribers.add(subscription)
    const snippetKey = `${subscription.stream.scope.workspaceId}\u0000${subscription.snippetId}`
    let bySnippet = this.#bySnippet.get(snippetKey)
    if (!bySnippet) {
      bySnippet = new Set()
      this.#bySnippet.set(snippetKey, bySnippet)
    }
    bySnippet.add(subscription)
  }

  #detach(subscription: Subscription): void {
    const group = subscription.group
    group.subscribers.delete(subscription)
    if (group.subscribers.size === 0) {
      this.#groups.delete(group.key)
      this.#dirty.delete(group)
      const indexed = this.#byCollection.get(group.indexKey)
      indexed?.delete(group)
      if (indexed?.size === 0) this.#byCollection.delete(group.indexKey)
    }
    const snippetKey = `${subscription.stream.scope.workspaceId}\u0000${subscription.snippetId}`
    const bySnippet = this.#bySnippet.get(snippetKey)
    bySnippet?.delete(subscription)
    if (bySnippet?.size === 0) this.#bySnippet.delete(snippetKey)
    this.#stale.delete(subscription)
  }

  #remove(subscription: Subscription): void {
    subscription.stream.subscriptions.delete(subscription.id)
    this.#detach(subscription)
  }

  #isLive(subscription: Subscription): boolean {
    return subscription.stream.subscriptions.get(subscription.id) === subscription
  }

  /** Sends one subscriber its first snapshot, sharing the group's result when it is current. */
  async #firstSnapshot(subscription: Subscription, countCall: boolean): Promise<void> {
    const group = subscription.group
    const scope = group.scope
    const shared = group.resultJson !== null && !group.dirty ? group.resultJson : null
    const resultJson = await this.#context.store.transaction(
      async (tx) => {
        await tx.incrementUsage(scope, { currentReads: 1 })
        if (countCall) await tx.incrementSnippetCalls(scope, subscription.snippetId, 1)
        if (shared !== null) return shared
        return serializeResult(await tx.runQuery(scope, group.query))
      },
      { durability: 'relaxed' },
    )
    // A group's result is only taken as current when nothing changed since; otherwise the
    // pending re-run sends everyone the newer one.
    if (group.resultJson === null && !group.dirty) group.resultJson = resultJson
    if (this.#isLive(subscription))
      subscription.stream.sink.write(snapshotFrame(subscription, resultJson))
  }

  #onChanges(changes: Change[]): void {
    for (const change of changes) {
      if (change.kind === 'document') {
        const groups = this.#byCollection.get(indexKey(change, change.collectionPath))
        if (!groups) continue
        for (const group of groups) {
          if (group.query.kind === 'document' && group.query.id !== change.id) continue
          group.dirty = true
          this.#dirty.add(group)
        }
      } else if (change.kind === 'snippet') {
        const subscriptions = this.#bySnippet.get(`${change.workspaceId}\u0000${change.snippetId}`)
        for (const subscription of subscriptions ?? []) this.#stale.add(subscription)
      }
    }
    if ((this.#dirty.size > 0 || this.#stale.size > 0) && !this.#flushScheduled) {
      this.#flushScheduled = true
      setImmediate(() => {
        this.#flushScheduled = false
        this.#flush().catch(this.#onError)
      })
    }
  }

  async #flush(): Promise<void> {
    if (this.#stale.size > 0) await this.#resubscribe()
    if (this.#dirty.size === 0) return
    const groups = [...this.#dirty]
    this.#dirty.clear()
    const changed: Group[] = []
    const failed: Group[] = []
    await this.#context.store.transaction(
      async (tx) => {
        const reads = new Map<string, { scope: Scope; count: number }>()
        for (const group of groups) {
          group.dirty = false
          if (group.subscribers.size === 0) continue
          let resultJson: string
          try {
            resultJson = serializeResult(await tx.runQuery(group.scope, group.query))
          } catch (error) {
            this.#onError(error)
            failed.push(group)
            continue
          }
          if (resultJson === group.resultJson) continue
          group.resultJson = resultJson
          changed.push(group)
          const scopeKey = `${group.scope.workspaceId}\u0000${group.scope.mode}`
          const entry = reads.get(scopeKey) ?? { scope: group.scope, count: 0 }
          entry.count += group.subscribers.size
          reads.set(scopeKey, entry)
        }
        for (const { scope, count } of reads.values()) {
          await tx.incrementUsage(scope, { currentReads: count })
        }
      },
      { durability: 'relaxed' },
    )
    for (const group of changed) {
      const resultJson = group.resultJson!
      for (const subscription of group.subscribers) {
        subscription.stream.sink.write(snapshotFrame(subscription, resultJson))
      }
    }
    for (const group of failed) {
      for (const subscription of group.subscribers) {
        subscription.stream.sink.write(
          errorFrame(subscription, {
            code: ERROR_CODES.internal,
            message: 'The live query failed on the server; it will retry on the next change.',
          }),
        )
      }
    }
  }

  /** Re-resolves subscriptions whose snippet was saved or deleted since they subscribed. */
  async #resubscribe(): Promise<void> {
    const subscriptions = [...this.#stale]
    this.#stale.clear()
    for (const subscription of subscriptions) {
      if (!this.#isLive(subscription)) continue
      const stream = subscription.stream
      try {
        const call = await loadSnippetCall(
          this.#context,
          stream.key,
          subscription.snippetId,
          DISPLAY_TYPES,
          subscription.user,
        )
        const group = this.#group(stream.scope, resolveDisplay(call, subscription.variables))
        if (group === subscription.group) continue
        this.#detach(subscription)
        subscription.group = group
        this.#attach(subscription)
        await this.#firstSnapshot(subscription, false)
      } catch (error) {
        if (!(error instanceof SnipwireServerError)) this.#onError(error)
        const safe =
          error instanceof SnipwireServerError
            ? error
            : { code: ERROR_CODES.internal, message: 'The live query failed on the server.' }
        stream.sink.write(errorFrame(subscription, safe))
        this.#remove(subscription)
      }
    }
  }
}
