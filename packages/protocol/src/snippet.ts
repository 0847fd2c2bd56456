/**
 * The snippet as the spec (section 3) names its fields, plus the `type` and `requireAuth` the
 * server enforces. `$name` tokens in path values, condition fields and values, order fields and
 * `priceID` are replaced by caller variables on the server; `$uid` is the signed-in end user.
 */

export const SNIPPET_TYPES = [
  'login',
  'signUp',
  'add',
  'payment',
  'staticDisplay',
  'dynamicDisplay',
] as const
export type SnippetType = (typeof SNIPPET_TYPES)[number]

export interface FieldMapping {
  /** The document field. */
  field: string
  /** The id of the page element holding (add, signUp) or showing (displays) the value. */
  elementId: string
}

export interface PathSegment {
  type: 'collection' | 'document'
  /** A literal name or a `$variable` token (whole segment or inside it, e.g. `room-$room`). */
  value: string
}

export const QUERY_OPERATORS = [
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not-in',
  'array-contains',
  'array-contains-any',
] as const
export type QueryOperator = (typeof QUERY_OPERATORS)[number]

export type LogicalOperator = 'AND' | 'OR'

export interface QueryCondition {
  field: string
  operator: QueryOperator
  /**
   * A JSON value, or a string: `'true'`/`'false'` become booleans and numeric strings numbers
   * (spec section 5), after `$variable` substitution.
   */
  value: unknown
  /**
   * How this condition joins the one before it (ignored on the first). AND binds tighter than
   * OR: `a AND b OR c` is `(a AND b) OR c`. Default `AND`.
   */
  logicalOperator?: LogicalOperator
}

export interface QueryOrder {
  field: string
  direction: 'asc' | 'desc'
}

export type PaymentType = 'payment' | 'subscription'

/** A snippet as stored and as `snipwire snippet put` takes it (without `id` in the file). */
export interface Snippet {
  id: string
  type: SnippetType
  /** Only a signed-in end user may run it (401 otherwise). */
  requireAuth?: boolean
  emailElementId?: string
  passwordElementId?: string
  buttonElementId?: string
  fieldMappings?: FieldMapping[]
  usersCollectionName?: string
  pathSegments?: PathSegment[]
  realTimeUpdatesOn?: boolean
  queryConditions?: QueryCondition[]
  queryOrders?: QueryOrder[]
  queryLimit?: number
  dynamicSnippetItemCode?: string
  containerElementId?: string
  priceID?: string
  paymentType?: PaymentType
  successUrl?: string
  /** Every run, counted by the server in the same transaction as the run. */
  calls?: number
}

/**
 * What the browser receives from the public config endpoint: only what wiring needs.
 * Never queries, counters, success URLs or anything of the workspace.
 */
export interface SnippetConfig {
  id: string
  type: SnippetType
  requireAuth?: boolean
  emailElementId?: string
  passwordElementId?: string
  buttonElementId?: string
  fieldMappings?: FieldMapping[]
  pathSegments?: PathSegment[]
  realTimeUpdatesOn?: boolean
  dynamicSnippetItemCode?: string
  containerElementId?: string
  priceID?: string
}
