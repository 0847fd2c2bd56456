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
