/**
 * The coloured badges for the sample data's statuses.
 */
import type { DeploymentStatus, MemberStatus, ProjectStatus } from '../../content/dashboard'
import { Badge, type BadgeTone } from '../ui/badge'

const deploymentLabels: Record<DeploymentStatus, { label: string; tone: BadgeTone }> = {
  success: { label: 'Success', tone: 'success' },
  'in-progress': { label: 'In progress', tone: 'info' },
  failed: { label: 'Failed', tone: 'danger' },
}

const projectLabels: Record<ProjectStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  maintenance: { label: 'Maintenance', tone: 'warning' },
}

const memberLabels: Record<MemberStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  offline: { label: 'Offline', tone: 'neutral' },
}

/** @example <DeploymentStatusBadge status="failed" /> */
export function DeploymentStatusBadge({ status }: { status: DeploymentStatus }) {
  const { label, tone } = deploymentLabels[status]
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  )
}

/** @example <ProjectStatusBadge status="maintenance" /> */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { label, tone } = projectLabels[status]
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  )
}

/** @example <MemberStatusBadge status="offline" /> */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { label, tone } = memberLabels[status]
  return (
    <Badge tone={tone} dot>
      {label}
    </Badge>
  )
}
