/**
 * What route handlers share: the domain context, the live queries, and server settings.
 */
import type { FastifyInstance } from 'fastify'
import type { CoreContext } from '../core/context.js'
import type { LiveQueries } from '../core/live-queries.js'

export interface ServerContext {
  core: CoreContext
  live: LiveQueries
  /** The server's public base URL (`SNIPWIRE_PUBLIC_URL`), without a trailing slash, if set. */
  publicUrl: string | null
  bodyLimitBytes: number
}

/**
 * Another area's routes (payments webhooks, the test checkout page, …), registered on the same
 * Fastify instance with the same error handler.
 */
export interface ServerExtension {
  name: string
  register(app: FastifyInstance, context: ServerContext): void | Promise<void>
}
