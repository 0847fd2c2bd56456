/** The year the site was built, set by Vite's `define` (vite.config.ts, vitest.config.ts). */
declare const __SITE_BUILD_YEAR__: number

/** Build-time settings (site-env.ts), set by Vite's `define`. */
declare const __SITE_HOUSE_KEY__: string
declare const __SITE_DEMO_KEY__: string
declare const __SITE_SERVER__: string
declare const __SITE_PUBLIC_ORIGIN__: string
