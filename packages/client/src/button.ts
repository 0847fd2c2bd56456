/**
 * What every wired button shares: one attempt per click and never two at once, no form
 * submission, the spec's labels and disabled states (section 4), and an event per outcome.
 */
import { emit, report } from './errors.js'

/**
 * The page element with this id; null for a missing element or a missing id.
 * @example byId(config.buttonElementId) ?? fail(…)
 */
export const byId = (id: string | undefined): HTMLElement | null =>
  id ? document.getElementById(id) : null

/**
 * The value a user entered in an element (a checkbox gives `'true'` or `'false'`).
 * @example valueOf(document.getElementById('message')!) // 'Hello'
 */
export const valueOf = (element: HTMLElement): string =>
  (element as HTMLInputElement).type == 'checkbox'
    ? String((element as HTMLInputElement).checked)
    : 'value' in element
      ? String(element.value)
      : (element.textContent ?? '')

// Where a button shows its label: `<input type="submit">` in its value, others in their text.
const labelOf = (button: HTMLElement) =>
  (button instanceof HTMLInputElement ? 'value' : 'textContent') as 'textContent'

const show = (button: HTMLElement, label: string | undefined, disabled: boolean) => {
  if (label != null) button[labelOf(button)] = label
  ;(button as HTMLButtonElement).disabled = disabled
}

export interface ButtonStates {
  /** Label while working (the button is disabled meanwhile). */
  working: string
  /** Label on success; `undefined` keeps the working label (the browser is leaving). */
  success?: string
  successDisabled?: boolean
  /** Label on failure; `undefined` restores the button's own label. */
  failure?: string
}

/**
 * Runs `attempt` on every click of `button`. `attempt` validates first, then calls `start()` to
 * show the working state. Resolves or rejects with the first attempt; every attempt, first or
 * later, is announced as `snipwire:success` or `snipwire:error` on `target`.
 * @example
 * wireButton(button, { working: 'Loading..', success: 'Send' }, async (start) => { start(); return send() })
 */
export function wireButton<T>(
  button: HTMLElement,
  states: ButtonStates,
  attempt: (start: () => void) => Promise<T>,
  target: EventTarget = button,
): Promise<T> {
  const label = button[labelOf(button)] ?? ''
  let busy = false
  return new Promise((resolve, reject) => {
    button.addEventListener('click', (event) => {
      // A button inside a <form> must never reload the page.
      event.preventDefault()
      if (busy) return
      busy = true
      attempt(() => show(button, states.working, true))
        .then(
          (result) => {
            show(button, states.success, !!states.successDisabled)
            emit(target, 'success', result)
            resolve(result)
          },
          (error: Error) => {
            show(button, states.failure ?? label, false)
            report(error, target)
            reject(error)
          },
        )
        // Released only once the outcome is on screen: one attempt at a time.
        .finally(() => (busy = false))
    })
  })
}
