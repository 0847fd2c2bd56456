/**
 * The fixed top bar: logo, Home, Pricing, Login and a highlighted Sign Up — or, for a visitor
 * signed in to the website, Dashboard and Sign out. Below the `md` breakpoint the links sit
 * behind a menu toggle. Transparent on the landing page until it has scrolled more than 20 px;
 * solid everywhere else.
 *
 * Prerendered HTML and hydration show the signed-out links; the stored session is read right
 * after. Both variants take the same width, so the switch moves nothing.
 */
import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import {
  accountLinks,
  signOutLink,
  signUpLink,
  topBarLinks,
  topBarScrollThreshold,
  type SiteLink,
} from '../../content/site'
import { classNames } from '../../lib/class-names'
import { useSiteUser } from '../../lib/site-session'
import { useScrolledPast } from '../../lib/use-scrolled-past'
import { CloseIcon, MenuIcon } from '../icons/icons'
import { ButtonLink } from '../ui/button'
import { Container } from '../ui/container'
import { Logo } from '../ui/logo'

const menuId = 'site-menu'

/**
 * @example <SiteHeader />
 */
export function SiteHeader() {
  const { pathname } = useLocation()
  const scrolled = useScrolledPast(topBarScrollThreshold)
  const transparent = pathname === '/' && !scrolled
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuPath, setMenuPath] = useState(pathname)
  const user = useSiteUser()
  const closeMenu = () => setMenuOpen(false)
  const accountAction = user ? signOutLink : signUpLink
  const links: readonly SiteLink[] = [
    ...topBarLinks,
    user ? accountLinks.signedIn : accountLinks.signedOut,
  ]

  // Any navigation (a link, the back button) closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  return (
    <header
      data-appearance={transparent ? 'transparent' : 'solid'}
      className={classNames(
        'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color] duration-200',
        transparent
          ? 'border-transparent bg-transparent'
          : 'border-line bg-canvas/85 backdrop-blur-md backdrop-saturate-150',
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-6">
        <Link to="/" aria-label="Snipwire home" className="-m-1.5 rounded-lg p-1.5">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link, index) =>
            link.to === null ? null : (
              <NavLink
                key={link.label}
                to={link.to}
                end
                className={({ isActive }) =>
                  classNames(
                    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    // The account link keeps one width for Login and Dashboard.
                    index === links.length - 1 && 'inline-block w-24 text-center',
                    isActive ? 'text-white' : 'text-zinc-400 hover:text-white',
                  )
                }
              >
                {link.label}
              </NavLink>
            ),
          )}
          <ButtonLink to={accountAction.to} variant="primary" size="sm" className="ml-3 w-[5.5rem]">
            {accountAction.label}
          </ButtonLink>
        </nav>

        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="-mr-2 inline-flex size-10 items-center justify-center rounded-lg text-zinc-200 hover:bg-white/[0.08] md:hidden"
        >
          <span className="sr-only">Menu</span>
          {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
        </button>
      </Container>

      <div id={menuId} hidden={!menuOpen} className="md:hidden">
        <Container className="pb-4">
          <nav
            aria-label="Main menu"
            className="animate-fade-up rounded-2xl border border-line-strong bg-surface p-2 shadow-2xl shadow-black/60"
          >
            <ul className="flex flex-col">
              {links.map((link) =>
                link.to === null ? null : (
                  <li key={link.label}>
                    <NavLink
                      to={link.to}
                      end
                      onClick={closeMenu}
                      className={({ isActive }) =>
                        classNames(
                          'flex h-12 items-center rounded-xl px-4 text-base font-medium',
                          isActive
                            ? 'bg-white/[0.06] text-white'
                            : 'text-zinc-300 hover:bg-white/[0.04] hover:text-white',
                        )
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ),
              )}
              <li className="mt-2 px-2 pb-2">
                <ButtonLink
                  to={accountAction.to}
                  onClick={closeMenu}
                  variant="primary"
                  size="lg"
                  className="w-full"
                >
                  {accountAction.label}
                </ButtonLink>
              </li>
            </ul>
          </nav>
        </Container>
      </div>
    </header>
  )
}
