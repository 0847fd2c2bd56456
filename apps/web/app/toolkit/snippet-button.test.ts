import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectSnippetButton } from './snippet-button'

// `wire` stands in for a client method at the seam: it wires the button the way
// @snipwire/client does (a click listener that cancels the click and reports each attempt as
// `snipwire:success` / `snipwire:error` on the button) once `ready()` is called.
function fakeSnippet(button: HTMLButtonElement, outcome: () => 'success' | Error) {
  let ready: () => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const calls = { wire: 0, attempts: 0 }
  const wire = () => {
    calls.wire += 1
    return new Promise<unknown>((resolve, reject) => {
      fail = reject
      ready = () => {
        let first = true
        button.addEventListener('click', (event) => {
          event.preventDefault()
          calls.attempts += 1
          const result = outcome()
          const success = result === 'success'
          button.dispatchEvent(
            new CustomEvent(success ? 'snipwire:success' : 'snipwire:error', {
              detail: success ? { email: 'ada@example.com' } : result,
              bubbles: true,
            }),
          )
          if (first) (success ? resolve : reject)(result)
          first = false
        })
      }
    })
  }
  return { wire, calls, ready: () => ready(), fail: (error: Error) => fail(error) }
}

let button: HTMLButtonElement
let form: HTMLFormElement

beforeEach(() => {
  vi.useFakeTimers()
  form = document.createElement('form')
  button = document.createElement('button')
  button.textContent = 'Sign In'
  form.append(button)
  document.body.append(form)
})

afterEach(() => {
  vi.useRealTimers()
  form.remove()
})

describe('connectSnippetButton', () => {
  it('wires the button at once and reports each attempt', async () => {
    const snippet = fakeSnippet(button, () => 'success')
    const onSuccess = vi.fn()
    const onAttempt = vi.fn()
    connectSnippetButton({ button, wire: snippet.wire, onSuccess, onFailure: vi.fn(), onAttempt })
    expect(snippet.calls.wire).toBe(1)
    snippet.ready()
    button.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(onAttempt).toHaveBeenCalledTimes(1)
    expect(onSuccess).toHaveBeenCalledWith({ email: 'ada@example.com' })
    expect(snippet.calls.attempts).toBe(1)
  })

  it('keeps a click that comes before the wiring and replays it once wired', async () => {
    const snippet = fakeSnippet(button, () => 'success')
    const onSuccess = vi.fn()
    connectSnippetButton({ button, wire: snippet.wire, onSuccess, onFailure: vi.fn() })
    const submitted = vi.fn((event: Event) => event.defaultPrevented)
    form.addEventListener('submit', submitted)
    button.click()
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(submitted.mock.results.every((result) => result.value === true)).toBe(true)
    await vi.advanceTimersByTimeAsync(200)
    expect(snippet.calls.attempts).toBe(0)
    snippet.ready()
    await vi.advanceTimersByTimeAsync(100)
    expect(snippet.calls.attempts).toBe(1)
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    await vi.advanceTimersByTimeAsync(500)
    expect(snippet.calls.attempts).toBe(1)
  })

  it('shows the failure label and the reason when a waiting click meets a failed wiring', async () => {
    const snippet = fakeSnippet(button, () => 'success')
    const onFailure = vi.fn()
    connectSnippetButton({
      button,
      wire: snippet.wire,
      failureLabel: 'Try Again',
      onSuccess: vi.fn(),
      onFailure,
    })
    button.click()
    const unreachable = new Error('Could not reach http://localhost:3000.')
    snippet.fail(unreachable)
    await vi.advanceTimersByTimeAsync(0)
    expect(onFailure).toHaveBeenCalledWith(unreachable)
    expect(button.textContent).toBe('Try Again')
    expect(button.hasAttribute('aria-busy')).toBe(false)
  })

  it('says nothing about a failed wiring until the visitor clicks, then wires again', async () => {
    const snippet = fakeSnippet(button, () => new Error('Wrong password.'))
    const onFailure = vi.fn()
    connectSnippetButton({ button, wire: snippet.wire, onSuccess: vi.fn(), onFailure })
    snippet.fail(new Error('Could not reach http://localhost:3000.'))
    await vi.advanceTimersByTimeAsync(0)
    expect(onFailure).not.toHaveBeenCalled()
    button.click()
    expect(snippet.calls.wire).toBe(2)
    snippet.ready()
    await vi.advanceTimersByTimeAsync(100)
    expect(snippet.calls.attempts).toBe(1)
    expect(onFailure).toHaveBeenCalledWith(new Error('Wrong password.'))
  })

  it('wires a button once, however often it is connected', async () => {
    const snippet = fakeSnippet(button, () => 'success')
    const first = connectSnippetButton({
      button,
      wire: snippet.wire,
      onSuccess: vi.fn(),
      onFailure: vi.fn(),
    })
    first()
    const onSuccess = vi.fn()
    connectSnippetButton({ button, wire: snippet.wire, onSuccess, onFailure: vi.fn() })
    expect(snippet.calls.wire).toBe(1)
    snippet.ready()
    button.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(snippet.calls.attempts).toBe(1)
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('keeps an outcome reported during the click that caused it', async () => {
    const snippet = fakeSnippet(button, () => new Error('All Fields are required.'))
    const outcomes: string[] = []
    connectSnippetButton({
      button,
      wire: snippet.wire,
      onSuccess: vi.fn(),
      onAttempt: () => outcomes.push('cleared'),
      onFailure: (error) => outcomes.push((error as Error).message),
    })
    snippet.ready()
    button.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(outcomes).toEqual(['cleared', 'All Fields are required.'])
  })

  it('stops listening once disconnected', async () => {
    const snippet = fakeSnippet(button, () => 'success')
    const onSuccess = vi.fn()
    const disconnect = connectSnippetButton({
      button,
      wire: snippet.wire,
      onSuccess,
      onFailure: vi.fn(),
    })
    snippet.ready()
    disconnect()
    button.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(onSuccess).not.toHaveBeenCalled()
  })
})
