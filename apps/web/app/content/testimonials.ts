/**
 * Customer quotes and logo names for the landing page (spec section 3: testimonial fields).
 * Portraits are illustrations shipped with the site in public/avatars.
 */

export interface Testimonial {
  name: string
  role: string
  imageUrl: string
  content: string
  company: string
  /** Always 5 (spec section 9). */
  rating: 5
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maya Chen',
    role: 'Staff Engineer',
    imageUrl: '/avatars/maya-chen.svg',
    content:
      'We moved forty services to Snipwire in a week. Preview deployments alone cut our review cycle in half.',
    company: 'Northwind',
    rating: 5,
  },
  {
    name: 'Daniel Okafor',
    role: 'CTO',
    imageUrl: '/avatars/daniel-okafor.svg',
    content:
      'Rollbacks used to mean a war room. Now they are a single click, and our on-call engineers finally sleep through the night.',
    company: 'Lumen Labs',
    rating: 5,
  },
  {
    name: 'Sofia Ramirez',
    role: 'Platform Lead',
    imageUrl: '/avatars/sofia-ramirez.svg',
    content:
      'The CLI dropped straight into our pipelines, and the resource insights paid for the plan within the first month.',
    company: 'Stackline',
    rating: 5,
  },
]

/** The four customers shown as a logo strip. */
export const customerLogos: readonly string[] = ['Northwind', 'Lumen Labs', 'Stackline', 'Helix']
