/**
 * robots.txt, prerendered: everything may be crawled; the sitemap is announced with the
 * site's public origin.
 */
import { publicOrigin } from '../lib/public-origin'

export function loader() {
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${publicOrigin()}/sitemap.xml`, ''].join(
    '\n',
  )
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
