/**
 * Small rounded labels for statuses, roles and highlights.
 */
import type { ReactNode } from 'react'
import { classNames } from '../../lib/class-names'

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info'

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-white/[0.06] text-zinc-300 ring-white/10',
  brand: 'bg-brand-500/15 text-brand-300 ring-brand-400/30',
  success: 'bg-emerald-500/10 text-emerald-300 ring-emerald-400/25',
  warning: 'bg-amber-500/10 text-amber-300 ring-amber-400/25',
  danger: 'bg-rose-500/10 text-rose-300 ring-rose-400/25',
  info: 'bg-sky-500/10 text-sky-300 ring-sky-400/25',
}

const dots: Record<BadgeTone, string> = {
  neutral: 'bg-zinc-400',
  brand: 'bg-brand-400',
  success: 'bg-emerald-400',
  warning: 'bg-amber-400',
  danger: 'bg-rose-400',
  info: 'bg-sky-400',
}

/**
 * @example <Badge tone="success" dot>Active</Badge>
 */
export function Badge({
  children,
  tone = 'neutral',
  dot = false,
  className,
}: {
  children: ReactNode
  tone?: BadgeTone
  dot?: boolean
  className?: string
}) {
  return (
    <span
      className={classNames(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {dot && (
        <span aria-hidden="true" className={classNames('size-1.5 rounded-full', dots[tone])} />
      )}
      {children}
    </span>
  )
}
