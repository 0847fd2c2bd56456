/**
 * Checkouts, payments and handled webhook events in the store (`checkouts`, `payments`,
 * `webhook_events`), through the store's `SqlExecutor`. Recording is idempotent by design:
 * a payment is keyed by provider and checkout id, a webhook event by provider and event id, and
 * a checkout leaves `open` once.
 */
import type { PaymentType } from '@snipwire/protocol'
import type { SqlExecutor } from '../core/store.js'
import { sqlJson, sqlNumber } from '../lib/sql-values.js'
import type { BillingInterval } from './format-amount.js'
import type {
  PaymentMode,
  PaymentProviderName,
  PaymentRecord,
  PaymentStatus,
} from './payment-provider.js'
import type { TestCheckout } from './test-checkout.js'

/** A `checkouts` row: a whole test checkout, or what the server knows of a Stripe one. */
export interface CheckoutRecord extends Omit<
  TestCheckout,
  'formToken' | 'productName' | 'amount' | 'currency'
> {
  provider: PaymentProviderName
  formToken: string | null
  productName: string | null
  amount: number | null
  currency: string | null
}

interface CheckoutRow {
  id: string
  provider: PaymentProviderName
  workspace_id: string
  mode: PaymentMode
  price_id: string
  payment_type: PaymentType
  product_name: string | null
  amount: unknown
  currency: string | null
  billing_interval: BillingInterval | null
  success_url: string
  cancel_url: string | null
  metadata: unknown
  form_token: string | null
  status: TestCheckout['status']
  created_at: unknown
  expires_at: unknown
  completed_at: unknown
}

/**
 * Stores a new checkout.
 * @example await insertCheckout(tx.sql, { ...checkout, provider: 'test' })
 */
