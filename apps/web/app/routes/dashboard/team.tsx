/**
 * The dashboard's team.
 */
import { PageHeader } from '../../components/dashboard/page-header'
import { TeamList } from '../../components/dashboard/team-list'
import { UserPlusIcon } from '../../components/icons/page-icons'
import { Button } from '../../components/ui/button'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/team'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Team',
    description: 'The members of your Snipwire workspace, their roles and their activity.',
  })

export default function TeamPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Team"
        description="Invite teammates and manage who can deploy."
        action={
          <Button variant="primary">
            <UserPlusIcon className="size-4" />
            Invite Member
          </Button>
        }
      />
      <TeamList />
    </div>
  )
}
