/**
 * An on/off switch: a real button with `role="switch"` and `aria-checked`, operable with the
 * mouse, Space and Enter.
 */
import { classNames } from '../../lib/class-names'

/**
 * @example <Switch checked={on} onCheckedChange={setOn} labelledBy="weekly-report-label" />
 */
export function Switch({
  id,
  checked,
  onCheckedChange,
  labelledBy,
  describedBy,
}: {
  id?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  labelledBy: string
  describedBy?: string
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={() => onCheckedChange(!checked)}
      className={classNames(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border transition-colors duration-200',
        checked ? 'border-brand-400/60 bg-brand-600' : 'border-line-strong bg-zinc-800',
      )}
    >
      <span
        aria-hidden="true"
        className={classNames(
          'inline-block size-[18px] rounded-full bg-white shadow transition-transform duration-200',
          checked ? 'translate-x-[22px]' : 'translate-x-[2px]',
        )}
      />
    </button>
  )
}
