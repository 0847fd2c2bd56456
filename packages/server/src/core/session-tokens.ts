/**
 * End-user sessions: a short-lived access token (HMAC-signed, carries the user, workspace and
 * mode) and a long-lived refresh token (random; only its SHA-256 is stored) that rotates on
 * every refresh. Reusing a rotated refresh token revokes its whole family.
 */
import { ERROR_CODES, type AuthUser, type Session } from '@snipwire/protocol'
import { randomToken, sha256 } from '../lib/crypto.js'
import { randomId } from '../lib/ids.js'
import { signToken, verifyToken } from '../lib/signed-token.js'
import { AuthenticationError } from './errors.js'
import type { Scope, User } from './model.js'
import type { Transaction } from './store.js'

export interface SessionTokensOptions {
  /** At least 32 bytes; kept in the data directory. */
  signingKey: Buffer
  limits: { accessTokenTtlMs: number; refreshTokenTtlMs: number }
  now: () => number
}

const INVALID_TOKEN =
  'The access token is invalid or has expired. Refresh the session or sign in again.'

export class SessionTokens {
  readonly #key: Buffer
  readonly #accessTtlMs: number
  readonly #refreshTtlMs: number
  readonly #now: () => number

  constructor(options: SessionTokensOptions) {
    if (!Buffer.isBuffer(options.signingKey) || options.signingKey.length < 32) {
      throw new TypeError('The `signingKey` option must be a Buffer of at least 32 bytes')
    }
    this.#key = options.signingKey
    this.#accessTtlMs = options.limits.accessTokenTtlMs
    this.#refreshTtlMs = options.limits.refreshTokenTtlMs
    this.#now = options.now
  }

  #session(user: User, refreshToken: string): Session {
    const now = this.#now()
    const expiresAt = now + this.#accessTtlMs
    const accessToken = signToken(
      {
        sub: user.id,
        email: user.email,
        ws: user.workspaceId,
        mode: user.mode,
        iat: Math.floor(now / 1000),
        exp: Math.floor(expiresAt / 1000),
      },
      this.#key,
    )
    return { accessToken, refreshToken, expiresAt: Math.floor(expiresAt / 1000) * 1000 }
  }

  async #issue(tx: Transaction, user: User, family: string): Promise<Session> {
    const refreshToken = `rt_${randomToken(32)}`
    const now = this.#now()
    await tx.insertRefreshToken({
      tokenHash: sha256(refreshToken),
      family,
      userId: user.id,
      workspaceId: user.workspaceId,
      mode: user.mode,
      createdAt: now,
      expiresAt: now + this.#refreshTtlMs,
      usedAt: null,
      revokedAt: null,
    })
    return this.#session(user, refreshToken)
  }

  /**
   * Starts a session (a new refresh-token family) inside the sign-in's transaction.
   * @example const session = await tokens.start(tx, user)
   */
  start(tx: Transaction, user: User): Promise<Session> {
    return this.#issue(tx, user, randomId(20))
  }

  /**
   * The next session of a family, after its previous refresh token was marked used.
   * @example const session = await tokens.rotate(tx, user, record.family)
   */
  rotate(tx: Transaction, user: User, family: string): Promise<Session> {
    return this.#issue(tx, user, family)
  }

  /**
   * The user of a valid, unexpired access token of this workspace and mode; otherwise throws a
   * 401 `auth/invalid-token`.
   * @example tokens.verify(bearer, { workspaceId: 'w1', mode: 'test' }) // { uid, email }
   */
  verify(token: string, scope: Scope): AuthUser {
    const payload = verifyToken(token, this.#key)
    if (
      !payload ||
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      payload.ws !== scope.workspaceId ||
      payload.mode !== scope.mode ||
      typeof payload.exp !== 'number' ||
      payload.exp * 1000 <= this.#now()
    ) {
      throw new AuthenticationError(ERROR_CODES.invalidToken, INVALID_TOKEN)
    }
    return { uid: payload.sub, email: payload.email }
  }
}
