/**
 * A message about the outcome of a form's action, announced by screen readers as it appears.
 */
import type { ReactNode } from 'react'
import { classNames } from '../../lib/class-names'

/**
 * @example <FormAlert>Wrong email or password. Check both and try again.</FormAlert>
 */
export function FormAlert({
  children,
  tone = 'error',
  className,
}: {
  children: ReactNode
  tone?: 'error' | 'success'
  className?: string
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={classNames(
        'rounded-lg border px-3.5 py-3 text-sm leading-relaxed',
        tone === 'error'
          ? 'border-rose-400/30 bg-rose-500/10 text-rose-100'
          : 'border-emerald-400/30 bg-emerald-500/10 text-emerald-100',
        className,
      )}
    >
      {children}
    </p>
  )
}
