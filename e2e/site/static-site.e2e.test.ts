/**
 * The static server the site's browser tests and benchmark use, which also documents how the
 * Snipwire server must serve the built site.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MissingBuildError, startStaticSite, type StaticSite } from '../harness/static-site.js'

let root: string
let site: StaticSite

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'snipwire-static-'))
  const files: Record<string, string> = {
    'index.html': '<h1>home</h1>',
    'pricing/index.html': '<h1>pricing</h1>',
    'about.html': '<h1>about</h1>',
    '404/index.html': '<h1>not found</h1>',
    'assets/app-1a2b.js': 'console.log(1)',
    'assets/app-1a2b.css': 'body{}',
    'robots.txt': 'User-agent: *',
    'sitemap.xml': '<urlset/>',
    'favicon.svg': '<svg/>',
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  writeFileSync(join(root, '..', 'secret-outside-site.txt'), 'secret')
  site = await startStaticSite(root)
})

afterAll(async () => {
  await site?.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(join(root, '..', 'secret-outside-site.txt'), { force: true })
})

async function get(path: string) {
  const response = await fetch(site.url + path)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    body: await response.text(),
  }
}

describe('startStaticSite', () => {
  it.each([
    ['/', 200, '<h1>home</h1>', 'text/html; charset=utf-8'],
    ['/pricing', 200, '<h1>pricing</h1>', 'text/html; charset=utf-8'],
    ['/pricing/', 200, '<h1>pricing</h1>', 'text/html; charset=utf-8'],
    ['/about', 200, '<h1>about</h1>', 'text/html; charset=utf-8'],
    ['/robots.txt', 200, 'User-agent: *', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 200, '<urlset/>', 'application/xml; charset=utf-8'],
    ['/favicon.svg', 200, '<svg/>', 'image/svg+xml'],
    ['/assets/app-1a2b.js', 200, 'console.log(1)', 'text/javascript; charset=utf-8'],
    ['/assets/app-1a2b.css', 200, 'body{}', 'text/css; charset=utf-8'],
    ['/no/such/page', 404, '<h1>not found</h1>', 'text/html; charset=utf-8'],
    ['/404', 404, '<h1>not found</h1>', 'text/html; charset=utf-8'],
    ['/assets/missing.js', 404, '<h1>not found</h1>', 'text/html; charset=utf-8'],
    ['/%E0%A4%A', 404, '<h1>not found</h1>', 'text/html; charset=utf-8'],
  ])('answers %s with %i', async (path, status, body, type) => {
    const response = await get(path)
    expect(response.status).toBe(status)
    expect(response.body).toBe(body)
    expect(response.type).toBe(type)
  })

  it('never serves a file outside the site', async () => {
    for (const path of ['/../secret-outside-site.txt', '/%2e%2e/secret-outside-site.txt']) {
      const status = await new Promise<number>((resolve, reject) => {
        // fetch() normalises `..` away; a raw request keeps it.
        const req = request(`${site.url}${path}`, { method: 'GET' }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        req.on('error', reject)
        req.end()
      })
      expect(status).toBe(404)
    }
  })

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect((await get('/assets/app-1a2b.js')).cache).toBe('public, max-age=31536000, immutable')
    expect((await get('/pricing')).cache).toBe('no-cache')
  })

  it('compresses text for browsers that accept gzip', async () => {
    const response = await fetch(`${site.url}/pricing`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe('<h1>pricing</h1>')
  })

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${site.url}/login`, { method: 'POST', body: 'x' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })

  it('tells to run the build when the site has not been built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'snipwire-unbuilt-'))
    try {
      const started = startStaticSite(empty)
      await expect(started).rejects.toBeInstanceOf(MissingBuildError)
      await expect(started).rejects.toThrow('Run `npm run build`')
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
