/**
 * The FAQ accordion: at most one answer open, clicking the open question closes it. Each
 * question is a button with `aria-expanded`/`aria-controls`; Arrow keys, Home and End move
 * between questions.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { FaqItem } from '../../content/faq'
import { classNames } from '../../lib/class-names'
import { ChevronDownIcon } from '../icons/icons'

/**
 * @example <FaqAccordion items={faqItems} />
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function focusQuestion(index: number) {
    const count = items.length
    buttons.current[(index + count) % count]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    focusQuestion(target)
  }

  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-surface/70">
      {items.map((item, index) => {
        const open = openIndex === index
        const questionId = `${baseId}-question-${index}`
        const answerId = `${baseId}-answer-${index}`
        return (
          <div key={item.question}>
            <h3>
              <button
                ref={(element) => {
                  buttons.current[index] = element
                }}
                id={questionId}
                type="button"
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-6 px-5 py-5 text-left text-base font-medium text-white transition-colors hover:text-brand-300 sm:px-6"
              >
                {item.question}
                <ChevronDownIcon
                  className={classNames(
                    'size-5 shrink-0 text-zinc-400 transition-transform duration-200',
                    open && 'rotate-180 text-brand-300',
                  )}
                />
              </button>
            </h3>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              hidden={!open}
              className="px-5 pb-5 sm:px-6"
            >
              <p className="text-[15px] leading-relaxed text-zinc-400">{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
