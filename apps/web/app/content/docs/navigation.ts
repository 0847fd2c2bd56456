/**
 * The documentation's index: every page's path, heading, sidebar name and description, in
 * reading order, in three groups. The sidebar, the page titles and the sitemap come from here;
 * each page's content is loaded only when the page is shown.
 */

export interface DocLink {
  path: string
  /** The page's heading and title. */
  title: string
  /** The sidebar's shorter name, when it differs. */
  navTitle?: string
  /** The meta description. */
  description: string
}

export interface DocGroup {
  title: string
  links: readonly DocLink[]
}

export const docGroups: readonly DocGroup[] = [
  {
    title: 'Getting started',
    links: [
      {
        path: '/docs',
        title: 'Quick start',
        description:
          'Add the Snipwire client to a page with one script tag or an ES module import, and wire a login form to a snippet in minutes.',
      },
      {
        path: '/docs/no-code',
        title: 'No-code wiring',
        description:
          'Wire login, sign-up, add, display and payment snippets with data-snipwire-* attributes and a script tag: no JavaScript of your own.',
      },
    ],
  },
  {
    title: 'Snippets',
    links: [
      {
        path: '/docs/snippets/sign-up',
        title: 'Sign-up',
        description:
          'The sign-up snippet: create accounts with an email, a password and extra fields, stored as a user document.',
      },
      {
        path: '/docs/snippets/login',
        title: 'Login',
        description:
          'The login snippet: wire an email field, a password field and a button to sign users in, with the spec’s button states and messages.',
      },
      {
        path: '/docs/snippets/add',
        title: 'Add a document',
        description:
          'The add snippet: a button that adds a document built from form fields to a collection, with $variables in the path.',
      },
      {
        path: '/docs/snippets/dynamic-display',
        title: 'Live list (dynamic display)',
        navTitle: 'Live list',
        description:
          'The dynamic display snippet: render one template item per document into a container, live across tabs.',
      },
      {
        path: '/docs/snippets/static-display',
        title: 'Static display',
        description:
          'The static display snippet: fill page elements with the fields of one document, once or live.',
      },
      {
        path: '/docs/snippets/payment',
        title: 'Payment',
        description:
          'The payment snippet: start a card checkout for a price, with Stripe or the built-in test checkout.',
      },
    ],
  },
  {
    title: 'Reference',
    links: [
      {
        path: '/docs/templates',
        title: 'Templates',
        description:
          'The template language of live lists: #field placeholders, if / else if / else blocks, safe conditions and escaping.',
      },
      {
        path: '/docs/errors',
        title: 'Error catalogue',
        description:
          'Every message the Snipwire client raises, word for word, with its error code, and how errors reach your page.',
      },
      {
        path: '/docs/cli',
        title: 'The snipwire CLI',
        navTitle: 'CLI',
        description:
          'The snipwire command: serve, workspaces and keys, snippets, documents, prices, payments, usage, the notification outbox and declarative apply files.',
      },
      {
        path: '/docs/configuration',
        title: 'Configuration',
        description:
          'Configure the Snipwire server: storage (SQLite or PostgreSQL), SMTP, Stripe, authorized origins, ports and limits.',
      },
    ],
  },
]

/** Every page, in sidebar order. */
export const docLinks: readonly DocLink[] = docGroups.flatMap((group) => group.links)

/**
 * The page at `path`, or `undefined`.
 * @example docLink('/docs/cli')?.title // 'The snipwire CLI'
 */
export function docLink(path: string): DocLink | undefined {
  return docLinks.find((link) => link.path === path)
}

/**
 * The pages before and after `path`, for the links at the end of a page.
 * @example neighbours('/docs/no-code') // { previous: { path: '/docs', … }, next: { path: '/docs/snippets/sign-up', … } }
 */
export function neighbours(path: string): { previous?: DocLink; next?: DocLink } {
  const index = docLinks.findIndex((link) => link.path === path)
  if (index === -1) return {}
  const previous = docLinks[index - 1]
  const next = docLinks[index + 1]
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) }
}
