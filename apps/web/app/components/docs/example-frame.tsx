/**
 * The frame of a live example: it says that what it holds runs for real, against the demo
 * workspace of the Snipwire server this site is served by.
 */
import type { ReactNode } from 'react'
import { publishableKey } from '../../lib/snipwire'

/**
 * @example <ExampleFrame title="Sign up a demo user">…</ExampleFrame>
 */
export function ExampleFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={`Live example: ${title}`}
      className="overflow-hidden rounded-2xl border border-brand-400/30 bg-[linear-gradient(180deg,rgb(99_102_241/0.08),rgb(17_17_22/0.85)_45%)]"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line px-5 py-3">
        <p className="flex items-center gap-2 text-sm font-medium text-white">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
          Live example · {title}
        </p>
        <p className="truncate font-mono text-xs text-zinc-400">{publishableKey('demo')}</p>
      </div>
      <div className="space-y-4 p-5">{children}</div>
    </section>
  )
}
