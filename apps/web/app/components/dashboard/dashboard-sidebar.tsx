/**
 * The dashboard's navigation: Dashboard, Projects, Deployments, Team, Settings, with the
 * current page marked. A sidebar on wide screens, a scrollable tab row on phones.
 */
import type { ComponentType } from 'react'
import { NavLink } from 'react-router'
import { dashboardNavigation, dashboardUser, type DashboardIcon } from '../../content/dashboard'
import { classNames } from '../../lib/class-names'
import type { IconProps } from '../icons/icon'
import {
  FolderIcon,
  LayoutDashboardIcon,
  RocketIcon,
  SettingsIcon,
  UsersIcon,
} from '../icons/page-icons'
import { Avatar } from '../ui/avatar'

const icons: Record<DashboardIcon, ComponentType<IconProps>> = {
  dashboard: LayoutDashboardIcon,
  folder: FolderIcon,
  rocket: RocketIcon,
  users: UsersIcon,
  settings: SettingsIcon,
}

/**
 * @example <DashboardSidebar />
 */
export function DashboardSidebar() {
  return (
    <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <div className="mb-6 hidden items-center gap-3 rounded-xl border border-line bg-surface/70 p-3 lg:flex">
        <Avatar initials={dashboardUser.initials} className="size-9 text-xs" />
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium text-white">{dashboardUser.name}</p>
          <p className="truncate text-zinc-400">{dashboardUser.workspace} workspace</p>
        </div>
      </div>
      <nav aria-label="Dashboard">
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
          {dashboardNavigation.map((item) => {
            const ItemIcon = icons[item.icon]
            return (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    classNames(
                      'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-white/[0.08] text-white ring-1 ring-white/10'
                        : 'text-zinc-400 hover:bg-white/[0.04] hover:text-white',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <ItemIcon
                        className={classNames(
                          'size-4',
                          isActive ? 'text-brand-300' : 'text-zinc-400',
                        )}
                      />
                      {item.label}
                    </>
                  )}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>
    </aside>
  )
}
