/**
 * Authorized origins: which pages may use a workspace's publishable key. In test mode, pages on
 * `localhost`, `127.0.0.1` and `[::1]` (any port, http or https) are always allowed, so a
 * developer can try a snippet before deploying.
 */
import type { Mode, Workspace } from './model.js'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The canonical form of an origin (`scheme://host[:port]`), or null when `value` is not an
 * http(s) URL without path, query or credentials.
 * @example normalizeOrigin('HTTPS://Shop.Example:443/') // 'https://shop.example'
 */
export function normalizeOrigin(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username !== '' || url.password !== '') return null
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') return null
  return url.origin
}

function isLoopback(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname)
  } catch {
    return false
  }
}

/**
 * Whether a page at `origin` (the request's `Origin` header) may use the workspace in `mode`.
 * @example isOriginAllowed(workspace, 'test', 'http://localhost:5173') // true
 */
export function isOriginAllowed(workspace: Workspace, mode: Mode, origin: string): boolean {
  if (workspace.origins.includes(origin)) return true
  return mode === 'test' && isLoopback(origin)
}
