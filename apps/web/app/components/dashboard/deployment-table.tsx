/**
 * The deployments table: id, project, environment, status, duration, timestamp and commit.
 * Scrolls sideways on narrow screens instead of squeezing its columns.
 */
import { deployments } from '../../content/dashboard'
import { classNames } from '../../lib/class-names'
import { Badge } from '../ui/badge'
import { Card } from '../ui/card'
import { DeploymentStatusBadge } from './status-badge'

const headers = ['Deployment', 'Project', 'Environment', 'Status', 'Duration', 'Time', 'Commit']

/**
 * @example <DeploymentTable />
 */
export function DeploymentTable() {
  return (
    <Card className="overflow-hidden">
      <div className="overflow-x-auto" role="region" aria-label="Deployments" tabIndex={0}>
        <table className="w-full min-w-[760px] text-left text-sm">
          <caption className="sr-only">Recent deployments</caption>
          <thead className="border-b border-line bg-white/[0.02] text-xs tracking-wide text-zinc-400 uppercase">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-5 py-3 font-medium">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {deployments.map((deployment) => (
              <tr key={deployment.id} className="transition-colors hover:bg-white/[0.02]">
                <td className="px-5 py-4 font-mono text-zinc-200">{deployment.id}</td>
                <td className="px-5 py-4 font-medium text-white">{deployment.project}</td>
                <td className="px-5 py-4">
                  <Badge tone={deployment.environment === 'production' ? 'brand' : 'neutral'}>
                    {deployment.environment === 'production' ? 'Production' : 'Staging'}
                  </Badge>
                </td>
                <td className="px-5 py-4">
                  <DeploymentStatusBadge status={deployment.status} />
                </td>
                <td
                  className={classNames(
                    'px-5 py-4 tabular-nums',
                    deployment.status === 'in-progress' ? 'text-zinc-400' : 'text-zinc-200',
                  )}
                >
                  {deployment.status === 'in-progress' ? 'Building…' : deployment.duration}
                </td>
                <td className="px-5 py-4 whitespace-nowrap text-zinc-400">
                  {deployment.timestamp}
                </td>
                <td className="px-5 py-4 font-mono text-zinc-300">{deployment.commit}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  )
}
