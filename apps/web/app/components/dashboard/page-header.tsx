/**
 * The title row of a dashboard page, with an optional action on the right.
 */
import type { ReactNode } from 'react'

/**
 * @example <PageHeader title="Projects" description="…" action={<Button>New Project</Button>} />
 */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string
  description: string
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">{title}</h1>
        <p className="mt-1.5 text-sm text-zinc-400">{description}</p>
      </div>
      {action}
    </div>
  )
}
