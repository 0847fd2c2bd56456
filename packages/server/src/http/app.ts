/**
 * Builds the Fastify application: the public API (`/v1/...`), the client bundle and the
 * website, one error handler, body limits, and the realtime hub. `createServer` (the package's
 * entry) and the tests both start here.
 */
import { ERROR_CODES } from '@snipwire/protocol'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { createCoreContext, type Limits } from '../core/context.js'
import type { NotifyHook } from '../core/events.js'
import { LiveQueries } from '../core/live-queries.js'
import type { PaymentProvider } from '../core/payments.js'
import type { Store } from '../core/store.js'
import { registerAuthRoutes } from './auth/routes.js'
import { handleError } from './error-handler.js'
import { registerPreflight } from './preflight.js'
import { reflectOrigin } from './public-request.js'
import { registerRealtimeRoutes } from './realtime/routes.js'
import type { ServerContext, ServerExtension } from './server-context.js'
import { registerSnippetRoutes } from './snippets/routes.js'
import { registerStaticFiles, sendNotFoundPage } from './static-files.js'

export type LogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

export interface AppOptions {
  store: Store
  /** Signs access tokens; at least 32 bytes. */
  signingKey: Buffer
  publicUrl?: string | null | undefined
  payments?: PaymentProvider | undefined
  notify?: NotifyHook | undefined
  limits?: Partial<Limits> | undefined
  /** Largest request body (64 KiB). */
  bodyLimitBytes?: number | undefined
  /** The client bundle's folder, served at `/sdk/`; null or absent: not served. */
  sdkDir?: string | null | undefined
  /** The built website's folder, served at `/`; null or absent: not served. */
  webDir?: string | null | undefined
  /** The site's not-found page, relative to `webDir` (`404/index.html`, else `404.html`). */
  notFoundPage?: string | undefined
  logLevel?: LogLevel | undefined
  /** Log every request (off: the access log is the proxy's job, and it costs throughput). */
  logRequests?: boolean | undefined
  /** Take the client address from `X-Forwarded-For` (behind a reverse proxy). */
  trustProxy?: boolean | undefined
  now?: (() => number) | undefined
  /** Other areas' routes, registered after the API's. */
  extensions?: readonly ServerExtension[] | undefined
}

const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024

/**
 * The application and its context; `app.close()` ends event streams and stops the change feed
 * (the store stays open: its owner closes it).
 * @example const { app } = await buildApp({ store, signingKey })
 */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; context: ServerContext }> {
  const level = options.logLevel ?? 'silent'
  const bodyLimitBytes = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES
  const app = Fastify({
    logger: level === 'silent' ? false : { level },
    logController: new LogController({ disableRequestLogging: options.logRequests !== true }),
    bodyLimit: bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    return503OnClosing: true,
    forceCloseConnections: true,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: false,
        allowUnionTypes: true,
      },
    },
  })
  const core = createCoreContext({
    store: options.store,
    signingKey: options.signingKey,
    limits: options.limits,
    notify: options.notify,
    payments: options.payments,
    ...(options.now ? { now: options.now } : {}),
  })
  const live = new LiveQueries(core, {
    onError: (error) => app.log.error({ err: error }, 'live query failed'),
  })
  const context: ServerContext = {
    core,
    live,
    publicUrl: options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null,
    bodyLimitBytes,
  }

  app.addHook('preClose', (done) => {
    live.close()
    core.catalog.close()
    core.results.close()
    done()
  })
  app.setErrorHandler(handleError)
  // Pages may send JSON as text/plain: a "simple" CORS request, without a preflight.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  )

  app.get('/v1/health', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  )
  registerPreflight(app, context)
  registerSnippetRoutes(app, context)
  registerAuthRoutes(app, context)
  registerRealtimeRoutes(app, context)
  for (const extension of options.extensions ?? []) await extension.register(app, context)

  const staticOptions = {
    sdkDir: options.sdkDir ?? null,
    webDir: options.webDir ?? null,
    notFoundPage: options.notFoundPage ?? null,
  }
  if (staticOptions.sdkDir || staticOptions.webDir) await registerStaticFiles(app, staticOptions)

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (path === '/v1' || path.startsWith('/v1/')) {
      reflectOrigin(request, reply)
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify({
            error: {
              code: ERROR_CODES.notFound,
              message: `No API route ${request.method} ${path}.`,
            },
          }),
        )
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    }
    return sendNotFoundPage(reply, staticOptions)
  })
  return { app, context }
}
