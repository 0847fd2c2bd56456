/**
 * GET /v1/realtime?key= — opens the page's event stream (`text/event-stream`). The first event
 * is `ready` with the stream id; snapshots of its subscriptions follow; a `: ping` comment keeps
 * idle connections open. A client that stops reading is disconnected rather than buffered.
 */
import { ROUTES } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import type { StreamSink } from '../../core/live-queries.js'
import { authorizeKey } from '../public-request.js'
import { keyQuery, type KeyQuery } from '../schemas.js'
import type { ServerContext } from '../server-context.js'

/** Unsent bytes a stream may hold before the client counts as gone. */
const MAX_BUFFERED_BYTES = 1024 * 1024

/**
 * Registers the route on `app`.
 * @example registerOpenStream(app, context)
 */
export function registerOpenStream(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Querystring: KeyQuery }>(
    ROUTES.realtime,
    { schema: { querystring: keyQuery } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      context.live.checkCapacity()
      const response = reply.raw
      reply.hijack()
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      })
      request.raw.socket.setNoDelay(true)
      const sink: StreamSink = {
        write(frame) {
          if (response.destroyed || response.writableEnded) return
          if (response.writableLength > MAX_BUFFERED_BYTES) {
            response.destroy()
            return
          }
          response.write(frame)
        },
        end() {
          if (!response.writableEnded) response.end()
        },
      }
      const streamId = context.live.openStream(key, sink)
      response.on('close', () => context.live.closeStream(streamId))
    },
  )
}
