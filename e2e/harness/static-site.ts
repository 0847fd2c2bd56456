/**
 * A tiny static file server for the built website (apps/web/build/client), used by the browser
 * tests and the Lighthouse benchmark. It answers the way the Snipwire server must serve the
 * site:
 *
 * - `/path` → `path/index.html` (every route is prerendered to a folder), else `path.html`,
 *   else the file itself (`/robots.txt`, `/assets/…`, `/favicon.svg`).
 * - Any other URL → `404/index.html` with status **404**. That file is the prerendered
 *   catch-all route (apps/web/app/routes/not-found.tsx): it shows 'Unexpected Application
 *   Error!' with '404 Not Found' and hydrates without a mismatch at any unknown URL.
 *   (`__spa-fallback.html`, which React Router also writes, is not used.)
 * - Correct content types; gzip when the browser accepts it; `/assets/` (hashed file names)
 *   cached for a year, everything else revalidated.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** Where `npm run build -w apps/web` writes the site. */
export const builtSiteDirectory = fileURLToPath(
  new URL('../../apps/web/build/client', import.meta.url),
)

/** The file answered, with status 404, for every URL that matches nothing. */
export const notFoundFile = '404/index.html'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.data': 'text/x-script',
}

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml'])

export interface StaticSite {
  /** The origin, e.g. `http://127.0.0.1:41234`. */
  url: string
  close(): Promise<void>
}

export class MissingBuildError extends Error {
  constructor(directory: string) {
    super(
      `The website has not been built: ${directory} has no ${notFoundFile}. Run \`npm run build\` (or \`npm run build -w apps/web\`) first; the root \`npm test\` builds before testing.`,
    )
    this.name = 'MissingBuildError'
  }
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile()
}

/**
 * Maps a URL path to the file that answers it, or `null` for the not-found page.
 * @example resolveFile('/srv/site', '/pricing') // '/srv/site/pricing/index.html'
 */
export function resolveFile(root: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const relative = normalize(decoded).replace(/^([/\\])+/, '')
  const base = resolve(root, relative)
  // Never serve a file outside the site, whatever `..` the URL holds.
  if (base !== root && !base.startsWith(root + sep)) return null
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html')]
    : [join(base, 'index.html'), `${base}.html`, base]
  return candidates.find(isFile) ?? null
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  file: string,
  body: Buffer,
  gzipCache: Map<string, Buffer>,
) {
  const extension = extname(file)
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  }
  let payload = body
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  if (acceptsGzip && compressible.has(extension)) {
    let zipped = gzipCache.get(file)
    if (!zipped) {
      zipped = gzipSync(body, { level: 9 })
      gzipCache.set(file, zipped)
    }
    payload = zipped
    headers['Content-Encoding'] = 'gzip'
  }
  headers['Content-Length'] = String(payload.length)
  response.writeHead(status, headers)
  response.end(request.method === 'HEAD' ? undefined : payload)
}

/**
 * Serves the built site on a free port of 127.0.0.1.
 * @example const site = await startStaticSite(); await page.goto(`${site.url}/pricing`); await site.close()
 */
export async function startStaticSite(root: string = builtSiteDirectory): Promise<StaticSite> {
  const siteRoot = resolve(root)
  const notFoundPath = join(siteRoot, notFoundFile)
  if (!isFile(notFoundPath)) throw new MissingBuildError(siteRoot)
  const gzipCache = new Map<string, Buffer>()

  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('Method Not Allowed: this static site only answers GET and HEAD.')
      return
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const file = resolveFile(siteRoot, pathname)
    // The not-found page answers 404 even when asked for by its own path.
    const status = file === null || file === notFoundPath ? 404 : 200
    const served = file ?? notFoundPath
    send(request, response, status, served, readFileSync(served), gzipCache)
  })

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen)
    server.listen(0, '127.0.0.1', () => resolveListen())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.closeAllConnections()
        server.close((error) => (error ? rejectClose(error) : resolveClose()))
      }),
  }
}
