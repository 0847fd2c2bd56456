/**
 * End-user identity per workspace and mode: sign-up, login, refresh and sign-out. Passwords are
 * hashed with argon2id off the event loop; attempts are rate-limited per IP address and per
 * e-mail; a wrong password and an unknown e-mail answer exactly the same way.
 */
import {
  EMAIL_PATTERN,
  ERROR_CODES,
  MESSAGES,
  MIN_PASSWORD_LENGTH,
  type AuthResponse,
} from '@snipwire/protocol'
import { sha256 } from '../lib/crypto.js'
import { timeOrderedId } from '../lib/ids.js'
import { hashPassword, verifyPassword } from '../lib/password-hash.js'
import type { KeyEntry } from './catalog.js'
import type { CoreContext } from './context.js'
import { AuthenticationError, InvalidRequestError, RateLimitError } from './errors.js'
import type { SnippetEvent } from './events.js'
import type { JsonValue, Scope, User } from './model.js'
import type { SnippetCall } from './snippet-call.js'
import { checkVariables, processedVariables } from './variables.js'

const MAX_PASSWORD_LENGTH = 1024
const MAX_EMAIL_LENGTH = 254
const MAX_FIELD_LENGTH = 10_000
const INVALID_CREDENTIAL = 'The email or password is incorrect.'
const INVALID_REFRESH =
  'The refresh token is not valid (unknown, expired, already used or signed out). Sign in again.'
// A refresh token reused this soon after its rotation is a race between two tabs, not a theft:
// refuse it without revoking the family.
const REUSE_GRACE_MS = 10_000

let dummyHash: Promise<string> | undefined

