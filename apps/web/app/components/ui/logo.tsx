/**
 * The Snipwire mark and wordmark.
 */
import { useId } from 'react'
import { classNames } from '../../lib/class-names'

/**
 * The mark alone: two wires joined by a spark, on a gradient tile.
 * @example <LogoMark className="size-8" />
 */
export function LogoMark({ className = 'size-7' }: { className?: string }) {
  // One gradient id per mark: the logo appears several times on a page.
  const gradientId = `snipwire-mark-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient
          id={gradientId}
          x1="0"
          y1="0"
          x2="32"
          y2="32"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M7 20.5h5.5l3-9 3 9H25"
        fill="none"
        stroke="#0b0b12"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * @example <Logo />
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={classNames('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-[17px] font-semibold tracking-tight text-white">Snipwire</span>
    </span>
  )
}
