/**
 * The dashboard overview: projects, deployment stats, resource usage and recent activity, and
 * after a checkout, the confirmation of the plan bought.
 */
import { ActivityList } from '../../components/dashboard/activity-list'
import { CheckoutConfirmation } from '../../components/dashboard/checkout-confirmation'
import { OverviewCards } from '../../components/dashboard/overview-cards'
import { PageHeader } from '../../components/dashboard/page-header'
import { dashboardUser } from '../../content/dashboard'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/overview'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Dashboard',
    description:
      'Your Snipwire overview: active projects, deployment success rate, resource usage and recent activity.',
  })

export default function DashboardOverviewPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${dashboardUser.name.split(' ')[0] ?? dashboardUser.name}. Here is what happened across your projects.`}
      />
      <CheckoutConfirmation />
      <OverviewCards />
      <ActivityList />
    </div>
  )
}
