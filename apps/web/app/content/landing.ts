/**
 * The landing page's copy outside the typed collections: hero and the limited-time offer.
 */

export const hero = {
  badge: 'Snipwire is now open to every team',
  headline: ['Develop Faster.', 'Ship Confidently.'],
  lead: 'Snipwire builds, tests and deploys every commit to a global edge network, with instant previews, autoscaling and one-click rollbacks. Your team ships; we run the platform.',
  primaryAction: { label: 'Start Free Trial', to: '/signup' },
  secondaryAction: { label: 'View Documentation', to: '/docs' },
} as const

export const offer = {
  eyebrow: 'Limited Time Offer',
  title: 'Get 3 months free on an annual plan',
  description:
    'Choose annual billing on any plan and your first three months are on us, on top of the 15% annual saving.',
  primaryAction: { label: 'Start Free Trial', to: '/signup' },
  secondaryAction: { label: 'View Pricing', to: '/pricing' },
} as const

/** The lines of the sample terminal session in the hero. */
export const heroTerminal: readonly {
  prompt: boolean
  text: string
  tone?: 'muted' | 'success'
}[] = [
  { prompt: true, text: 'snipwire deploy --prod' },
  { prompt: false, text: '✓ Linked to northwind/web-app', tone: 'muted' },
  { prompt: false, text: '✓ Built in 38s (412 cached layers reused)', tone: 'muted' },
  { prompt: false, text: '✓ Tests passed: 1,284 of 1,284', tone: 'muted' },
  { prompt: false, text: '✓ Deployed to production in 45s', tone: 'success' },
  { prompt: false, text: '→ https://web-app.snipwire.app', tone: 'muted' },
]
