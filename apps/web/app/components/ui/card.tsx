/**
 * The bordered surface that holds a group of content.
 */
import type { ReactNode } from 'react'
import { classNames } from '../../lib/class-names'

/**
 * @example <Card as="article" className="p-6">…</Card>
 */
export function Card({
  children,
  className,
  as: Element = 'div',
  ...props
}: {
  children: ReactNode
  className?: string
  as?: 'div' | 'article' | 'section' | 'li' | 'figure'
  'aria-labelledby'?: string
}) {
  return (
    <Element
      className={classNames(
        'rounded-2xl border border-line bg-surface/80 shadow-[0_1px_0_0_rgb(255_255_255/0.04)_inset]',
        className,
      )}
      {...props}
    >
      {children}
    </Element>
  )
}
