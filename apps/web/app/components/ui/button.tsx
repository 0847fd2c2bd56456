/**
 * Buttons and button-styled links, in one visual language across the site.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import { classNames } from '../../lib/class-names'

export type ButtonVariant = 'primary' | 'secondary' | 'brand' | 'ghost'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-white text-zinc-950 shadow-sm hover:bg-zinc-200',
  secondary: 'border border-line-strong bg-white/[0.04] text-zinc-100 hover:bg-white/[0.09]',
  brand:
    'bg-brand-600 text-white shadow-[0_0_0_1px_rgb(129_140_248/0.4),0_8px_24px_-8px_rgb(99_102_241/0.7)] hover:bg-brand-500',
  ghost: 'text-zinc-300 hover:bg-white/[0.06] hover:text-white',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
}

/**
 * The class list of a button, for elements that are not `<Button>` or `<ButtonLink>`.
 * @example <a className={buttonStyles({ variant: 'secondary' })}>…</a>
 */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant | undefined
  size?: ButtonSize | undefined
  className?: string | undefined
} = {}): string {
  return classNames(base, variants[variant], sizes[size], className)
}

interface StyleProps {
  variant?: ButtonVariant | undefined
  size?: ButtonSize | undefined
  className?: string | undefined
  children: ReactNode
}

/**
 * @example <Button variant="brand" onClick={save}>Save Changes</Button>
 */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  children,
  ...props
}: StyleProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>) {
  return (
    <button type={type} className={buttonStyles({ variant, size, className })} {...props}>
      {children}
    </button>
  )
}

/**
 * A link that looks like a button.
 * @example <ButtonLink to="/signup">Start Free Trial</ButtonLink>
 */
export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: StyleProps & Omit<LinkProps, 'className' | 'children'>) {
  return (
    <Link className={buttonStyles({ variant, size, className })} {...props}>
      {children}
    </Link>
  )
}
