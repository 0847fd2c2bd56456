/**
 * The IIFE entry (`dist/snipwire.js`, global `Snipwire`): the public API, plus the no-code
 * wiring of the script tag that loaded it.
 */
import { autoWire } from './auto-wire.js'
import { createClient, script } from './client.js'
import { SnipwireError } from './errors.js'

declare global {
  interface Window {
    Snipwire: {
      createClient: typeof createClient
      SnipwireError: typeof SnipwireError
    }
  }
}

// A plain assignment instead of esbuild's `globalName`, which would add its export helpers.
window.Snipwire = { createClient, SnipwireError }
autoWire(script)
