/**
 * The landing page.
 */
import { CustomerLogos } from '../../components/landing/customer-logos'
import { FaqSection } from '../../components/landing/faq-section'
import { FeatureGrid } from '../../components/landing/feature-grid'
import { Hero } from '../../components/landing/hero'
import { OfferBanner } from '../../components/landing/offer-banner'
import { TestimonialList } from '../../components/landing/testimonial-list'
import { siteDescription, siteName } from '../../content/site'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${siteName}: Develop Faster. Ship Confidently.`,
    description: siteDescription,
  })

export default function HomePage() {
  return (
    <>
      <Hero />
      <CustomerLogos />
      <FeatureGrid />
      <TestimonialList />
      <OfferBanner />
      <FaqSection />
    </>
  )
}
