/**
 * The overview's recent activity: success, in progress or failed.
 */
import type { ComponentType } from 'react'
import { recentActivity, type DeploymentStatus } from '../../content/dashboard'
import { classNames } from '../../lib/class-names'
import type { IconProps } from '../icons/icon'
import { CheckCircleIcon, ClockIcon, XCircleIcon } from '../icons/page-icons'
import { Card } from '../ui/card'
import { DeploymentStatusBadge } from './status-badge'

const statusIcons: Record<DeploymentStatus, { icon: ComponentType<IconProps>; tone: string }> = {
  success: { icon: CheckCircleIcon, tone: 'text-emerald-400 bg-emerald-500/10' },
  'in-progress': { icon: ClockIcon, tone: 'text-sky-400 bg-sky-500/10' },
  failed: { icon: XCircleIcon, tone: 'text-rose-400 bg-rose-500/10' },
}

/**
 * @example <ActivityList />
 */
export function ActivityList() {
  return (
    <Card as="section" aria-labelledby="recent-activity">
      <div className="flex items-center justify-between border-b border-line px-5 py-4 sm:px-6">
        <h2 id="recent-activity" className="text-base font-semibold text-white">
          Recent activity
        </h2>
        <span className="text-xs text-zinc-400">Last 24 hours</span>
      </div>
      <ul className="divide-y divide-line">
        {recentActivity.map((activity) => {
          const { icon: StatusIcon, tone } = statusIcons[activity.status]
          return (
            <li key={activity.id} className="flex items-start gap-4 px-5 py-4 sm:px-6">
              <span
                className={classNames(
                  'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
                  tone,
                )}
              >
                <StatusIcon className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-white">{activity.title}</p>
                <p className="mt-0.5 text-sm text-zinc-400">
                  <span className="font-mono text-zinc-300">{activity.project}</span> ·{' '}
                  {activity.actor} · {activity.time}
                </p>
              </div>
              <DeploymentStatusBadge status={activity.status} />
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
