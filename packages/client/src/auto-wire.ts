/**
 * No-code wiring: a script tag with `data-api-key` wires, once the DOM is ready, every element
 * with `data-snipwire-snippet` and `data-snipwire-action`, taking variables from
 * `data-snipwire-variables` (JSON). Outcomes arrive as `snipwire:success` / `snipwire:error`
 * events on the element, so the page needs no JavaScript.
 */
import { behaviours, createClient } from './client.js'
import { SnipwireError, report } from './errors.js'
import { own } from './template/condition.js'
import type { Client, VariablesInput } from './types.js'

type Wired = (
  snippetId: string,
  variables: VariablesInput,
  extra: true | undefined,
  target: EventTarget,
) => Promise<unknown>

/**
 * Wires one element by its `data-snipwire-*` attributes, as the script tag does for the page.
 * @example wireElement(client, document.querySelector('[data-snipwire-snippet="sign-in"]')!)
 */
export function wireElement(client: Client, element: HTMLElement): void {
  const { snipwireSnippet: snippetId = '', snipwireAction: action = '' } = element.dataset
  new Promise<unknown>((resolve) => {
    let variables: VariablesInput
    try {
      if (!own(behaviours, action)) throw new TypeError(action)
      variables = JSON.parse(element.dataset.snipwireVariables ?? 'null') as VariablesInput
    } catch (cause) {
      throw new SnipwireError(
        'wiring/invalid-attributes',
        `Snippet "${snippetId}": data-snipwire-action must be a method, data-snipwire-variables JSON.`,
        cause,
      )
    }
    // A no-code payment always waits for its button.
    resolve(
      (client as unknown as Record<string, Wired>)[action]!(
        snippetId,
        variables,
        action == 'payment' || undefined,
        element,
      ),
    )
  }).catch((error) => report(error, element))
}

/**
 * Wires the page for the script tag that loaded the client, if it carries `data-api-key`.
 * @example autoWire(document.currentScript)
 */
export function autoWire(script: HTMLOrSVGScriptElement | null): void {
  const apiKey = script?.dataset.apiKey
  if (!apiKey) return
  const start = () => {
    try {
      const client = createClient({ apiKey })
      document
        .querySelectorAll<HTMLElement>('[data-snipwire-snippet]')
        .forEach((element) => wireElement(client, element))
    } catch (error) {
      console.error((error as Error).message)
    }
  }
  if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
  else start()
}
