/**
 * A code sample with a Copy button. The code scrolls sideways on narrow screens (and can be
 * scrolled with the keyboard); the button says when the code is on the clipboard.
 */
import { useEffect, useState } from 'react'
import type { CodeLanguage } from '../../content/docs/types'
import { classNames } from '../../lib/class-names'

const languageNames: Record<CodeLanguage, string> = {
  html: 'HTML',
  js: 'JavaScript',
  json: 'JSON',
  sh: 'Terminal',
  text: 'Text',
}

/** How long the button says 'Copied'. */
const copiedForMs = 2000

/**
 * Puts text on the clipboard: the Clipboard API, or a selected textarea where it is missing.
 * @example await copyText('npm start')
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text)
    return
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  const copied = document.execCommand('copy')
  area.remove()
  if (!copied) throw new Error('The browser refused to copy.')
}

/**
 * @example <CodeBlock language="sh" code="npm start" caption="Terminal" />
 */
export function CodeBlock({
  code,
  language,
  caption,
}: {
  code: string
  language: CodeLanguage
  caption?: string | undefined
}) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const title = caption ?? languageNames[language]

  useEffect(() => {
    if (status === 'idle') return
    const timer = setTimeout(() => setStatus('idle'), copiedForMs)
    return () => clearTimeout(timer)
  }, [status])

  const copy = () => {
    copyText(code).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    )
  }

  return (
    <figure className="overflow-hidden rounded-xl border border-line-strong bg-zinc-950/90 shadow-[0_20px_50px_-30px_rgb(79_70_229/0.45)]">
      <figcaption className="flex items-center justify-between gap-3 border-b border-line px-4 py-2">
        <span className="truncate font-mono text-xs text-zinc-400">{title}</span>
        <button
          type="button"
          onClick={copy}
          aria-label={status === 'copied' ? `Copied ${title}` : `Copy ${title}`}
          className={classNames(
            'inline-flex h-7 shrink-0 items-center rounded-md border px-2.5 text-xs font-medium transition-colors',
            status === 'copied'
              ? 'border-emerald-400/40 text-emerald-300'
              : 'border-line-strong text-zinc-300 hover:bg-white/[0.08] hover:text-white',
          )}
        >
          {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy'}
        </button>
        <span role="status" className="sr-only">
          {status === 'copied'
            ? 'Copied to the clipboard'
            : status === 'failed'
              ? 'The browser did not allow copying: select the code instead.'
              : ''}
        </span>
      </figcaption>
      <pre
        // Focusable, so a keyboard can scroll a long line into view.
        tabIndex={0}
        className="overflow-x-auto px-4 py-4 font-mono text-[13px] leading-6 text-zinc-200"
      >
        <code>{code}</code>
      </pre>
    </figure>
  )
}
