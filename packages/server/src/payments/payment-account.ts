/**
 * The payment account of a key's mode: the workspace's `sAcc` in test mode, `sAccLive` in live
 * mode. The server reads it from the workspace, never from the caller.
 */
import type { PaymentMode } from './payment-provider.js'

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
