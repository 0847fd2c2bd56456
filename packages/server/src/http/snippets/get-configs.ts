/**
 * GET /v1/snippets?key=&ids=a,b,c — the public configs of several snippets in one request, as
 * `{ [snippetId]: SnippetConfig }`; ids the workspace has no snippet for are left out. A page
 * wiring many snippets fetches them all in one round trip (a browser opens at most six
 * connections to a server over HTTP/1.1, so separate GETs queue behind each other). A simple
 * CORS request with a strong ETag and the single config's Cache-Control.
 */
import { ROUTES } from '@snipwire/protocol'
import type { FastifyInstance } from 'fastify'
import { InvalidRequestError } from '../../core/errors.js'
import { sha256 } from '../../lib/crypto.js'
import { authorizeKey } from '../public-request.js'
import { keyQuery, type KeyQuery } from '../schemas.js'
import type { ServerContext } from '../server-context.js'
import { CONFIG_CACHE_CONTROL } from './get-config.js'

/** More snippets than any page wires; a longer list is refused rather than read. */
export const MAX_CONFIG_IDS = 50

const query = {
  ...keyQuery,
  required: ['key', 'ids'],
  properties: {
    ...keyQuery.properties,
    ids: { type: 'string', minLength: 1, maxLength: MAX_CONFIG_IDS * 101 },
  },
} as const

/**
 * Registers the route on `app`.
 * @example registerGetConfigs(app, context)
 */
export function registerGetConfigs(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Querystring: KeyQuery & { ids: string } }>(
    ROUTES.snippetConfigs,
    { schema: { querystring: query } },
    async (request, reply) => {
      const ids = [...new Set(request.query.ids.split(',').filter((id) => id !== ''))]
      if (ids.length > MAX_CONFIG_IDS) {
        throw new InvalidRequestError(
          `"ids" lists ${ids.length} snippets: ask for at most ${MAX_CONFIG_IDS} at a time.`,
        )
      }
      const key = await authorizeKey(request, reply, context)
      const entries = await Promise.all(
        ids.map((id) => context.core.catalog.getSnippet(key.workspace.id, id)),
      )
      const found = ids.flatMap((id, i) => {
        const entry = entries[i]
        return entry ? [`${JSON.stringify(id)}:${entry.configJson}`] : []
      })
      const body = `{${found.join(',')}}`
      const etag = `"${sha256(body).slice(0, 27)}"`
      reply.header('etag', etag).header('cache-control', CONFIG_CACHE_CONTROL)
      const ifNoneMatch = request.headers['if-none-match']
      if (ifNoneMatch !== undefined && ifNoneMatch.includes(etag)) return reply.code(304).send()
      return reply.type('application/json; charset=utf-8').send(body)
    },
  )
}
