/**
 * A labelled meter for usage figures.
 */
import { classNames } from '../../lib/class-names'

/**
 * @example <ProgressBar label="CPU" percent={65} />
 */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const tone = percent >= 80 ? 'bg-rose-400' : percent >= 60 ? 'bg-amber-400' : 'bg-brand-400'
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 overflow-hidden rounded-full bg-white/[0.06]"
    >
      <div className={classNames('h-full rounded-full', tone)} style={{ width: `${percent}%` }} />
    </div>
  )
}
