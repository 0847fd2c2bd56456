/**
 * sitemap.xml, prerendered from the list of pages in app/content/site.ts and the documentation's
 * pages.
 */
import { docLinks } from '../content/docs/navigation'
import { sitemapPaths } from '../content/site'
import { publicOrigin } from '../lib/public-origin'

export function loader() {
  const origin = publicOrigin()
  const paths = [...sitemapPaths, ...docLinks.map((link) => link.path)]
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`)
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
