/**
 * `signUp`: wires a snippet's email, password and extra fields and its button to create the end
 * user's account; the server writes the user document with the mapped fields.
 */
import type { AuthUser, SnippetConfig } from '@snipwire/protocol'
import { byId, valueOf } from './button.js'
import { fail } from './errors.js'
import { authenticate } from './login.js'
import type { Context } from './types.js'

/** The mapped extra fields' values; every element must exist and hold a value (spec section 5). */
const fields = ({ fieldMappings }: SnippetConfig) => {
  if (!fieldMappings?.length) return undefined
  const values: Record<string, string> = {}
  for (const { field, elementId } of fieldMappings) {
    const element = byId(elementId)
    const value = element && valueOf(element).trim()
    if (!value) throw fail('form/fields-required', 'allFieldsRequired')
    values[field] = value
  }
  return values
}

/**
 * Wires the sign-up snippet; resolves the user once the first attempt creates the account.
 * @example client.signUp('join').then((user) => console.log('Welcome', user.email))
 */
export const signUp = (
  context: Context,
  snippetId: string,
  _variables?: unknown,
  target?: EventTarget,
): Promise<AuthUser> => authenticate(context, snippetId, target, fields)
