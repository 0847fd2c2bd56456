/**
 * The footer: Product, Company and Legal columns, social icons, the current year and a
 * rights-reserved line. Internal links scroll the page to the top; dead links stay put.
 */
import { Link } from 'react-router'
import { footerColumns, siteTagline, socialLinks, type SiteLink } from '../../content/site'
import { useCurrentYear } from '../../lib/use-hydrated'
import { SocialIcon } from '../icons/brand-icons'
import { Container } from '../ui/container'
import { DeadLink } from '../ui/dead-link'
import { Logo } from '../ui/logo'

const linkClass = 'text-sm text-zinc-400 transition-colors hover:text-white'

function scrollToTop() {
  // Also when the link points at the page already shown, where no navigation scroll happens.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}

function FooterLink({ link }: { link: SiteLink }) {
  if (link.to === null) {
    return <DeadLink className="cursor-default text-sm text-zinc-400">{link.label}</DeadLink>
  }
  return (
    <Link to={link.to} onClick={scrollToTop} className={linkClass}>
      {link.label}
    </Link>
  )
}

/**
 * @example <SiteFooter />
 */
export function SiteFooter() {
  const year = useCurrentYear()
  return (
    <footer className="border-t border-line bg-canvas">
      <Container className="py-14 sm:py-16">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
          {footerColumns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="text-sm font-semibold text-white">Follow us</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <DeadLink
                    label={social.label}
                    className="inline-flex size-8 cursor-default items-center justify-center rounded-lg border border-line text-zinc-400"
                  >
                    <SocialIcon network={social.network} className="size-4" />
                  </DeadLink>
                </li>
              ))}
            </ul>
            <p className="mt-4 max-w-[16rem] text-sm text-zinc-400">{siteTagline}</p>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
          <Logo />
          <p className="text-sm text-zinc-400">
            © <span data-testid="footer-year">{year}</span> Snipwire, Inc. All rights reserved.
          </p>
        </div>
      </Container>
    </footer>
  )
}
