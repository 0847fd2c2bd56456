/**
 * Initials in a tinted circle, for people without a picture.
 */
import { classNames } from '../../lib/class-names'

const tints = [
  'from-indigo-500 to-violet-500',
  'from-cyan-500 to-sky-600',
  'from-emerald-500 to-teal-600',
  'from-amber-500 to-orange-600',
  'from-rose-500 to-pink-600',
]

/**
 * @example <Avatar initials="MC" />
 */
export function Avatar({ initials, className }: { initials: string; className?: string }) {
  const tint = tints[(initials.charCodeAt(0) + (initials.charCodeAt(1) || 0)) % tints.length]
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-sm font-semibold text-white',
        tint,
        className,
      )}
    >
      {initials}
    </span>
  )
}