export async function insertCheckout(sql: SqlExecutor, checkout: CheckoutRecord): Promise<void> {
  await sql.run(
    `INSERT INTO checkouts (id, provider, workspace_id, mode, price_id, payment_type, product_name,
       amount, currency, billing_interval, success_url, cancel_url, metadata, form_token, status,
       created_at, expires_at, completed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      checkout.id,
      checkout.provider,
      checkout.workspaceId,
      checkout.mode,
      checkout.priceId,
      checkout.paymentType,
      checkout.productName,
      checkout.amount,
      checkout.currency,
      checkout.interval,
      checkout.successUrl,
      checkout.cancelUrl,
      JSON.stringify(checkout.metadata),
      checkout.formToken,
      checkout.status,
      checkout.createdAt,
      checkout.expiresAt,
      checkout.completedAt,
    ],
  )
}

/**
 * A checkout by id, or undefined.
 * @example await findCheckout(store.sql, 'cs_test_…')
 */
export async function findCheckout(
  sql: SqlExecutor,
  id: string,
): Promise<CheckoutRecord | undefined> {
  const row = await sql.get<CheckoutRow>('SELECT * FROM checkouts WHERE id = ?', [id])
  if (row === undefined) return undefined
  return {
    id: row.id,
    provider: row.provider,
    workspaceId: row.workspace_id,
    mode: row.mode,
    priceId: row.price_id,
    paymentType: row.payment_type,
    productName: row.product_name,
    amount: sqlNumber(row.amount),
    currency: row.currency,
    interval: row.billing_interval,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
    metadata: sqlJson<Record<string, string>>(row.metadata),
    formToken: row.form_token,
    status: row.status,
    createdAt: sqlNumber(row.created_at) ?? 0,
    expiresAt: sqlNumber(row.expires_at) ?? 0,
    completedAt: sqlNumber(row.completed_at),
  }
}

/**
 * The test checkout a record is, or undefined for a Stripe checkout (or none).
 * @example asTestCheckout(await findCheckout(store.sql, id))
 */
export function asTestCheckout(record: CheckoutRecord | undefined): TestCheckout | undefined {
  if (record?.provider !== 'test') return undefined
  const { formToken, productName, amount, currency } = record
  if (formToken === null || productName === null || amount === null || currency === null) {
    return undefined
  }
  const { provider: _provider, ...rest } = record
  return { ...rest, formToken, productName, amount, currency }
}

/**
 * Moves an open checkout to `paid` or `cancelled`; false when it was not open any more (a
 * concurrent Pay or Cancel got there first).
 * @example if (await closeCheckout(tx.sql, id, 'paid', Date.now())) await recordPayment(tx.sql, payment)
 */
export async function closeCheckout(
  sql: SqlExecutor,
  id: string,
  status: 'paid' | 'cancelled',
  at: number,
): Promise<boolean> {
  const result = await sql.run(
    `UPDATE checkouts SET status = ?, completed_at = ? WHERE id = ? AND status = 'open'`,
    [status, at, id],
  )
  return result.changes > 0
}

/**
 * Records a completed checkout once; false when it was recorded already.
 * @example await recordPayment(tx.sql, payment) // true the first time, false after
 */
export async function recordPayment(sql: SqlExecutor, payment: PaymentRecord): Promise<boolean> {
  const result = await sql.run(
    `INSERT INTO payments (provider, checkout_id, event_id, workspace_id, mode, snippet_id, user_id,
       price_id, payment_type, status, amount_total, currency, customer_email, metadata,
       completed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (provider, checkout_id) DO NOTHING`,
    [
      payment.provider,
      payment.checkoutId,
      payment.eventId,
      payment.workspaceId,
      payment.mode,
      payment.snippetId,
      payment.userId,
      payment.priceId,
      payment.paymentType,
      payment.status,
      payment.amountTotal,
      payment.currency,
      payment.customerEmail,
      JSON.stringify(payment.metadata),
      payment.completedAt,
    ],
  )
  return result.changes > 0
}

/**
 * Remembers a provider event; false when it was handled already (a duplicate or a replay).
 * @example if (!(await recordWebhookEvent(tx.sql, 'stripe', event.id, event.type, now))) return
 */
export async function recordWebhookEvent(
  sql: SqlExecutor,
  provider: PaymentProviderName,
  eventId: string,
  eventType: string,
  at: number,
): Promise<boolean> {
  const result = await sql.run(
    `INSERT INTO webhook_events (provider, event_id, event_type, received_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (provider, event_id) DO NOTHING`,
    [provider, eventId, eventType, at],
  )
  return result.changes > 0
}

interface PaymentRow {
  provider: PaymentProviderName
  checkout_id: string
  event_id: string | null
  workspace_id: string
  mode: PaymentMode
  snippet_id: string | null
  user_id: string | null
  price_id: string | null
  payment_type: PaymentType
  status: PaymentStatus
  amount_total: unknown
  currency: string | null
  customer_email: string | null
  metadata: unknown
  completed_at: unknown
}

/**
 * A workspace's payments, newest first.
 * @example await listPayments(store.sql, { workspaceId: 'w1', mode: 'test' })
 */
export async function listPayments(
  sql: SqlExecutor,
  query: { workspaceId: string; mode?: PaymentMode; limit?: number },
): Promise<PaymentRecord[]> {
  const rows = await sql.all<PaymentRow>(
    `SELECT * FROM payments WHERE workspace_id = ?${query.mode === undefined ? '' : ' AND mode = ?'}
      ORDER BY completed_at DESC, id DESC LIMIT ?`,
    [query.workspaceId, ...(query.mode === undefined ? [] : [query.mode]), query.limit ?? 100],
  )
  return rows.map((row) => ({
    provider: row.provider,
    checkoutId: row.checkout_id,
    eventId: row.event_id,
    workspaceId: row.workspace_id,
    mode: row.mode,
    snippetId: row.snippet_id,
    userId: row.user_id,
    priceId: row.price_id,
    paymentType: row.payment_type,
    status: row.status,
    amountTotal: sqlNumber(row.amount_total),
    currency: row.currency,
    customerEmail: row.customer_email,
    metadata: sqlJson<Record<string, string>>(row.metadata),
    completedAt: sqlNumber(row.completed_at) ?? 0,
  }))
}
