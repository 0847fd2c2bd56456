/**
 * The page column: centred, with the same side margins on every page.
 */
import type { ReactNode } from 'react'
import { classNames } from '../../lib/class-names'

/**
 * @example <Container className="py-24">…</Container>
 */
export function Container({
  children,
  className,
  wide = false,
}: {
  children: ReactNode
  className?: string
  /** The dashboard uses a wider column than the marketing pages. */
  wide?: boolean
}) {
  return (
    <div
      className={classNames(
        'mx-auto w-full px-4 sm:px-6 lg:px-8',
        wide ? 'max-w-7xl' : 'max-w-6xl',
        className,
      )}
    >
      {children}
    </div>
  )
}
