/**
 * The overview's three cards: projects overview, deployment stats and resource usage.
 */
import type { ReactNode } from 'react'
import {
  deploymentStats,
  projectsOverview,
  resourceUsage,
  type StatLine,
} from '../../content/dashboard'
import { GaugeIcon } from '../icons/icons'
import { FolderIcon, RocketIcon } from '../icons/page-icons'
import { Card } from '../ui/card'
import { ProgressBar } from '../ui/progress-bar'

function StatCard({
  titleId,
  title,
  icon,
  headline,
  headlineLabel,
  details,
}: {
  titleId: string
  title: string
  icon: ReactNode
  headline: string
  headlineLabel: string
  details: readonly StatLine[]
}) {
  return (
    <Card as="section" aria-labelledby={titleId} className="p-5 sm:p-6">
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-sm font-medium text-zinc-300">
          {title}
        </h2>
        <span className="inline-flex size-8 items-center justify-center rounded-lg bg-white/[0.05] text-brand-300">
          {icon}
        </span>
      </div>
      <p className="mt-4 text-4xl font-semibold tracking-tight text-white">{headline}</p>
      <p className="mt-1 text-sm text-zinc-400">{headlineLabel}</p>
      <dl className="mt-5 space-y-2.5 border-t border-line pt-4 text-sm">
        {details.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-zinc-400">{line.label}</dt>
            <dd className="font-medium text-zinc-100">{line.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

/**
 * @example <OverviewCards />
 */
export function OverviewCards() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      <StatCard
        titleId="projects-overview"
        title="Projects overview"
        icon={<FolderIcon className="size-4" />}
        headline={String(projectsOverview.activeProjects)}
        headlineLabel="Active projects"
        details={projectsOverview.details}
      />
      <StatCard
        titleId="deployment-stats"
        title="Deployment stats"
        icon={<RocketIcon className="size-4" />}
        headline={deploymentStats.successRate}
        headlineLabel="Success rate"
        details={deploymentStats.details}
      />
      <Card
        as="section"
        aria-labelledby="resource-usage"
        className="p-5 sm:p-6 md:col-span-2 xl:col-span-1"
      >
        <div className="flex items-center justify-between">
          <h2 id="resource-usage" className="text-sm font-medium text-zinc-300">
            Resource usage
          </h2>
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-white/[0.05] text-brand-300">
            <GaugeIcon className="size-4" />
          </span>
        </div>
        <ul className="mt-5 space-y-4">
          {resourceUsage.map((resource) => (
            <li key={resource.label}>
              <div className="mb-2 flex items-baseline justify-between text-sm">
                <span className="font-medium text-zinc-100">
                  {resource.label} {resource.percent}%
                </span>
                <span className="text-zinc-400">{resource.detail}</span>
              </div>
              <ProgressBar label={`${resource.label} usage`} percent={resource.percent} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
