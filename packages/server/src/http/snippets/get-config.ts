/**
 * GET /v1/snippets/:snippetId?key= — the snippet's public config, in one request. A simple CORS
 * request (no preflight) with a strong ETag and a short Cache-Control, so a returning page
 * revalidates with a 304. Served from the catalog's cache: the body is serialized and its ETag
 * computed once per snippet version.
 */
import { ROUTES } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { NotFoundError } from '../../core/errors.js'
import { authorizeKey } from '../public-request.js'
import { keyQuery, snippetParams, type KeyQuery, type SnippetParams } from '../schemas.js'
import type { ServerContext } from '../server-context.js'

/** Short: a changed snippet reaches returning pages within a minute. */
export const CONFIG_CACHE_CONTROL = 'public, max-age=60'

/**
 * Registers the route on `app`.
 * @example registerGetConfig(app, context)
 */
export function registerGetConfig(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Querystring: KeyQuery; Params: SnippetParams }>(
    ROUTES.snippetConfig,
    { schema: { querystring: keyQuery, params: snippetParams } },
    async (request, reply) => {
      const key = await authorizeKey(request, reply, context)
      const entry = await context.core.catalog.getSnippet(
        key.workspace.id,
        request.params.snippetId,
      )
      if (!entry) throw new NotFoundError()
      reply.header('etag', entry.etag).header('cache-control', CONFIG_CACHE_CONTROL)
      const ifNoneMatch = request.headers['if-none-match']
      if (
        ifNoneMatch !== undefined &&
        (ifNoneMatch === entry.etag || ifNoneMatch.includes(entry.etag))
      ) {
        return reply.code(304).send()
      }
      return reply.type('application/json; charset=utf-8').send(entry.configJson)
    },
  )
}
