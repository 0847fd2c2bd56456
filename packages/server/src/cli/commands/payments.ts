/**
 * `snipwire payments --workspace ID [--mode test|live] [--limit N]`: the completed checkouts of a
 * workspace (test checkout and Stripe alike), newest first.
 */
import { loadWorkspace } from '../../core/workspaces.js'
import { listPayments } from '../../payments/checkout-store.js'
import { formatAmount } from '../../payments/format-amount.js'
import type { PaymentRecord } from '../../payments/payment-provider.js'
import { optionalOption, requireOption, UsageError, type Command } from '../command.js'
import { limitOption } from './limit-option.js'

interface PaymentView extends Omit<PaymentRecord, 'completedAt'> {
  completedAt: string
}

export const payments: Command = {
  words: ['payments'],
  usage: 'snipwire payments --workspace ID [--mode test|live] [--limit N]',
  summary: "List a workspace's completed payments, newest first.",
  options: { workspace: { type: 'string' }, mode: { type: 'string' }, limit: { type: 'string' } },
  async run(context): Promise<PaymentView[]> {
    const workspaceId = requireOption(context, 'workspace')
    const mode = optionalOption(context, 'mode')
    if (mode !== undefined && mode !== 'test' && mode !== 'live') {
      throw new UsageError(`--mode must be test or live (got "${mode}").`)
    }
    const store = context.store()
    await loadWorkspace(store, workspaceId)
    const records = await listPayments(store.sql, {
      workspaceId,
      limit: limitOption(context),
      ...(mode === undefined ? {} : { mode }),
    })
    return records.map((record) => ({
      ...record,
      completedAt: new Date(record.completedAt).toISOString(),
    }))
  },
  human(result: PaymentView[]) {
    if (result.length === 0) return 'No payments yet.'
    return result
      .map((payment) => {
        const amount =
          payment.amountTotal === null || payment.currency === null
            ? 'amount unknown'
            : formatAmount(payment.amountTotal, payment.currency)
        const metadata = Object.entries(payment.metadata)
          .map(([key, value]) => `${key}=${value}`)
          .join(' ')
        return [
          `${payment.completedAt}  ${payment.mode}  ${payment.status}  ${amount}  ${payment.priceId ?? '-'} (${payment.paymentType})`,
          `  ${payment.provider} checkout ${payment.checkoutId}${payment.customerEmail === null ? '' : `, ${payment.customerEmail}`}`,
          `  ${metadata}`,
        ].join('\n')
      })
      .join('\n')
  },
}
