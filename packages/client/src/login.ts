/**
 * `login`: wires a snippet's email and password fields and button to sign the end user in.
 * States and messages follow the spec (sections 4, 5 and 8); sign-up shares all of it.
 */
import { EMAIL_PATTERN } from '@snipwire/protocol'
import type { AuthResponse, AuthUser, SignUpRequest, SnippetConfig } from '@snipwire/protocol'
import { byId, wireButton } from './button.js'
import { fail } from './errors.js'
import type { Context } from './types.js'

/**
 * Wires a login snippet, or with `fields` (which reads and checks the extra fields) a sign-up
 * snippet; resolves the user once the first attempt succeeds.
 * @example authenticate(context, 'sign-in') // the login snippet's button is wired
 */
export async function authenticate(
  context: Context,
  snippetId: string,
  target?: EventTarget,
  fields?: (config: SnippetConfig) => Record<string, string> | undefined,
): Promise<AuthUser> {
  const config = await context.config(snippetId, fields ? 'signUp' : 'login')
  const elements = [config.emailElementId, config.passwordElementId, config.buttonElementId].map(
    byId,
  )
  if (elements.includes(null)) throw fail('snippet/elements-not-found', 'elementsNotFound')
  const [email, password, button] = elements as HTMLInputElement[]
  return wireButton(
    button!,
    {
      working: 'Signing In...',
      success: "You're Done!",
      // A signed-in user has nothing left to click; a new account may sign up another.
      successDisabled: !fields,
      failure: fields ? 'Try again' : 'Try Again',
    },
    async (start) => {
      const body: SignUpRequest = { email: email!.value.trim(), password: password!.value }
      if (!body.email || !body.password) throw fail('auth/missing-credentials', 'emptyCredentials')
      if (!EMAIL_PATTERN.test(body.email)) throw fail('auth/invalid-email', 'invalidEmail')
      const extra = fields?.(config)
      if (extra) body.fields = extra
      start()
      return context.signIn(
        await context.run<AuthResponse>(snippetId, fields ? 'sign-up' : 'login', body),
      )
    },
    target,
  )
}

/**
 * Wires the login snippet; resolves the user once the first attempt signs in.
 * @example client.login('sign-in').then((user) => location.assign('/account'))
 */
export const login = (
  context: Context,
  snippetId: string,
  _variables?: unknown,
  target?: EventTarget,
): Promise<AuthUser> => authenticate(context, snippetId, target)
