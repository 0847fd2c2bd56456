/**
 * The dashboard's deployments.
 */
import { DeploymentTable } from '../../components/dashboard/deployment-table'
import { PageHeader } from '../../components/dashboard/page-header'
import { RefreshIcon } from '../../components/icons/page-icons'
import { Button } from '../../components/ui/button'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/deployments'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Deployments',
    description:
      'Recent Snipwire deployments across production and staging, with status and commit.',
  })

export default function DeploymentsPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Deployments"
        description="Every build and release across your environments."
        action={
          <Button variant="primary">
            <RefreshIcon className="size-4" />
            Redeploy
          </Button>
        }
      />
      <DeploymentTable />
    </div>
  )
}
