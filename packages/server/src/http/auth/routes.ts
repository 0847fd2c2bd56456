/**
 * Binds the session routes: refresh and sign-out.
 */
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../server-context.js'
import { registerRefresh } from './refresh.js'
import { registerSignOut } from './sign-out.js'

/**
 * Registers these routes on `app`.
 * @example registerAuthRoutes(app, context)
 */
export function registerAuthRoutes(app: FastifyInstance, context: ServerContext): void {
  registerRefresh(app, context)
  registerSignOut(app, context)
}
