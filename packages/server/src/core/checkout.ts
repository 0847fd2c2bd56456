/**
 * The payment operation: checks the payment snippet, resolves its `priceID`, asks the payment
 * provider for a checkout, and counts the call.
 */
import { ERROR_CODES, type PaymentResponse, type Variables } from '@snipwire/protocol'
import type { CoreContext } from './context.js'
import { InvalidRequestError, UnavailableError, hasProtocolCode } from './errors.js'
import { isOriginAllowed, normalizeOrigin } from './origins.js'
import type { CheckoutRequest } from './payments.js'
import type { SnippetCall } from './snippet-call.js'
import { checkVariables, substitute, type VariableScope } from './variables.js'

function checkCancelUrl(call: SnippetCall, cancelUrl: string): void {
  let origin: string | null
  try {
    origin = normalizeOrigin(new URL(cancelUrl).origin)
  } catch {
    origin = null
  }
  if (origin === null) {
    throw new InvalidRequestError(
      `The cancelUrl "${cancelUrl}" is not an absolute http(s) address.`,
    )
  }
  // Only pages of the workspace: the checkout must not become an open redirect.
  if (!isOriginAllowed(call.key.workspace, call.key.mode, origin)) {
    throw new InvalidRequestError(
      `The cancelUrl must be on one of the workspace's authorized origins, and ${origin} is not.`,
    )
  }
}

/**
 * The snippet's success URL with its `$name` tokens filled in (URL-encoded, so a value cannot
 * add parameters or a fragment), a path resolved against the server's public URL.
 */
function resolveSuccessUrl(
  template: string,
  scope: VariableScope,
  publicUrl: string | null | undefined,
): string {
  const url = substitute(template, scope, encodeURIComponent)
  if (!url.startsWith('/')) return url
  if (!publicUrl) {
    throw new UnavailableError(
      ERROR_CODES.paymentProvider,
      "The snippet's successUrl is a path, and this server does not know its public URL to complete it: set SNIPWIRE_PUBLIC_URL.",
    )
  }
  return publicUrl.replace(/\/+$/, '') + url
}

/**
 * Creates the checkout and returns its payment link.
 * @example await startCheckout(context, call, { variables: { plan: 'pro' } })
 */
export async function startCheckout(
  context: CoreContext,
  call: SnippetCall,
  input: {
    variables?: Variables | undefined
    cancelUrl?: string | undefined
    /** The server's public base URL, which completes a success URL given as a path. */
    publicUrl?: string | null | undefined
  },
): Promise<PaymentResponse> {
  const snippet = call.entry.snippet
  const scope = checkVariables(input.variables, call.user?.uid ?? null)
  const priceId = substitute(snippet.priceID ?? '', scope).trim()
  if (priceId === '') {
    throw new InvalidRequestError(
      "The snippet's priceID is empty after substituting variables.",
      ERROR_CODES.unknownPrice,
    )
  }
  if (input.cancelUrl !== undefined) checkCancelUrl(call, input.cancelUrl)
  if (!context.payments) {
    throw new UnavailableError(
      ERROR_CODES.paymentProvider,
      'Payments are not configured on this server.',
    )
  }
  const successUrl = resolveSuccessUrl(snippet.successUrl ?? '', scope, input.publicUrl)
  const workspace = call.key.workspace
  const userId = call.user?.uid ?? null
  const metadata: Record<string, string> = {}
  for (const [name, value] of Object.entries(scope.values)) metadata[name] = String(value)
  metadata.snippetId = snippet.id
  metadata.workspaceId = workspace.id
  metadata.userId = userId ?? ''
  const account = call.key.mode === 'live' ? workspace.sAccLive : workspace.sAcc
  const request: CheckoutRequest = {
    workspace,
    workspaceId: workspace.id,
    mode: call.key.mode,
    snippet,
    snippetId: snippet.id,
    priceId,
    paymentType: snippet.paymentType ?? 'payment',
    successUrl,
    metadata,
    userId,
  }
  if (account) request.connectedAccount = account
  if (input.cancelUrl !== undefined) request.cancelUrl = input.cancelUrl
  let paymentLink: unknown
  try {
    paymentLink = (await context.payments.createCheckout(request)).paymentLink
  } catch (error) {
    if (hasProtocolCode(error)) throw error
    throw new UnavailableError(
      ERROR_CODES.paymentProvider,
      'The payment provider could not create the checkout. Try again in a moment.',
      502,
      { cause: error },
    )
  }
  if (typeof paymentLink !== 'string' || paymentLink === '') {
    throw new UnavailableError(
      ERROR_CODES.paymentProvider,
      'The payment provider returned no payment link. Try again in a moment.',
      502,
    )
  }
  await context.store.transaction(async (tx) => {
    await tx.incrementSnippetCalls(call.scope, snippet.id, 1)
  })
  return { paymentLink }
}
