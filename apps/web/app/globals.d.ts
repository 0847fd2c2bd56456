/** The year the site was built, set by Vite's `define` (vite.config.ts, vitest.config.ts). */
declare const __SITE_BUILD_YEAR__: number
