/**
 * The origin the site is published at, for the absolute URLs of robots.txt and sitemap.xml.
 * Read at build time from `SNIPWIRE_PUBLIC_URL` (the same variable the Snipwire server uses);
 * without it, the origin `npm start` serves on.
 */

const defaultOrigin = 'http://localhost:3000'

/**
 * @example publicOrigin() // 'https://snipwire.example.com'
 */
export function publicOrigin(): string {
  const configured = process.env.SNIPWIRE_PUBLIC_URL?.trim()
  if (!configured) return defaultOrigin
  let url: URL
  try {
    url = new URL(configured)
  } catch {
    throw new TypeError(
      `SNIPWIRE_PUBLIC_URL must be an absolute URL such as https://snipwire.example.com, got "${configured}".`,
    )
  }
  return url.origin
}
