/**
 * The pricing page: three plans, monthly or annual.
 */
import { SparklesIcon } from '../../components/icons/icons'
import { LockIcon, RefreshIcon } from '../../components/icons/page-icons'
import { PricingPlans } from '../../components/pricing/pricing-plans'
import { Container } from '../../components/ui/container'
import { SectionHeading } from '../../components/ui/section-heading'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Pricing',
    description:
      'Snipwire plans for every team: Basic from $24, Pro from $69 and Enterprise from $179 per month billed annually. Every plan starts with a 14-day free trial.',
  })

const reassurances = [
  { icon: SparklesIcon, text: '14-day free trial on every plan' },
  { icon: RefreshIcon, text: 'Change or cancel your plan anytime' },
  { icon: LockIcon, text: 'Secure checkout, no hidden fees' },
]

export default function PricingPage() {
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_60%_100%_at_50%_0%,rgb(99_102_241/0.22),transparent)]"
      />
      <Container className="pt-32 pb-24 sm:pt-40 sm:pb-32">
        <SectionHeading
          as="h1"
          eyebrow="Pricing"
          title="Simple pricing that scales with your team"
          lead="Start with a 14-day free trial on any plan. Save 15% with annual billing."
        />
        <div className="mt-12">
          <PricingPlans />
        </div>
        <ul className="mt-14 flex flex-col items-center justify-center gap-4 text-sm text-zinc-400 sm:flex-row sm:gap-10">
          {reassurances.map(({ icon: ReassuranceIcon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <ReassuranceIcon className="size-4 text-brand-300" />
              {text}
            </li>
          ))}
        </ul>
      </Container>
    </div>
  )
}
