/** Small helpers for the unit tests' pages. */
import type { AuthResponse } from '@snipwire/protocol'
import { expect, vi } from 'vitest'

/** Lets pending fetches and promise chains run (a fake fetch answers within milliseconds). */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 30))

/**
 * Runs `wire` (which wires `element`) and waits until the element listens to clicks; the
 * operation's promise comes back wrapped, so awaiting this does not wait for it.
 * @example const { result } = await untilWired(button, () => client.login('sign-in'))
 */
export async function untilWired<T>(
  element: HTMLElement,
  wire: () => Promise<T>,
): Promise<{ result: Promise<T> }> {
  const listen = vi.spyOn(element, 'addEventListener')
  const result = wire()
  result.catch(() => undefined)
  await vi.waitFor(() => expect(listen).toHaveBeenCalledWith('click', expect.any(Function)))
  return { result }
}

/** Sets the page's body and returns a lookup by id. */
export function page(html: string) {
  document.body.innerHTML = html
  return <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T
}

/** Fills an input as a user would. */
export const type = (input: HTMLElement, value: string): void => {
  ;(input as HTMLInputElement).value = value
}

export const authResponse = (
  email = 'ada@example.com',
  expiresIn = 60 * 60 * 1000,
  tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' },
): AuthResponse => ({
  user: { uid: 'user-' + email, email },
  session: { ...tokens, expiresAt: Date.now() + expiresIn },
})

/** The messages logged with console.error so far. */
export const logged = (): unknown[] =>
  vi.mocked(console.error).mock.calls.map((call) => call[0] as unknown)

/** Collects the `snipwire:success` / `snipwire:error` events reaching `target`. */
export function events(target: EventTarget = document) {
  const seen: { type: string; detail: unknown }[] = []
  for (const type of ['snipwire:success', 'snipwire:error'])
    target.addEventListener(type, (event) =>
      seen.push({ type, detail: (event as CustomEvent).detail }),
    )
  return seen
}
