/**
 * Connection URLs in messages and logs: where the database is, never who logs in with what.
 */

/**
 * `host:port/database` of a connection URL, without user or password (for messages and logs).
 * @example describeDatabase('postgres://app:secret@db:5432/snipwire') // 'db:5432/snipwire'
 */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname || '/'}`
  } catch {
    return 'the configured database'
  }
}
