/**
 * End users (e-mail unique per workspace and mode, stored lower-cased) and their refresh tokens.
 * The "used once" and "e-mail taken" rules are single atomic statements, so they hold with
 * several server nodes writing at once.
 */
import { ConflictError } from '../../core/errors.js'
import type { RefreshTokenRecord, Scope, User } from '../../core/model.js'
import { toRefreshToken, toUser, type RefreshTokenRow, type UserRow } from './rows.js'
import type { SqlConnection } from './sql-connection.js'

/** @example await findUserByEmail(db, scope, 'Ada@Example.com') */
export async function findUserByEmail(
  db: SqlConnection,
  scope: Scope,
  email: string,
): Promise<User | null> {
  const row = await db.get<UserRow>(
    'SELECT * FROM users WHERE workspace_id = ? AND mode = ? AND email = ?',
    [scope.workspaceId, scope.mode, email.toLowerCase()],
  )
  return row ? toUser(row) : null
}

/** @example await getUser(db, scope, 'u1') */
export async function getUser(
  db: SqlConnection,
  scope: Scope,
  userId: string,
): Promise<User | null> {
  const row = await db.get<UserRow>(
    'SELECT * FROM users WHERE workspace_id = ? AND mode = ? AND id = ?',
    [scope.workspaceId, scope.mode, userId],
  )
  return row ? toUser(row) : null
}

/** Refuses (`auth/email-already-in-use`) an e-mail taken in the same workspace and mode. */
export async function insertUser(db: SqlConnection, user: User): Promise<void> {
  // Another node inserting the same e-mail at the same moment waits for this row's transaction
  // and then inserts nothing: the unique index decides, not an earlier read.
  const { changes } = await db.run(
    `INSERT INTO users (id, workspace_id, mode, email, password_hash, created_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    [
      user.id,
      user.workspaceId,
      user.mode,
      user.email.toLowerCase(),
      user.passwordHash,
      user.createdAt,
    ],
  )
  if (changes === 0) {
    throw new ConflictError(
      'The email address is already in use by another account.',
      'auth/email-already-in-use',
    )
  }
}

/** @example await findRefreshToken(db, sha256(token)) */
export async function findRefreshToken(
  db: SqlConnection,
  tokenHash: string,
): Promise<RefreshTokenRecord | null> {
  const row = await db.get<RefreshTokenRow>('SELECT * FROM refresh_tokens WHERE token_hash = ?', [
    tokenHash,
  ])
  return row ? toRefreshToken(row) : null
}

/** @example await insertRefreshToken(db, record) */
export async function insertRefreshToken(
  db: SqlConnection,
  token: RefreshTokenRecord,
): Promise<void> {
  await db.run(
    `INSERT INTO refresh_tokens (token_hash, family, user_id, workspace_id, mode, created_at,
       expires_at, used_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      token.tokenHash,
      token.family,
      token.userId,
      token.workspaceId,
      token.mode,
      token.createdAt,
      token.expiresAt,
      token.usedAt,
      token.revokedAt,
    ],
  )
}

/** Marks an unused token used; false when it was used already (by this or another node). */
export async function markRefreshTokenUsed(
  db: SqlConnection,
  tokenHash: string,
  at: number,
): Promise<boolean> {
  const { changes } = await db.run(
    'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
    [at, tokenHash],
  )
  return changes > 0
}

/** @example await revokeRefreshTokenFamily(db, 'f1', Date.now()) */
export async function revokeRefreshTokenFamily(
  db: SqlConnection,
  family: string,
  at: number,
): Promise<void> {
  await db.run('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL', [
    at,
    family,
  ])
}
