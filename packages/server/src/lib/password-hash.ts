/**
 * Password hashing with argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane). Hashing runs
 * on libuv's thread pool, never on the event loop.
 */
import { hash, verify, type Options } from '@node-rs/argon2'

// `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read: its value is 2.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/**
 * The PHC string of an argon2id hash of `password`.
 * @example await hashPassword('correct horse') // '$argon2id$v=19$m=19456,t=2,p=1$…'
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/**
 * Whether `password` matches the PHC string `stored`. A malformed stored hash counts as no match.
 * @example await verifyPassword(await hashPassword('pw-123456'), 'pw-123456') // true
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}
