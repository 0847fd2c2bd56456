/**
 * Turns whatever a route threw into what the error screen shows.
 */
import { isRouteErrorResponse } from 'react-router'

export interface RouteErrorDetails {
  /** '404 Not Found', or 'Error' for a thrown exception. */
  detail: string
  message?: string | undefined
}

/**
 * @example describeRouteError(new Error('boom')) // { detail: 'Error', message: 'boom' }
 */
export function describeRouteError(error: unknown): RouteErrorDetails {
  if (isRouteErrorResponse(error)) {
    const detail = `${error.status} ${error.statusText}`.trim()
    if (error.status === 404) return { detail }
    return {
      detail,
      message: typeof error.data === 'string' && error.data ? error.data : undefined,
    }
  }
  if (error instanceof Error) return { detail: 'Error', message: error.message }
  return { detail: 'Error', message: 'Something went wrong while loading this page.' }
}
