/**
 * The dashboard's projects.
 */
import { PlusIcon } from '../../components/icons/page-icons'
import { PageHeader } from '../../components/dashboard/page-header'
import { ProjectList } from '../../components/dashboard/project-list'
import { Button } from '../../components/ui/button'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/projects'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Projects',
    description: 'Every project in your Snipwire workspace, with its status, branch and team.',
  })

export default function ProjectsPage() {
  return (
    <div className="space-y-8">
      <PageHeader
        title="Projects"
        description="Manage the applications deployed from your workspace."
        action={
          <Button variant="primary">
            <PlusIcon className="size-4" />
            New Project
          </Button>
        }
      />
      <ProjectList />
    </div>
  )
}
