/**
 * Site-wide content: the product's name and pitch, the top bar's links and the footer's
 * columns (spec section 2, word for word).
 */

export const siteName = 'Snipwire'

export const siteTagline = 'The developer platform to build, test and deploy.'

export const siteDescription =
  'Snipwire is the developer platform for building, testing and deploying web apps: instant previews, autoscaling infrastructure and one-click rollbacks.'

export interface SiteLink {
  label: string
  /** An internal route, or `null` for a link that does not lead anywhere yet. */
  to: string | null
}

export const topBarLinks: readonly SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Pricing', to: '/pricing' },
]

/** The top bar's account link: Login for visitors, Dashboard once signed in. */
export const accountLinks = {
  signedOut: { label: 'Login', to: '/login' },
  signedIn: { label: 'Dashboard', to: '/dashboard' },
} as const

export const signUpLink = { label: 'Sign Up', to: '/signup' } as const

/** The top bar's button for a signed-in visitor. */
export const signOutLink = { label: 'Sign out', to: '/logout' } as const

export interface FooterColumn {
  title: string
  links: readonly SiteLink[]
}

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'API Reference', to: null },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: null },
      { label: 'Blog', to: null },
      { label: 'Careers', to: null },
      { label: 'Contact', to: null },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy', to: null },
      { label: 'Security', to: null },
    ],
  },
]

export type SocialNetwork = 'github' | 'x' | 'linkedin' | 'discord'

export interface SocialLink {
  network: SocialNetwork
  label: string
}

/** Social profiles: shown as icons, dead links for now. */
export const socialLinks: readonly SocialLink[] = [
  { network: 'github', label: 'Snipwire on GitHub' },
  { network: 'x', label: 'Snipwire on X' },
  { network: 'linkedin', label: 'Snipwire on LinkedIn' },
  { network: 'discord', label: 'Snipwire on Discord' },
]

/** The site's pages listed in sitemap.xml (before the docs), in the order a visitor meets them. */
export const sitemapPaths: readonly string[] = [
  '/',
  '/pricing',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/dashboard',
  '/dashboard/projects',
  '/dashboard/deployments',
  '/dashboard/team',
  '/dashboard/settings',
]

/** The top bar turns solid on the landing page once it has scrolled more than this (px). */
export const topBarScrollThreshold = 20
