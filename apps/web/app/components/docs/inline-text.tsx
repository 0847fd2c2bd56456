/**
 * Renders the documentation's inline markup: `code` in backticks and [label](/path) links
 * (internal paths through the router, anything else as a plain link). Everything else is text.
 */
import { Fragment } from 'react'
import { Link } from 'react-router'

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string }

const markup = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g

/**
 * Splits a text into plain, code and link parts.
 * @example parseInline('Run `npm start`') // [{ kind: 'text', text: 'Run ' }, { kind: 'code', text: 'npm start' }]
 */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  let last = 0
  for (const match of text.matchAll(markup)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) })
    if (match[1] !== undefined) parts.push({ kind: 'code', text: match[1] })
    else parts.push({ kind: 'link', text: match[2]!, href: match[3]! })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

const linkClass =
  'font-medium text-brand-300 underline decoration-brand-400/40 underline-offset-2 hover:text-white hover:decoration-white/60'

/**
 * @example <InlineText text="Run `npm start`, then open [the docs](/docs)." />
 */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => (
        <Fragment key={index}>
          {part.kind === 'text' && part.text}
          {part.kind === 'code' && (
            <code className="rounded-md border border-line bg-white/[0.05] box-decoration-clone px-1.5 py-0.5 font-mono text-[0.85em] break-words text-zinc-100">
              {part.text}
            </code>
          )}
          {part.kind === 'link' &&
            (part.href.startsWith('/') ? (
              <Link to={part.href} className={linkClass}>
                {part.text}
              </Link>
            ) : (
              <a href={part.href} className={linkClass}>
                {part.text}
              </a>
            ))}
        </Fragment>
      ))}
    </>
  )
}
