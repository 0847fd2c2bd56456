/**
 * `snipwire serve [--port N] [--host H]`: the API, the client bundle at `/sdk/snipwire.js` and
 * the built website, on one origin. Missing bundle or site folders only produce a warning: the
 * API runs regardless.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addressUrl } from '../../lib/address-url.js'
import { describeStorage, loadSigningKeyFor, serverParts } from '../../runtime.js'
import { optionalOption, UsageError, type Command, type CommandContext } from '../command.js'

/** How often, and beyond what age, the change feed is trimmed. */
const PRUNE_EVERY_MS = 60_000
const KEEP_CHANGES_MS = 10 * 60_000

function clientBundleDir(): string | null {
  try {
    const require = createRequire(import.meta.url)
    return join(dirname(require.resolve('@snipwire/client/package.json')), 'dist')
  } catch {
    return null
  }
}

function defaultWebDir(): string {
  // dist/cli/commands/serve.js → the repository root → apps/web/build/client
  return fileURLToPath(new URL('../../../../../apps/web/build/client', import.meta.url))
}

function portOption(context: CommandContext): number {
  const raw = optionalOption(context, 'port')
  if (raw === undefined) return context.env.port
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65_535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535 (got "${raw}").`)
  }
  return port
}

export const serve: Command = {
  words: ['serve'],
  usage: 'snipwire serve [--port N] [--host H]',
  summary: 'Serve the API, the client bundle (/sdk/snipwire.js) and the website on one origin.',
  options: { port: { type: 'string' }, host: { type: 'string' } },
  async run(context) {
    const { env } = context
    const port = portOption(context)
    const host = optionalOption(context, 'host') ?? env.host
    const store = context.store()
    const signingKey = await loadSigningKeyFor(env, store)

    const sdkDir = env.sdkDir ?? clientBundleDir()
    const webDir = env.webDir ?? defaultWebDir()
    const sdkReady = sdkDir !== null && existsSync(join(sdkDir, 'snipwire.js'))
    const webReady = existsSync(join(webDir, 'index.html'))
    if (!sdkReady) {
      context.log(
        `snipwire: warning: no client bundle at ${sdkDir ?? '@snipwire/client/dist'}; /sdk/snipwire.js answers 404. Build it with \`npm run build\` (or set SNIPWIRE_SDK_DIR).`,
      )
    }
    if (!webReady) {
      context.log(
        `snipwire: warning: no built website at ${webDir}; only the API is served. Build it with \`npm run build\` (or set SNIPWIRE_WEB_DIR).`,
      )
    }

    let publicUrl = env.publicUrl ?? ''
    const parts = await serverParts({ store, env: process.env, publicUrl: () => publicUrl })
    // Loaded here, so the other commands start without Fastify.
    const { buildApp } = await import('../../http/app.js')
    const { app, context: serverContext } = await buildApp({
      store,
      signingKey,
      publicUrl: env.publicUrl,
      payments: parts.payments,
      notify: parts.notify,
      extensions: parts.extensions,
      limits: env.limits,
      sdkDir: sdkReady ? sdkDir : null,
      webDir: webReady ? webDir : null,
      logLevel: env.logLevel,
      logRequests: env.logRequests,
      trustProxy: env.trustProxy,
    })
    await app.listen({ port, host })
    const urls = app.addresses().map(addressUrl)
    if (!publicUrl) {
      publicUrl = urls[0] ?? `http://localhost:${port}`
      serverContext.publicUrl = publicUrl
    }
    for (const url of urls) context.log(`snipwire: listening on ${url}`)
    if (env.publicUrl) context.log(`snipwire: public URL ${env.publicUrl}`)
    context.log(`snipwire: ${describeStorage(env)}`)

    const prune = setInterval(() => {
      store
        .pruneChanges(KEEP_CHANGES_MS)
        .catch((error: unknown) => app.log.error({ err: error }, 'pruning changes failed'))
    }, PRUNE_EVERY_MS)
    prune.unref()

    const signal = await context.stopped
    context.log(`snipwire: ${signal} received, shutting down`)
    clearInterval(prune)
    await app.close()
    await parts.close?.()
    return undefined
  },
}
