/**
 * The test provider's price catalogue in the store (`prices`), through the store's `SqlExecutor`
 * (the same statements on SQLite and PostgreSQL). Entries are checked by `validatePriceEntry`
 * before they get here.
 */
import type { SqlExecutor } from '../core/store.js'
import { sqlNumber } from '../lib/sql-values.js'
import type { BillingInterval } from './format-amount.js'
import type { PriceEntry } from './price-catalogue.js'

interface PriceRow {
  price_id: string
  name: string
  amount: unknown
  currency: string
  billing_interval: BillingInterval | null
}

function toPrice(row: PriceRow): PriceEntry {
  return {
    id: row.price_id,
    name: row.name,
    amount: sqlNumber(row.amount) ?? 0,
    currency: row.currency,
    ...(row.billing_interval === null ? {} : { interval: row.billing_interval }),
  }
}

/**
 * Creates or replaces a price of a workspace's catalogue.
 * @example await putPrice(tx.sql, 'w1', validatePriceEntry({ id: 'price_pro', name: 'Pro', amount: 7900, currency: 'usd' }), Date.now())
 */
export async function putPrice(
  sql: SqlExecutor,
  workspaceId: string,
  price: PriceEntry,
  now: number,
): Promise<void> {
  await sql.run(
    `INSERT INTO prices (workspace_id, price_id, name, amount, currency, billing_interval, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (workspace_id, price_id) DO UPDATE SET name = excluded.name,
       amount = excluded.amount, currency = excluded.currency,
       billing_interval = excluded.billing_interval, updated_at = excluded.updated_at`,
    [workspaceId, price.id, price.name, price.amount, price.currency, price.interval ?? null, now],
  )
}

/**
 * One price, or undefined.
 * @example await findPrice(store.sql, 'w1', 'price_pro') // { id: 'price_pro', name: 'Pro', … }
 */
export async function findPrice(
  sql: SqlExecutor,
  workspaceId: string,
  priceId: string,
): Promise<PriceEntry | undefined> {
  const row = await sql.get<PriceRow>(
    `SELECT price_id, name, amount, currency, billing_interval FROM prices
      WHERE workspace_id = ? AND price_id = ?`,
    [workspaceId, priceId],
  )
  return row === undefined ? undefined : toPrice(row)
}

/**
 * A workspace's catalogue, by price id.
 * @example await listPrices(store.sql, 'w1') // [{ id: 'price_basic', … }, { id: 'price_pro', … }]
 */
export async function listPrices(sql: SqlExecutor, workspaceId: string): Promise<PriceEntry[]> {
  const rows = await sql.all<PriceRow>(
    `SELECT price_id, name, amount, currency, billing_interval FROM prices
      WHERE workspace_id = ? ORDER BY price_id`,
    [workspaceId],
  )
  return rows.map(toPrice)
}
