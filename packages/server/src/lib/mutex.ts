/**
 * A first-come, first-served async lock: one holder at a time, the others wait in order.
 */
export class Mutex {
  #locked = false
  readonly #waiters: (() => void)[] = []

  /**
   * Runs `fn` once every earlier holder has finished; always releases, even when `fn` throws.
   * @example await mutex.run(async () => write())
   */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#locked) await new Promise<void>((resolve) => this.#waiters.push(resolve))
    else this.#locked = true
    try {
      return await fn()
    } finally {
      const next = this.#waiters.shift()
      if (next) next()
      else this.#locked = false
    }
  }
}
