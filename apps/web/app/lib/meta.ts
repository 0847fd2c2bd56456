/**
 * Per-page `<title>` and meta description, in one format for every route.
 */
import { siteName } from '../content/site'

export interface PageMeta {
  title: string
  description: string
}

/**
 * The meta descriptors of a page: its title followed by the site's name, and its description.
 * @example export const meta = () => pageMeta({ title: 'Pricing', description: '…' })
 */
export function pageMeta({ title, description }: PageMeta) {
  return [
    // A title that already names the site is used as it is.
    { title: title.includes(siteName) ? title : `${title} · ${siteName}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
  ]
}

/**
 * The meta descriptors of a documentation page: 'Title · Docs · Snipwire'.
 * @example export const meta = () => docMeta(loginDoc)
 */
export function docMeta(page: { title: string; description: string }) {
  return pageMeta({ title: `${page.title} · Docs`, description: page.description })
}

/** The title and description of the page answered for unknown URLs. */
export const notFoundMeta = [
  { title: `404 Not Found · ${siteName}` },
  { name: 'description', content: 'This page does not exist on the Snipwire website.' },
  { name: 'robots', content: 'noindex' },
]
