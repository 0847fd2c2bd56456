/** Runs around every unit test: a clean page, real globals and quiet, inspectable logs. */
import { afterEach, beforeEach, vi } from 'vitest'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})
