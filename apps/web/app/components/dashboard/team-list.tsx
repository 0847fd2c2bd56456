/**
 * The team's members: avatar initials, name, email, role, status and last activity.
 */
import { teamMembers } from '../../content/dashboard'
import { Avatar } from '../ui/avatar'
import { Badge } from '../ui/badge'
import { Card } from '../ui/card'
import { MemberStatusBadge } from './status-badge'

/**
 * @example <TeamList />
 */
export function TeamList() {
  return (
    <Card as="section" aria-labelledby="members-title">
      <div className="flex items-center justify-between border-b border-line px-5 py-4 sm:px-6">
        <h2 id="members-title" className="text-base font-semibold text-white">
          Members
        </h2>
        <span className="text-sm text-zinc-400">{teamMembers.length} people</span>
      </div>
      <ul className="divide-y divide-line">
        {teamMembers.map((member) => (
          <li
            key={member.email}
            className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <Avatar initials={member.initials} />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-white">{member.name}</p>
                <p className="truncate text-sm text-zinc-400">{member.email}</p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2 pl-[52px] sm:pl-0">
              <Badge tone={member.role === 'Admin' ? 'brand' : 'neutral'}>{member.role}</Badge>
              <MemberStatusBadge status={member.status} />
              <span className="text-sm text-zinc-400 sm:w-32 sm:text-right">
                {member.lastActive === 'Now' ? 'Active now' : `Seen ${member.lastActive}`}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}
