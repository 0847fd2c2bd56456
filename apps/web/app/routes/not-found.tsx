/**
 * The catch-all route: every URL no other route matches. It shows the error screen with
 * '404 Not Found'. Prerendered as /404, the file a static server answers unknown URLs with
 * (status 404); hydrating it at any unknown URL matches this same route, so the markup agrees.
 */
import { ErrorScreen } from '../components/site/error-screen'
import { notFoundMeta } from '../lib/meta'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => notFoundMeta

export default function NotFoundPage() {
  return <ErrorScreen detail="404 Not Found" />
}
