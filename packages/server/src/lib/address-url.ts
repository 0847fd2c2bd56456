/**
 * Listening addresses as URLs.
 */
import type { AddressInfo } from 'node:net'

/**
 * The http URL of a listening address (IPv6 hosts in brackets).
 * @example addressUrl({ address: '::1', family: 'IPv6', port: 3000 }) // 'http://[::1]:3000'
 */
export function addressUrl(address: string | AddressInfo): string {
  if (typeof address === 'string') return address
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}
