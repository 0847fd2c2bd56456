/**
 * What each route of the built website must show, and helpers shared by the site's browser
 * tests.
 */
import type { Page } from 'playwright-core'

export interface SitePage {
  path: string
  title: string
  heading: string
  /** Texts the page must show besides its heading. */
  shows: string[]
}

export const sitePages: SitePage[] = [
  {
    path: '/',
    title: 'Snipwire: Develop Faster. Ship Confidently.',
    heading: 'Develop Faster. Ship Confidently.',
    shows: [
      'Beta',
      'Start Free Trial',
      'View Documentation',
      'Fast Deployment',
      'Scalable Infrastructure',
      'Enterprise Security',
      'Version Control',
      'Advanced CLI',
      'Resource Optimization',
      'Limited Time Offer',
      'Get 3 months free on an annual plan',
      'View Pricing',
      'Frequently asked questions',
      'Northwind',
      'Lumen Labs',
      'Stackline',
      'Helix',
    ],
  },
  {
    path: '/pricing',
    title: 'Pricing · Snipwire',
    heading: 'Simple pricing that scales with your team',
    shows: ['Basic', 'Pro', 'Enterprise', 'Most Popular', '$29', '$79', '$199', '-15%'],
  },
  {
    path: '/login',
    title: 'Log in · Snipwire',
    heading: 'Welcome back',
    shows: ['Email address', 'Password', 'Remember me', 'Forgot password?', 'Sign In', 'Sign up'],
  },
  {
    path: '/signup',
    title: 'Sign up · Snipwire',
    heading: 'Create your account',
    shows: ['Full name', 'Email address', 'Password', 'Create Account', 'Log in'],
  },
  {
    path: '/terms',
    title: 'Terms of Service · Snipwire',
    heading: 'Terms of Service',
    shows: ['1. Agreement to these terms', '3. Trials, plans and billing', '10. Contact'],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy · Snipwire',
    heading: 'Privacy Policy',
    shows: ['2. Data we collect', '8. Your rights', 'privacy@snipwire.dev'],
  },
  {
    path: '/dashboard',
    title: 'Dashboard · Snipwire',
    heading: 'Dashboard',
    shows: [
      'Projects overview',
      '12',
      'Active projects',
      '98.5%',
      '45s',
      '156',
      'CPU 65%',
      'Recent activity',
      'Success',
      'In progress',
      'Failed',
    ],
  },
  {
    path: '/dashboard/projects',
    title: 'Projects · Snipwire',
    heading: 'Projects',
    shows: ['New Project', 'web-app', 'Active', 'Maintenance', 'release/2.4', '8 members'],
  },
  {
    path: '/dashboard/deployments',
    title: 'Deployments · Snipwire',
    heading: 'Deployments',
    shows: ['Redeploy', 'dpl_7Hx2kQ', 'Production', 'Staging', 'Failed', '1m 12s', '8c1e4fa'],
  },
  {
    path: '/dashboard/team',
    title: 'Team · Snipwire',
    heading: 'Team',
    shows: ['Invite Member', 'Maya Chen', 'maya@northwind.dev', 'Admin', 'Developer', 'Offline'],
  },
  {
    path: '/dashboard/settings',
    title: 'Settings · Snipwire',
    heading: 'Settings',
    shows: ['Display name', 'Deployment notifications', 'Weekly usage report', 'Save Changes'],
  },
  {
    path: '/docs',
    title: 'Quick start \u00b7 Docs \u00b7 Snipwire',
    heading: 'Quick start',
    shows: [
      'Quick start',
      'Error catalogue',
      'Run Snipwire',
      'Add the script tag',
      'Or import it as a module',
      'npm ci && npm start',
      'pk_test_snipwire_demo_workspace',
    ],
  },
  {
    path: '/docs/no-code',
    title: 'No-code wiring \u00b7 Docs \u00b7 Snipwire',
    heading: 'No-code wiring',
    shows: [
      'Quick start',
      'Error catalogue',
      'data-snipwire-snippet',
      'data-snipwire-action',
      'snipwire:success',
    ],
  },
  {
    path: '/docs/snippets/sign-up',
    title: 'Sign-up \u00b7 Docs \u00b7 Snipwire',
    heading: 'Sign-up',
    shows: [
      'Quick start',
      'Error catalogue',
      'usersCollectionName',
      'Live example',
      'Create demo account',
      "'All Fields are required.'",
    ],
  },
  {
    path: '/docs/snippets/login',
    title: 'Login \u00b7 Docs \u00b7 Snipwire',
    heading: 'Login',
    shows: [
      'Quick start',
      'Error catalogue',
      'emailElementId',
      'Live example',
      "'Signing In...', disabled",
      "'Try Again', enabled",
    ],
  },
  {
    path: '/docs/snippets/add',
    title: 'Add a document \u00b7 Docs \u00b7 Snipwire',
    heading: 'Add a document',
    shows: [
      'Quick start',
      'Error catalogue',
      'pathSegments',
      'Live example',
      'rooms/lobby/messages',
      "'Loading..', disabled",
    ],
  },
  {
    path: '/docs/snippets/dynamic-display',
    title: 'Live list (dynamic display) \u00b7 Docs \u00b7 Snipwire',
    heading: 'Live list (dynamic display)',
    shows: [
      'Quick start',
      'Error catalogue',
      'dynamicSnippetItemCode',
      'Live example',
      'Container element not found.',
    ],
  },
  {
    path: '/docs/snippets/static-display',
    title: 'Static display \u00b7 Docs \u00b7 Snipwire',
    heading: 'Static display',
    shows: [
      'Quick start',
      'Error catalogue',
      'queryConditions',
      'Live example',
      'products/starter-kit',
    ],
  },
  {
    path: '/docs/snippets/payment',
    title: 'Payment \u00b7 Docs \u00b7 Snipwire',
    heading: 'Payment',
    shows: [
      'Quick start',
      'Error catalogue',
      'priceID',
      'Live example',
      'Buy for $25',
      "'Try payment again', enabled",
    ],
  },
  {
    path: '/docs/templates',
    title: 'Templates \u00b7 Docs \u00b7 Snipwire',
    heading: 'Templates',
    shows: ['Quick start', 'Error catalogue', 'if (condition)', 'Invalid characters in condition.'],
  },
  {
    path: '/docs/errors',
    title: 'Error catalogue \u00b7 Docs \u00b7 Snipwire',
    heading: 'Error catalogue',
    shows: [
      'Quick start',
      'Error catalogue',
      'No workspace or snippet found with the provided apiKey and snippetId.',
      'Payment link not received from server.',
    ],
  },
  {
    path: '/docs/cli',
    title: 'The snipwire CLI \u00b7 Docs \u00b7 Snipwire',
    heading: 'The snipwire CLI',
    shows: ['Quick start', 'Error catalogue', 'snipwire apply FILE.json', 'snipwire price put'],
  },
  {
    path: '/docs/configuration',
    title: 'Configuration \u00b7 Docs \u00b7 Snipwire',
    heading: 'Configuration',
    shows: [
      'Quick start',
      'Error catalogue',
      'SNIPWIRE_DATA_DIR',
      'SMTP_URL',
      'STRIPE_SECRET_KEY',
      'Authorized origins',
    ],
  },
]

