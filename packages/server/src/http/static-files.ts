/**
 * The files `snipwire serve` hands out besides the API: the client bundle under `/sdk/`
 * (readable from any origin, so pages elsewhere can load it as a module) and the prerendered
 * website (`/pricing` → `pricing.html` or `pricing/index.html`; unknown pages get the site's
 * 404 page with status 404).
 */
import { stat } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

export interface StaticFilesOptions {
  sdkDir: string | null
  webDir: string | null
  /** The site's not-found page, relative to `webDir`; by default `404/index.html`, else `404.html`. */
  notFoundPage: string | null
}

/** Where the prerendered site keeps its catch-all page (see e2e/harness/static-site.ts). */
const NOT_FOUND_PAGES = ['404/index.html', '404.html']

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * The file under `root` a URL path names, trying `path/index.html`, `path.html` and `path`;
 * null for anything outside `root` or missing.
 * @example await resolveSiteFile('/srv/site', '/pricing') // 'pricing/index.html'
 */
export async function resolveSiteFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (
    decoded.includes('\0') ||
    decoded.split('/').some((part) => part === '..' || part.startsWith('.'))
  ) {
    return null
  }
  const relative = normalize(decoded)
    .replace(/^[/\\]+/, '')
    .replace(/[/\\]+$/, '')
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative}.html`, join(relative, 'index.html')]
  for (const candidate of candidates) {
    const full = join(root, candidate)
    if (!full.startsWith(root.endsWith(sep) ? root : root + sep)) return null
    if (await isFile(full)) return candidate
  }
  return null
}

function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * Sends the site's 404 page with status 404, or a plain 404 when the site has none.
 * @example await sendNotFoundPage(reply, options)
 */
export async function sendNotFoundPage(
  reply: FastifyReply,
  options: StaticFilesOptions,
): Promise<FastifyReply> {
  const { webDir } = options
  if (webDir) {
    for (const page of options.notFoundPage ? [options.notFoundPage] : NOT_FOUND_PAGES) {
      if (await isFile(join(webDir, page))) {
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .sendFile(page, webDir, { cacheControl: false })
      }
    }
  }
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
}

/**
 * Registers the client bundle (`/sdk/*`) and the website (`/*`) routes on `app`.
 * @example await registerStaticFiles(app, { sdkDir, webDir, notFoundPage: null })
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: StaticFilesOptions,
): Promise<void> {
  // `sendFile` for every scope (the not-found page too); nothing is served blindly.
  await app.register(fastifyStatic, {
    root: options.webDir ?? options.sdkDir ?? process.cwd(),
    serve: false,
  })
  // Compression only for these files, in their own scope: the API's small answers stay
  // uncompressed, which is cheaper.
  await app.register(async (scope) => {
    await scope.register(fastifyCompress, { global: true })
    registerFileRoutes(scope, options)
  })
}

function registerFileRoutes(app: FastifyInstance, options: StaticFilesOptions): void {
  const { sdkDir, webDir } = options

  if (sdkDir) {
    app.get<{ Params: { '*': string } }>('/sdk/*', async (request, reply) => {
      const file = await resolveSiteFile(sdkDir, `/${request.params['*']}`)
      if (!file || file.endsWith('index.html')) return reply.callNotFound()
      return reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=300')
        .sendFile(file, sdkDir, { cacheControl: false })
    })
  }

  if (webDir) {
    app.get('/*', async (request, reply) => {
      const urlPath = pathOf(request.url)
      if (urlPath === '/v1' || urlPath.startsWith('/v1/')) return reply.callNotFound()
      const file = await resolveSiteFile(webDir, urlPath)
      if (!file) return reply.callNotFound()
      const immutable = file.startsWith(`assets${sep}`) || file.startsWith('assets/')
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(file, webDir, { cacheControl: false })
    })
  }
}
