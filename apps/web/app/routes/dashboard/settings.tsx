/**
 * The dashboard's account settings.
 */
import { PageHeader } from '../../components/dashboard/page-header'
import { SettingsForm } from '../../components/dashboard/settings-form'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/settings'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Settings',
    description: 'Your Snipwire profile and notification preferences.',
  })

export default function SettingsPage() {
  return (
    <div className="space-y-8">
      <PageHeader title="Settings" description="Manage your profile and notifications." />
      <SettingsForm />
    </div>
  )
}
