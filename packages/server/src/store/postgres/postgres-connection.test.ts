import { describe, expect, it } from 'vitest'
import { ConnectionLostError, endsConnection, isRetryable } from './postgres-connection.js'

describe('endsConnection', () => {
  it('is true for what the server sends as it closes the connection', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003']) {
      expect(endsConnection({ code }), code).toBe(true)
    }
  })

  it('is false for errors of a statement', () => {
    for (const code of ['23505', '40P01', '42P01', '57014', undefined]) {
      expect(endsConnection({ code }), String(code)).toBe(false)
    }
  })
})

describe('isRetryable', () => {
  it('runs again after a deadlock, a serialization failure or a connection lost before BEGIN', () => {
    expect(isRetryable({ code: '40P01' })).toBe(true)
    expect(isRetryable({ code: '40001' })).toBe(true)
    expect(isRetryable(new ConnectionLostError())).toBe(true)
    expect(isRetryable({ code: '23505' })).toBe(false)
    expect(isRetryable(null)).toBe(false)
  })
})
