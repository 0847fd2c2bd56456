/**
 * The FAQ section of the landing page.
 */
import { faqItems } from '../../content/faq'
import { Container } from '../ui/container'
import { SectionHeading } from '../ui/section-heading'
import { FaqAccordion } from './faq-accordion'

/**
 * @example <FaqSection />
 */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title">
      <Container className="grid gap-12 py-24 sm:py-32 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="faq-title"
          eyebrow="FAQ"
          title="Frequently asked questions"
          lead="Everything you need to know before your first deploy."
          align="left"
        />
        <FaqAccordion items={faqItems} />
      </Container>
    </section>
  )
}
