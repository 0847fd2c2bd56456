/**
 * Binds the realtime routes: the event stream, subscribe and unsubscribe.
 */
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../server-context.js'
import { registerOpenStream } from './open-stream.js'
import { registerSubscribe } from './subscribe.js'
import { registerUnsubscribe } from './unsubscribe.js'

/**
 * Registers these routes on `app`.
 * @example registerRealtimeRoutes(app, context)
 */
export function registerRealtimeRoutes(app: FastifyInstance, context: ServerContext): void {
  registerOpenStream(app, context)
  registerSubscribe(app, context)
  registerUnsubscribe(app, context)
}
