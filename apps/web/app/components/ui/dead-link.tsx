/**
 * A link that does not lead anywhere yet (spec: "dead links"). It has no `href`, so following it
 * can neither navigate nor jump the page to the top, and assistive technology announces it as an
 * unavailable link.
 */
import type { ReactNode } from 'react'

/**
 * @example <DeadLink className="text-sm">Careers</DeadLink>
 */
export function DeadLink({
  children,
  className,
  label,
}: {
  children: ReactNode
  className?: string
  /** Accessible name when the content is an icon. */
  label?: string
}) {
  return (
    <a
      role="link"
      aria-disabled="true"
      aria-label={label}
      title="Coming soon"
      className={className}
    >
      {children}
    </a>
  )
}
