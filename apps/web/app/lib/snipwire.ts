/**
 * The website as a customer of its own toolkit: the publishable keys of its two workspaces, set
 * at build time (site-env.ts), and a lazily loaded `@snipwire/client`. The client is only
 * downloaded by the pages and actions that use it (sign-up, login, pricing, sign-out, the docs'
 * live examples), never by the landing page.
 */
import type { Client } from '@snipwire/client'

/** The house workspace runs the website's own login, sign-up and pricing; demo runs the docs. */
export type SiteWorkspace = 'house' | 'demo'

/** Where the site is published, as the docs' code samples name it. */
export const publicOrigin = __SITE_PUBLIC_ORIGIN__

/**
 * A workspace's publishable key, as built into the site.
 * @example publishableKey('demo') // 'pk_test_snipwire_demo_workspace'
 */
export function publishableKey(workspace: SiteWorkspace): string {
  return workspace === 'house' ? __SITE_HOUSE_KEY__ : __SITE_DEMO_KEY__
}

/**
 * Loads the client (one small chunk, fetched once) and returns the workspace's client.
 * @example const client = await loadClient('house'); await client.signOut()
 */
export async function loadClient(workspace: SiteWorkspace): Promise<Client> {
  const { createClient } = await import('@snipwire/client')
  const apiKey = publishableKey(workspace)
  // Empty: the client talks to the origin the site is served from.
  return createClient(__SITE_SERVER__ ? { apiKey, server: __SITE_SERVER__ } : { apiKey })
}

/** The house workspace's snippets (seed/snipwire.json) the website runs. */
export const houseSnippets = {
  login: 'login',
  signUp: 'sign-up',
  pricing: 'pricing',
} as const
