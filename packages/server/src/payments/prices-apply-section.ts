/**
 * `"prices"` in a workspace entry of `snipwire apply`: the test checkout's catalogue, as a list
 * of `{ id, name, amount, currency, interval? }` (amount in cents; interval `month` or `year`,
 * left out for a one-time price). Each is created or replaced; prices not listed stay.
 */
import type { ApplySection } from '../core/apply.js'
import { PriceCatalogueError } from './payment-error.js'
import { validatePriceEntry, type PriceEntry } from './price-catalogue.js'
import { putPrice } from './price-store.js'

/**
 * @example applyDeclaration(store, declaration, [PRICES_APPLY_SECTION])
 */
export const PRICES_APPLY_SECTION: ApplySection<PriceEntry[]> = {
  field: 'prices',
  plan(value) {
    if (!Array.isArray(value)) {
      throw new PriceCatalogueError(
        'Expected a list of prices such as [{ "id": "price_pro_month", "name": "Pro plan", "amount": 7900, "currency": "usd", "interval": "month" }].',
      )
    }
    const seen = new Set<string>()
    return value.map((entry: unknown, index) => {
      let price: PriceEntry
      try {
        price = validatePriceEntry(entry)
      } catch (error) {
        throw new PriceCatalogueError(`${index}: ${(error as Error).message}`, { cause: error })
      }
      if (seen.has(price.id)) {
        throw new PriceCatalogueError(`${index}: the price id "${price.id}" appears twice.`)
      }
      seen.add(price.id)
      return price
    })
  },
  async apply(tx, workspaceId, prices, now) {
    for (const price of prices) await putPrice(tx.sql, workspaceId, price, now)
    return prices.map((price) => price.id)
  },
}
