/**
 * Whether the page has hydrated: lets a component show browser-only details (the query string,
 * today's date) without making the prerendered HTML disagree with the first client render.
 */
import { useSyncExternalStore } from 'react'

function subscribeToNothing(): () => void {
  return () => {}
}

/**
 * @example const hydrated = useHydrated(); const plan = hydrated ? readPlan(search) : null
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * The current year: the build's year in prerendered HTML and during hydration, then the
 * visitor's year.
 * @example const year = useCurrentYear()
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => __SITE_BUILD_YEAR__,
  )
}
