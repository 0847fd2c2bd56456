/**
 * Random identifiers and keys. Document ids sort by creation time (like ULIDs, in base62), so a
 * collection without an explicit order lists documents in the order they were added.
 */
import { randomBytes } from 'node:crypto'

// ASCII order, so string comparison of fixed-width ids equals numeric comparison.
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const TIME_LENGTH = 8
const RANDOM_LENGTH = 12

let lastTime = 0
let lastRandom: number[] = []

/**
 * A random base62 string of `length` characters (about 5.95 bits each), without modulo bias.
 * @example randomId(24) // 'q3ZbX0…' (24 characters)
 */
export function randomId(length = 20): string {
  let out = ''
  while (out.length < length) {
    const bytes = randomBytes(length * 2)
    for (const byte of bytes) {
      // 248 = 62 * 4: bytes above it would favour the first characters.
      if (byte < 248) out += BASE62[byte % 62]
      if (out.length === length) break
    }
  }
  return out
}

function randomDigits(): number[] {
  const digits: number[] = []
  const id = randomId(RANDOM_LENGTH)
  for (const char of id) digits.push(BASE62.indexOf(char))
  return digits
}

/**
 * A 20-character document id: 8 characters of milliseconds, then 12 random ones. Ids made by one
 * process in the same millisecond still increase, so insertion order is kept.
 * @example timeOrderedId() // '0Ps4rY9kR2bq7LmZ1xYw'
 */
export function timeOrderedId(now = Date.now()): string {
  if (now <= lastTime) {
    // Same millisecond (or a clock step back): count up from the last random part.
    let index = RANDOM_LENGTH - 1
    while (index >= 0) {
      const digit = (lastRandom[index] ?? 0) + 1
      if (digit < 62) {
        lastRandom[index] = digit
        break
      }
      lastRandom[index] = 0
      index -= 1
    }
    now = lastTime
  } else {
    lastTime = now
    lastRandom = randomDigits()
  }
  let time = ''
  let rest = now
  for (let i = 0; i < TIME_LENGTH; i += 1) {
    time = BASE62[rest % 62]! + time
    rest = Math.floor(rest / 62)
  }
  return time + lastRandom.map((digit) => BASE62[digit]).join('')
}