export const desktop = { width: 1280, height: 800 }
export const phone = { width: 375, height: 812 }

/**
 * Resolves once React has hydrated the page: React keeps its props on every element it has
 * claimed, and the footer is hydrated together with the rest of the page.
 * @example await page.goto(url); await waitForHydration(page)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const footer = document.querySelector('footer')
      return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactProps$'))
    },
    undefined,
    { timeout: 10_000 },
  )
}

/**
 * The top bar's computed background colour, its opacity (0 to 1) and whether it is fully
 * transparent. Chromium reports colours as `rgba(…)` or, for Tailwind's colours, `oklab(… / a)`.
 * @example expect((await topBar(page)).transparent).toBe(true)
 */
export async function topBar(
  page: Page,
): Promise<{ background: string; alpha: number; transparent: boolean }> {
  const background = await page.evaluate(() => {
    const header = document.querySelector('header')
    if (!header) throw new Error('The page has no <header>.')
    return getComputedStyle(header).backgroundColor
  })
  const alpha = colourAlpha(background)
  return { background, alpha, transparent: alpha === 0 }
}

function colourAlpha(colour: string): number {
  if (colour === 'transparent') return 0
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour)
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1)
  const rgba = /^rgba\(([^)]+)\)$/.exec(colour)
  if (rgba) return Number(rgba[1]!.split(',')[3])
  return 1
}

/**
 * Scrolls the window to `y` and waits for the scroll event to be handled.
 * @example await scrollWindowTo(page, 21)
 */
export async function scrollWindowTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        if (window.scrollY === target) return resolve()
        window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {
          once: true,
        })
        window.scrollTo(0, target)
      }),
    y,
  )
}
