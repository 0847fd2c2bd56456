/**
 * A Map that forgets its oldest entries beyond a size, for caches that must not grow without
 * bound (a caller can otherwise fill one with made-up keys).
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly #limit: number

  constructor(limit: number) {
    super()
    if (!Number.isInteger(limit) || limit < 1) {
      throw new TypeError('The `limit` option must be a positive integer')
    }
    this.#limit = limit
  }

  /**
   * Stores the entry, dropping the oldest one when the map is full.
   * @example new BoundedMap<string, number>(2).set('a', 1)
   */
  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.#limit) {
      const oldest = this.keys().next()
      if (!oldest.done) this.delete(oldest.value)
    }
    return super.set(key, value)
  }
}
