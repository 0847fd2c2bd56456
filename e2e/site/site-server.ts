/**
 * The built website as the product serves it: `snipwire serve` (website, client, API and test
 * checkout on one origin) with the declarative seed file applied, so the pages that run
 * snippets (sign-up, login, pricing, the docs' live examples) work as they do after
 * `npm start`.
 */
import { fileURLToPath } from 'node:url'
import { startServer } from '../harness/server.js'

/** The seed file `npm start` applies: the house and demo workspaces. */
export const seedFile = fileURLToPath(new URL('../../seed/snipwire.json', import.meta.url))

export interface SiteServer {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string
  cli(args: string[]): Promise<unknown>
  close(): Promise<void>
}

/**
 * @example const site = await startSiteServer(); … await site.close()
 */
export async function startSiteServer(): Promise<SiteServer> {
  const server = await startServer()
  try {
    await server.cli(['apply', seedFile])
  } catch (error) {
    await server.stop()
    throw error
  }
  return { url: server.url, cli: server.cli, close: () => server.stop() }
}
