/**
 * The documentation's sidebar: three groups of pages. From the `lg` breakpoint it stays beside
 * the page; below, it folds behind a button that names the current page.
 */
import { useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { docGroups, docLinks } from '../../content/docs/navigation'
import { classNames } from '../../lib/class-names'
import { BookIcon, ChevronDownIcon } from '../icons/icons'

const navId = 'docs-nav'

/**
 * @example <DocsSidebar />
 */
export function DocsSidebar() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState(pathname)
  const current = docLinks.find((link) => link.path === pathname)

  // Following a link closes the folded menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname)
    setOpen(false)
  }

  return (
    <div className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-12 w-full items-center gap-3 rounded-xl border border-line-strong bg-surface px-4 text-left text-sm font-medium text-white lg:hidden"
      >
        <BookIcon className="size-4 text-brand-300" />
        <span className="flex-1 truncate">
          <span className="text-zinc-400">Docs:</span>{' '}
          {current?.navTitle ?? current?.title ?? 'Documentation'}
        </span>
        <ChevronDownIcon
          className={classNames('size-4 text-zinc-400 transition-transform', open && 'rotate-180')}
        />
      </button>
      <nav
        id={navId}
        aria-label="Documentation"
        className={classNames(
          'mt-2 rounded-xl border border-line bg-surface p-4 lg:mt-0 lg:block lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0',
          !open && 'hidden',
        )}
      >
        {docGroups.map((group) => (
          <div key={group.title} className="mb-6 last:mb-0">
            <h2 className="px-3 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
              {group.title}
            </h2>
            <ul className="mt-2 space-y-0.5">
              {group.links.map((link) => (
                <li key={link.path}>
                  <NavLink
                    to={link.path}
                    end
                    className={({ isActive }) =>
                      classNames(
                        'block rounded-lg px-3 py-2 text-sm transition-colors',
                        isActive
                          ? 'bg-brand-500/15 font-medium text-white'
                          : 'text-zinc-400 hover:bg-white/[0.04] hover:text-white',
                      )
                    }
                  >
                    {link.navTitle ?? link.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  )
}
