/**
 * Binds the snippet routes: config (one or several), login, sign-up, add, query (display) and payment.
 */
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../server-context.js'
import { registerAdd } from './add.js'
import { registerGetConfig } from './get-config.js'
import { registerGetConfigs } from './get-configs.js'
import { registerLogin } from './login.js'
import { registerPayment } from './payment.js'
import { registerQuery } from './query.js'
import { registerSignUp } from './sign-up.js'

/**
 * Registers these routes on `app`.
 * @example registerSnippetRoutes(app, context)
 */
export function registerSnippetRoutes(app: FastifyInstance, context: ServerContext): void {
  registerGetConfig(app, context)
  registerGetConfigs(app, context)
  registerLogin(app, context)
  registerSignUp(app, context)
  registerAdd(app, context)
  registerQuery(app, context)
  registerPayment(app, context)
}
