/**
 * A button the Snipwire client drives (login, sign-up, add, payment with its button), and what
 * the client leaves to the page around it:
 *
 * - The client wires the button once the snippet's configuration has arrived. A click that comes
 *   earlier is kept (the button shows it is busy) and replayed as soon as the client takes
 *   clicks, so an early click is never lost.
 * - When the wiring fails (the server cannot be reached, the snippet is missing), a waiting
 *   click ends in the snippet's failure state with the reason, and the next click tries to wire
 *   the button again.
 * - Every attempt's outcome (`snipwire:success`, `snipwire:error` on the button) is reported.
 *
 * The client's own listener sits on the button and cancels every click it takes (a wired button
 * never submits its form), so a listener on the button's parent knows whether it was wired.
 */

export interface SnippetButtonOptions {
  button: HTMLElement
  /** Asks the client to wire the button, e.g. `() => client.login('login')`. */
  wire: () => Promise<unknown>
  /** The label when the wiring failed, or `undefined` to keep the button's own label. */
  failureLabel?: string | undefined
  /** The button was clicked: an attempt starts or waits for the wiring (clear the last outcome). */
  onAttempt?: () => void
  onSuccess: (detail: unknown) => void
  onFailure: (error: unknown) => void
}

interface Wiring {
  /** Set once the client took a click: the button is wired for good. */
  wired: boolean
  /** Resolves the error of a failed wiring; `null` once the button is wired. */
  failure: Promise<unknown>
}

// One wiring per button element, also when a component mounts twice on the same element
// (React's development mode): wiring twice would run two attempts per click.
const wirings = new WeakMap<HTMLElement, Wiring>()

/** How often a waiting click is offered to the client again. */
const REPLAY_MS = 50

function startWiring(button: HTMLElement, wire: () => Promise<unknown>): Wiring {
  const existing = wirings.get(button)
  if (existing) return existing
  const wiring: Wiring = { wired: false, failure: Promise.resolve(null) }
  wiring.failure = wire().then(
    () => null,
    (error: unknown) => {
      // A first attempt that failed is an outcome, reported by its event; only a button that
      // never got wired is a failed wiring, and may be wired again.
      if (wiring.wired) return null
      wirings.delete(button)
      return error
    },
  )
  wirings.set(button, wiring)
  return wiring
}

/**
 * Wires `button` through `wire` now and reports every outcome; returns the disconnect.
 * @example
 * const disconnect = connectSnippetButton({
 *   button, wire: () => client.login('login'), failureLabel: 'Try Again',
 *   onSuccess: () => navigate('/dashboard'), onFailure: (error) => setMessage(describe(error)),
 * })
 */
export function connectSnippetButton(options: SnippetButtonOptions): () => void {
  const { button } = options
  const host = button.parentElement ?? button.ownerDocument
  let connected = true
  let waiting = false
  let replay: ReturnType<typeof setInterval> | undefined

  const stopWaiting = () => {
    waiting = false
    clearInterval(replay)
    button.removeAttribute('aria-busy')
  }

  const watch = (wiring: Wiring) => {
    void wiring.failure.then((error) => {
      if (!connected || error === null || !waiting) return
      stopWaiting()
      if (options.failureLabel !== undefined) button.textContent = options.failureLabel
      ;(button as HTMLButtonElement).disabled = false
      options.onFailure(error)
    })
  }

  const onButton = (event: Event) => event.target instanceof Node && button.contains(event.target)
  // Before the client's own listener: an outcome it reports at once (a field check) must not be
  // cleared by the click that caused it.
  const onClickStart = (event: Event) => {
    if (onButton(event)) options.onAttempt?.()
  }
  const onClick = (event: Event) => {
    if (!onButton(event)) return
    if (event.defaultPrevented) {
      const wiring = wirings.get(button)
      if (wiring) wiring.wired = true
      stopWaiting()
      return
    }
    // Not wired yet: keep the click (and the form) until the client takes it.
    event.preventDefault()
    if (waiting) return
    waiting = true
    button.setAttribute('aria-busy', 'true')
    watch(startWiring(button, options.wire))
    replay = setInterval(() => button.click(), REPLAY_MS)
  }
  const onSuccess = (event: Event) => options.onSuccess((event as CustomEvent).detail)
  const onError = (event: Event) => options.onFailure((event as CustomEvent).detail)

  host.addEventListener('click', onClickStart, { capture: true })
  host.addEventListener('click', onClick)
  button.addEventListener('snipwire:success', onSuccess)
  button.addEventListener('snipwire:error', onError)
  watch(startWiring(button, options.wire))

  return () => {
    connected = false
    stopWaiting()
    host.removeEventListener('click', onClickStart, { capture: true })
    host.removeEventListener('click', onClick)
    button.removeEventListener('snipwire:success', onSuccess)
    button.removeEventListener('snipwire:error', onError)
  }
}
