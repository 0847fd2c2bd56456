/**
 * JSON helpers.
 */

/**
 * JSON with object keys sorted at every depth, so equal values give equal strings (used to
 * recognise identical live queries).
 * @example stableStringify({ b: 1, a: [2, { d: 3, c: 4 }] }) // '{"a":[2,{"c":4,"d":3}],"b":1}'
 */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item)).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map(
        (key) =>
          `${JSON.stringify(key)}:${stableStringify((value as Record<string, unknown>)[key])}`,
      )
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
