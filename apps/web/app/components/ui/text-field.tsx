/**
 * A labelled text input. Required fields are marked for sighted users and assistive technology.
 */
import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * @example <TextField id="login-email" label="Email address" type="email" required />
 */
export function TextField({
  id,
  label,
  hint,
  required = false,
  ...props
}: {
  id: string
  label: string
  hint?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-zinc-200">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-brand-300">
              *
            </span>
          )}
        </label>
        {hint}
      </div>
      <input
        id={id}
        required={required}
        className="block h-11 w-full rounded-lg border border-line-strong bg-zinc-950/60 px-3.5 text-[15px] text-white placeholder:text-zinc-500 transition-colors hover:border-white/25 focus:border-brand-400 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        {...props}
      />
    </div>
  )
}
