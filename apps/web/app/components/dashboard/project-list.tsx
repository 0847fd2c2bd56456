/**
 * The projects list: name, description, status, last deploy, team size and branch.
 */
import { projects } from '../../content/dashboard'
import { GitBranchIcon } from '../icons/icons'
import { ClockIcon, UsersIcon } from '../icons/page-icons'
import { ProjectStatusBadge } from './status-badge'

/**
 * @example <ProjectList />
 */
export function ProjectList() {
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <li
          key={project.name}
          className="flex flex-col rounded-2xl border border-line bg-surface/80 p-5 transition-colors hover:border-line-strong sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex min-w-0 items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-zinc-700 to-zinc-800 font-mono text-sm font-semibold text-white uppercase ring-1 ring-white/10"
              >
                {project.name.slice(0, 1)}
              </span>
              <h2 className="truncate font-mono text-base font-semibold text-white">
                {project.name}
              </h2>
            </div>
            <ProjectStatusBadge status={project.status} />
          </div>
          <p className="mt-3 flex-1 text-sm text-zinc-400">{project.description}</p>
          <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-line pt-4 text-sm text-zinc-400">
            <div className="flex items-center gap-1.5">
              <dt>
                <ClockIcon className="size-4" />
                <span className="sr-only">Last deploy</span>
              </dt>
              <dd>{project.lastDeploy}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <UsersIcon className="size-4" />
                <span className="sr-only">Team</span>
              </dt>
              <dd>
                {project.teamCount} {project.teamCount === 1 ? 'member' : 'members'}
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <GitBranchIcon className="size-4" />
                <span className="sr-only">Branch</span>
              </dt>
              <dd className="font-mono text-zinc-300">{project.branch}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
