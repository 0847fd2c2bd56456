/**
 * The heading block that opens a page section: eyebrow, title and lead.
 */
import type { ReactNode } from 'react'
import { classNames } from '../../lib/class-names'

/**
 * @example <SectionHeading id="features-title" eyebrow="Features" title="Everything you need" />
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  as: Heading = 'h2',
}: {
  id?: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  align?: 'center' | 'left'
  as?: 'h1' | 'h2'
}) {
  return (
    <div className={classNames('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{eyebrow}</p>
      )}
      <Heading
        id={id}
        className={classNames(
          'mt-3 font-semibold tracking-tight text-balance text-white',
          Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {lead && <p className="mt-4 text-base text-pretty text-zinc-400 sm:text-lg">{lead}</p>}
    </div>
  )
}
