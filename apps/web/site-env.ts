/**
 * Build-time settings of the website, the same for the prerendered HTML and the browser bundle
 * (so hydration agrees): the publishable keys of the house workspace (the site's own login,
 * sign-up and pricing) and of the demo workspace (the docs' live examples), the Snipwire server
 * the browser talks to, and the public origin the docs' code samples name.
 *
 * Each comes from an environment variable (Vite's `VITE_` variables, also read from `.env`
 * files); the keys default to those of the seed file that `npm start` applies.
 */
import { readFileSync } from 'node:fs'

export interface SiteEnv {
  /** The house workspace's publishable key (`VITE_SNIPWIRE_HOUSE_KEY`). */
  houseKey: string
  /** The demo workspace's publishable key (`VITE_SNIPWIRE_DEMO_KEY`). */
  demoKey: string
  /** The Snipwire server's URL (`VITE_SNIPWIRE_SERVER`); empty: the site's own origin. */
  server: string
  /** Where the site is published (`SNIPWIRE_PUBLIC_URL`), for the docs' code samples. */
  publicOrigin: string
}

interface SeedFile {
  workspaces: { id: string; apiKey?: string }[]
}

const seedUrl = new URL('../../seed/snipwire.json', import.meta.url)

function seedKey(seed: SeedFile, id: string): string {
  const key = seed.workspaces.find((workspace) => workspace.id === id)?.apiKey
  if (!key) {
    throw new Error(
      `seed/snipwire.json has no workspace "${id}" with a fixed apiKey; the website needs it (or set the VITE_SNIPWIRE_${id.toUpperCase()}_KEY variable).`,
    )
  }
  return key
}

function checkKey(name: string, value: string): string {
  if (!/^pk_(test|live)_\w{16,100}$/.test(value)) {
    throw new Error(`${name} must be a publishable key (pk_test_… or pk_live_…), got "${value}".`)
  }
  return value
}

function checkUrl(name: string, value: string): string {
  try {
    return new URL(value).origin
  } catch {
    throw new Error(
      `${name} must be an absolute URL such as https://snipwire.example, got "${value}".`,
    )
  }
}

/**
 * The settings from `env` (process.env merged with Vite's `loadEnv`), defaults from the seed.
 * @example siteEnv(process.env).houseKey // 'pk_test_snipwire_house_website'
 */
export function siteEnv(env: Record<string, string | undefined>): SiteEnv {
  const seed = JSON.parse(readFileSync(seedUrl, 'utf8')) as SeedFile
  const value = (name: string) => env[name]?.trim() || undefined
  const server = value('VITE_SNIPWIRE_SERVER')
  const publicUrl = value('SNIPWIRE_PUBLIC_URL')
  return {
    houseKey: checkKey(
      'VITE_SNIPWIRE_HOUSE_KEY',
      value('VITE_SNIPWIRE_HOUSE_KEY') ?? seedKey(seed, 'house'),
    ),
    demoKey: checkKey(
      'VITE_SNIPWIRE_DEMO_KEY',
      value('VITE_SNIPWIRE_DEMO_KEY') ?? seedKey(seed, 'demo'),
    ),
    server: server ? checkUrl('VITE_SNIPWIRE_SERVER', server) : '',
    publicOrigin: publicUrl ? checkUrl('SNIPWIRE_PUBLIC_URL', publicUrl) : 'http://localhost:3000',
  }
}

/**
 * The settings as Vite `define` replacements: one constant each, so a bundle carries only the
 * values its code uses (app/globals.d.ts declares them).
 * @example defineConfig({ define: siteDefines(siteEnv(process.env)) })
 */
export function siteDefines(env: SiteEnv): Record<string, string> {
  return {
    __SITE_HOUSE_KEY__: JSON.stringify(env.houseKey),
    __SITE_DEMO_KEY__: JSON.stringify(env.demoKey),
    __SITE_SERVER__: JSON.stringify(env.server),
    __SITE_PUBLIC_ORIGIN__: JSON.stringify(env.publicOrigin),
  }
}
