/**
 * The centred card of the login and sign-up pages: logo, title, form and a switch link.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LogoMark } from '../ui/logo'

/**
 * @example <AuthCard title="Welcome back" subtitle="…" footer={<Link to="/signup">…</Link>}>…</AuthCard>
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle: ReactNode
  children: ReactNode
  footer: ReactNode
}) {
  return (
    <div className="w-full max-w-md">
      <div className="rounded-2xl border border-line-strong bg-surface/90 p-6 shadow-2xl shadow-black/50 sm:p-9">
        <div className="flex flex-col items-center text-center">
          <Link to="/" aria-label="Snipwire home" className="rounded-xl">
            <LogoMark className="size-11" />
          </Link>
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-white">{title}</h1>
          <p className="mt-2 text-sm text-zinc-400">{subtitle}</p>
        </div>
        <div className="mt-8">{children}</div>
      </div>
      <p className="mt-6 text-center text-sm text-zinc-400">{footer}</p>
    </div>
  )
}