/** A hash to verify against when the e-mail is unknown, so both cases take the same time. */
function unknownUserHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-user-${timeOrderedId()}`)
  return dummyHash
}

function checkCredentials(email: string, password: string): string {
  if (email.trim() === '' || password === '') {
    throw new InvalidRequestError(MESSAGES.emptyCredentials)
  }
  const normalized = email.trim().toLowerCase()
  if (normalized.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(normalized)) {
    throw new InvalidRequestError(MESSAGES.invalidEmail, ERROR_CODES.invalidEmail)
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new InvalidRequestError(
      `The password is too long: at most ${MAX_PASSWORD_LENGTH} characters.`,
      ERROR_CODES.weakPassword,
    )
  }
  return normalized
}

function limitAttempts(context: CoreContext, scope: Scope, ip: string, email: string): void {
  const byIp = context.ipLimiter.hit(ip)
  const byEmail = context.emailLimiter.hit(`${scope.workspaceId}\u0000${scope.mode}\u0000${email}`)
  if (!byIp.allowed || !byEmail.allowed) {
    const wait = Math.max(
      byIp.allowed ? 0 : byIp.retryAfterSeconds,
      byEmail.allowed ? 0 : byEmail.retryAfterSeconds,
    )
    throw new RateLimitError(ERROR_CODES.tooManyRequests, wait)
  }
}

function signUpFields(
  call: SnippetCall,
  fields: Record<string, unknown> | undefined,
): Record<string, string> {
  const mapped = new Set((call.entry.snippet.fieldMappings ?? []).map((mapping) => mapping.field))
  const out: Record<string, string> = {}
  for (const [field, value] of Object.entries(fields ?? {})) {
    if (!mapped.has(field)) {
      throw new InvalidRequestError(
        `The field "${field}" is not mapped by this snippet; send only its mapped fields.`,
        ERROR_CODES.unknownField,
      )
    }
    if (typeof value !== 'string') {
      throw new InvalidRequestError(`The field "${field}" must be a string.`)
    }
    if (value.length > MAX_FIELD_LENGTH) {
      throw new InvalidRequestError(
        `The field "${field}" is too long: at most ${MAX_FIELD_LENGTH} characters.`,
      )
    }
    out[field] = value
  }
  for (const field of mapped) {
    if ((out[field] ?? '').trim() === '') throw new InvalidRequestError(MESSAGES.allFieldsRequired)
  }
  return out
}

function event(
  call: SnippetCall,
  kind: SnippetEvent['kind'],
  user: { uid: string; email: string } | null,
  metadata: Record<string, JsonValue>,
  variables: Record<string, string>,
  at: number,
): SnippetEvent {
  return {
    kind,
    workspace: call.key.workspace,
    mode: call.key.mode,
    apiKey: call.key.apiKey,
    snippetId: call.entry.snippet.id,
    user,
    metadata,
    processedVariables: variables,
    document: null,
    at,
  }
}

export interface SignUpInput {
  email: string
  password: string
  fields?: Record<string, unknown>
  ip: string
}

/**
 * Creates the account, writes the user document `{ email, ...fields }` into the snippet's
 * `usersCollectionName` keyed by the user id, starts a session and counts the call, all in one
 * transaction.
 * @example await signUp(context, call, { email: 'ada@example.com', password: 'lovelace-1815', ip })
 */
export async function signUp(
  context: CoreContext,
  call: SnippetCall,
  input: SignUpInput,
): Promise<AuthResponse> {
  const email = checkCredentials(input.email, input.password)
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    throw new InvalidRequestError(
      `The password is too weak: use at least ${MIN_PASSWORD_LENGTH} characters.`,
      ERROR_CODES.weakPassword,
    )
  }
  const fields = signUpFields(call, input.fields)
  limitAttempts(context, call.scope, input.ip, email)
  const passwordHash = await hashPassword(input.password)
  const now = context.now()
  const user: User = {
    id: timeOrderedId(now),
    workspaceId: call.scope.workspaceId,
    mode: call.scope.mode,
    email,
    passwordHash,
    createdAt: now,
  }
  const collection = call.entry.snippet.usersCollectionName ?? 'users'
  const session = await context.store.transaction(async (tx) => {
    await tx.insertUser(user)
    await tx.setDocument(call.scope, collection, user.id, { email, ...fields })
    const started = await context.tokens.start(tx, user)
    await tx.incrementUsage(call.scope, { currentAuth: 1 })
    await tx.incrementSnippetCalls(call.scope, call.entry.snippet.id, 1)
    if (context.notify) {
      const variables = processedVariables(checkVariables(undefined, user.id))
      await context.notify(
        tx,
        event(call, 'signUp', { uid: user.id, email }, fields, variables, now),
      )
    }
    return started
  })
  return { user: { uid: user.id, email }, session }
}

export interface LoginInput {
  email: string
  password: string
  ip: string
}

/**
 * Checks the password and starts a session; counts the call in the same transaction.
 * @example await login(context, call, { email: 'ada@example.com', password: 'lovelace-1815', ip })
 */
export async function login(
  context: CoreContext,
  call: SnippetCall,
  input: LoginInput,
): Promise<AuthResponse> {
  const email = checkCredentials(input.email, input.password)
  limitAttempts(context, call.scope, input.ip, email)
  const user = await context.store.findUserByEmail(call.scope, email)
  const matches = await verifyPassword(
    user?.passwordHash ?? (await unknownUserHash()),
    input.password,
  )
  if (!user || !matches) {
    // Same status, code and message for an unknown e-mail, so accounts cannot be enumerated.
    throw new InvalidRequestError(INVALID_CREDENTIAL, ERROR_CODES.invalidCredential)
  }
  const now = context.now()
  const session = await context.store.transaction(async (tx) => {
    const started = await context.tokens.start(tx, user)
    await tx.incrementUsage(call.scope, { currentAuth: 1 })
    await tx.incrementSnippetCalls(call.scope, call.entry.snippet.id, 1)
    if (context.notify) {
      const variables = processedVariables(checkVariables(undefined, user.id))
      await context.notify(tx, event(call, 'login', { uid: user.id, email }, {}, variables, now))
    }
    return started
  })
  return { user: { uid: user.id, email: user.email }, session }
}

/**
 * Exchanges a refresh token for a new session; the old token stops working. Presenting a token
 * that was already rotated revokes every token of its sign-in.
 * @example await refreshSession(context, key, 'rt_…')
 */
export async function refreshSession(
  context: CoreContext,
  key: KeyEntry,
  refreshToken: string,
): Promise<AuthResponse> {
  const scope: Scope = { workspaceId: key.workspace.id, mode: key.mode }
  const now = context.now()
  const outcome = await context.store.transaction(async (tx) => {
    const record = await tx.findRefreshToken(sha256(refreshToken))
    if (
      !record ||
      record.workspaceId !== scope.workspaceId ||
      record.mode !== scope.mode ||
      record.revokedAt !== null ||
      record.expiresAt <= now
    ) {
      return null
    }
    if (record.usedAt !== null || !(await tx.markRefreshTokenUsed(record.tokenHash, now))) {
      if (record.usedAt !== null && now - record.usedAt > REUSE_GRACE_MS) {
        await tx.revokeRefreshTokenFamily(record.family, now)
      }
      return null
    }
    const user = await tx.getUser(scope, record.userId)
    if (!user) return null
    const session = await context.tokens.rotate(tx, user, record.family)
    return { user: { uid: user.id, email: user.email }, session }
  })
  if (!outcome) throw new AuthenticationError(ERROR_CODES.invalidRefreshToken, INVALID_REFRESH)
  return outcome
}

/**
 * Revokes the refresh token and every token rotated from the same sign-in. Unknown tokens are
 * ignored: signing out twice is not an error.
 * @example await signOut(context, key, 'rt_…')
 */
export async function signOut(
  context: CoreContext,
  key: KeyEntry,
  refreshToken: string,
): Promise<void> {
  await context.store.transaction(async (tx) => {
    const record = await tx.findRefreshToken(sha256(refreshToken))
    if (record && record.workspaceId === key.workspace.id && record.mode === key.mode) {
      await tx.revokeRefreshTokenFamily(record.family, context.now())
    }
  })
}
