import { describe, expect, it } from 'vitest'
import type { Workspace } from './model.js'
import { isOriginAllowed, normalizeOrigin } from './origins.js'

const workspace = { origins: ['https://shop.example'] } as Workspace

describe('isOriginAllowed', () => {
  const cases: [string, 'test' | 'live', boolean][] = [
    ['https://shop.example', 'live', true],
    ['https://shop.example:8443', 'live', false],
    ['http://shop.example', 'live', false],
    ['http://localhost:5173', 'test', true],
    ['https://127.0.0.1:9', 'test', true],
    ['http://[::1]:3000', 'test', true],
    ['http://localhost:5173', 'live', false],
    ['http://localhost.evil.example', 'test', false],
    ['null', 'test', false],
  ]
  for (const [origin, mode, allowed] of cases) {
    it(`${allowed ? 'allows' : 'refuses'} ${origin} in ${mode} mode`, () => {
      expect(isOriginAllowed(workspace, mode, origin)).toBe(allowed)
    })
  }
})

describe('normalizeOrigin', () => {
  it('keeps scheme, host and port only, in canonical form', () => {
    expect(normalizeOrigin('HTTPS://Shop.Example:443/')).toBe('https://shop.example')
    expect(normalizeOrigin('http://localhost:5173')).toBe('http://localhost:5173')
  })

  it('refuses paths, credentials and other schemes', () => {
    expect(normalizeOrigin('https://shop.example/app')).toBeNull()
    expect(normalizeOrigin('https://user:pw@shop.example')).toBeNull()
    expect(normalizeOrigin('ftp://shop.example')).toBeNull()
    expect(normalizeOrigin('shop.example')).toBeNull()
  })
})
