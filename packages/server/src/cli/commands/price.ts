/**
 * `snipwire price put | list`: the test checkout's price catalogue of a workspace. A payment
 * snippet's `priceID` (after `$variables`) names one of these prices.
 */
import { loadWorkspace } from '../../core/workspaces.js'
import { formatAmount, formatBillingPeriod } from '../../payments/format-amount.js'
import { validatePriceEntry, type PriceEntry } from '../../payments/price-catalogue.js'
import { listPrices, putPrice } from '../../payments/price-store.js'
import { optionalOption, requireOption, type Command } from '../command.js'

function describePrice(price: PriceEntry): string {
  return `${price.id}  ${price.name}  ${formatAmount(price.amount, price.currency)} ${formatBillingPeriod(price.interval)}`
}

export const pricePut: Command = {
  words: ['price', 'put'],
  usage:
    'snipwire price put --workspace ID --id PRICE_ID --name NAME --amount CENTS --currency usd [--interval month|year]',
  summary: 'Create or replace a price of the test checkout (amount in cents).',
  options: {
    workspace: { type: 'string' },
    id: { type: 'string' },
    name: { type: 'string' },
    amount: { type: 'string' },
    currency: { type: 'string' },
    interval: { type: 'string' },
  },
  async run(context): Promise<PriceEntry> {
    const workspaceId = requireOption(context, 'workspace')
    const interval = optionalOption(context, 'interval')
    const price = validatePriceEntry({
      id: requireOption(context, 'id'),
      name: requireOption(context, 'name'),
      amount: requireOption(context, 'amount'),
      currency: requireOption(context, 'currency'),
      ...(interval === undefined ? {} : { interval }),
    })
    const store = context.store()
    await loadWorkspace(store, workspaceId)
    await store.transaction((tx) => putPrice(tx.sql, workspaceId, price, Date.now()))
    return price
  },
  human(result: PriceEntry) {
    return `Saved ${describePrice(result)}.`
  },
}

export const priceList: Command = {
  words: ['price', 'list'],
  usage: 'snipwire price list --workspace ID',
  summary: "List a workspace's test checkout prices.",
  options: { workspace: { type: 'string' } },
  async run(context): Promise<PriceEntry[]> {
    const workspaceId = requireOption(context, 'workspace')
    const store = context.store()
    await loadWorkspace(store, workspaceId)
    return listPrices(store.sql, workspaceId)
  },
  human(result: PriceEntry[]) {
    return result.length === 0
      ? 'No prices yet. Add one with `snipwire price put --workspace ID --id price_pro_month --name "Pro plan" --amount 7900 --currency usd --interval month`.'
      : result.map(describePrice).join('\n')
  },
}
