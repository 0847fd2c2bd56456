/**
 * The six feature cards.
 */
import type { ComponentType } from 'react'
import { features, type FeatureIcon } from '../../content/features'
import type { IconProps } from '../icons/icon'
import {
  GaugeIcon,
  GitBranchIcon,
  ServerIcon,
  ShieldIcon,
  TerminalIcon,
  ZapIcon,
} from '../icons/icons'
import { Container } from '../ui/container'
import { SectionHeading } from '../ui/section-heading'

const icons: Record<FeatureIcon, ComponentType<IconProps>> = {
  zap: ZapIcon,
  server: ServerIcon,
  shield: ShieldIcon,
  'git-branch': GitBranchIcon,
  terminal: TerminalIcon,
  gauge: GaugeIcon,
}

/**
 * @example <FeatureGrid />
 */
export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20">
      <Container className="py-24 sm:py-32">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to ship, nothing you have to run"
          lead="From the first commit to global scale, Snipwire takes care of builds, infrastructure and security so your team can focus on the product."
        />
        <ul className="mt-16 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => {
            const FeatureIconComponent = icons[feature.icon]
            return (
              <li
                key={feature.title}
                className="group relative rounded-2xl border border-line bg-surface/70 p-6 transition-colors hover:border-brand-400/40 hover:bg-surface"
              >
                <div className="inline-flex size-11 items-center justify-center rounded-xl border border-brand-400/25 bg-brand-500/10 text-brand-300">
                  <FeatureIconComponent className="size-5" />
                </div>
                <h3 className="mt-5 text-lg font-semibold text-white">{feature.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-zinc-400">
                  {feature.description}
                </p>
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
