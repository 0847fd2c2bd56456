/**
 * Whether the window has scrolled further than a threshold, kept in step with scroll events.
 */
import { useSyncExternalStore } from 'react'

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}

/**
 * `true` once `window.scrollY` is more than `threshold` pixels; `false` in prerendered HTML and
 * during hydration, so the markup always matches.
 * @example const scrolled = useScrolledPast(20)
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  )
}
