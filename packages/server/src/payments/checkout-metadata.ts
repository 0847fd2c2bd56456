/**
 * What a payment snippet's run hands the provider besides the price: the metadata (the
 * caller's variables plus the server's own facts) and the payment account of the key's mode.
 */
import type { Variables } from '@snipwire/protocol'
import type { PaymentMode } from './payment-provider.js'

/**
 * The checkout metadata: caller variables as strings, then `snippetId`, `workspaceId` and
 * `userId` from the server, which a caller's variable of the same name cannot replace.
 * `userId` is empty when nobody is signed in, as Stripe metadata holds only strings.
 * @example checkoutMetadata({ plan: 'Pro', annual: true }, { snippetId: 'pay', workspaceId: 'ws_1', userId: null })
 * // { plan: 'Pro', annual: 'true', snippetId: 'pay', workspaceId: 'ws_1', userId: '' }
 */
export function checkoutMetadata(
  variables: Variables,
  facts: { snippetId: string; workspaceId: string; userId: string | null },
): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) metadata[name] = String(value)
  metadata.snippetId = facts.snippetId
  metadata.workspaceId = facts.workspaceId
  metadata.userId = facts.userId ?? ''
  return metadata
}

/**
 * The workspace's payment account for a mode: `sAcc` for test, `sAccLive` for live; undefined
 * when the workspace has none (the provider then uses the server's own account).
 * @example paymentAccountFor({ sAcc: 'acct_1T', sAccLive: null }, 'live') // undefined
 */
export function paymentAccountFor(
  workspace: { sAcc?: string | null; sAccLive?: string | null },
  mode: PaymentMode,
): string | undefined {
  const account = mode === 'test' ? workspace.sAcc : workspace.sAccLive
  return account === null || account === undefined || account === '' ? undefined : account
}
