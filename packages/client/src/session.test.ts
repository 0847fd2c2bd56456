import type { AuthResponse } from '@snipwire/protocol'
import { describe, expect, it, vi } from 'vitest'
import { REFRESH_WINDOW_MS, createSession } from './session.js'
import { uniqueKey } from './testing/fake-network.js'
import { authResponse } from './testing/page.js'

const MINUTE = 60 * 1000

/** What another tab of the same origin does: write storage, which fires `storage` here. */
function otherTab(key: string, value: AuthResponse | null) {
  const storageKey = 'snipwire:' + key
  const newValue = value && JSON.stringify(value)
  if (newValue) localStorage.setItem(storageKey, newValue)
  else localStorage.removeItem(storageKey)
  window.dispatchEvent(new StorageEvent('storage', { key: storageKey, newValue }))
}

describe('createSession', () => {
  it('keeps the session in localStorage, so a new page load finds the user', () => {
    const key = uniqueKey()
    createSession(key).set(authResponse())
    expect(JSON.parse(localStorage.getItem('snipwire:' + key)!)).toMatchObject({
      user: { email: 'ada@example.com' },
    })
    expect(createSession(key).user()).toEqual({
      uid: 'user-ada@example.com',
      email: 'ada@example.com',
    })
  })

  it('calls a listener at once and on every change of user, and stops after unsubscribe', () => {
    const session = createSession(uniqueKey())
    const listener = vi.fn()
    const unsubscribe = session.listen(listener)
    session.set(authResponse())
    session.set(authResponse('ada@example.com', 2 * MINUTE * 60))
    session.set(null)
    unsubscribe()
    session.set(authResponse('bob@example.com'))
    expect(listener.mock.calls).toEqual([
      [null],
      [{ uid: 'user-ada@example.com', email: 'ada@example.com' }],
      [null],
    ])
  })

  it('follows sign-in and sign-out in another tab', () => {
    const key = uniqueKey()
    const session = createSession(key)
    const listener = vi.fn()
    session.listen(listener)
    otherTab(key, authResponse('bob@example.com'))
    expect(session.user()?.email).toBe('bob@example.com')
    otherTab(key, null)
    expect(session.user()).toBeNull()
    otherTab(uniqueKey(), authResponse('eve@example.com'))
    expect(
      listener.mock.calls.map(([user]) => (user as { email: string } | null)?.email ?? null),
    ).toEqual([null, 'bob@example.com', null])
  })

  it('gives the access token as it is while more than 5 minutes remain', async () => {
    const session = createSession(uniqueKey())
    session.set(authResponse('ada@example.com', REFRESH_WINDOW_MS + MINUTE))
    const refresh = vi.fn()
    await expect(session.token(refresh)).resolves.toBe('access-1')
    expect(refresh).not.toHaveBeenCalled()
  })

  it('gives no token when signed out', async () => {
    await expect(createSession(uniqueKey()).token(vi.fn())).resolves.toBeUndefined()
  })

  it('refreshes once when less than 5 minutes remain, however many calls wait for it', async () => {
    const key = uniqueKey()
    const session = createSession(key)
    session.set(authResponse('ada@example.com', 4 * MINUTE))
    const refresh = vi.fn(() =>
      Promise.resolve(
        authResponse('ada@example.com', 60 * MINUTE, {
          accessToken: 'access-2',
          refreshToken: 'refresh-2',
        }),
      ),
    )
    const tokens = await Promise.all([session.token(refresh), session.token(refresh)])
    expect(tokens).toEqual(['access-2', 'access-2'])
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(refresh).toHaveBeenCalledWith('refresh-1')
    expect(JSON.parse(localStorage.getItem('snipwire:' + key)!).session.refreshToken).toBe(
      'refresh-2',
    )
  })

  it('uses the tokens another tab refreshed instead of refreshing again', async () => {
    const key = uniqueKey()
    const session = createSession(key)
    session.set(authResponse('ada@example.com', 4 * MINUTE))
    localStorage.setItem(
      'snipwire:' + key,
      JSON.stringify(
        authResponse('ada@example.com', 60 * MINUTE, {
          accessToken: 'access-9',
          refreshToken: 'refresh-9',
        }),
      ),
    )
    const refresh = vi.fn()
    await expect(session.token(refresh)).resolves.toBe('access-9')
    expect(refresh).not.toHaveBeenCalled()
  })

  it('adopts the tokens of a tab that won the race to refresh', async () => {
    const key = uniqueKey()
    const session = createSession(key)
    session.set(authResponse('ada@example.com', 4 * MINUTE))
    const refresh = vi.fn(() => {
      localStorage.setItem(
        'snipwire:' + key,
        JSON.stringify(
          authResponse('ada@example.com', 60 * MINUTE, {
            accessToken: 'access-7',
            refreshToken: 'refresh-7',
          }),
        ),
      )
      return Promise.reject(
        Object.assign(new Error('used'), { code: 'auth/invalid-refresh-token' }),
      )
    })
    await expect(session.token(refresh)).resolves.toBe('access-7')
    expect(session.user()?.email).toBe('ada@example.com')
  })

  it('signs out when the server refuses the refresh token', async () => {
    const key = uniqueKey()
    const session = createSession(key)
    const listener = vi.fn()
    session.set(authResponse('ada@example.com', 4 * MINUTE))
    session.listen(listener)
    const refresh = () =>
      Promise.reject(Object.assign(new Error('revoked'), { code: 'auth/invalid-refresh-token' }))
    await expect(session.token(refresh)).resolves.toBeUndefined()
    expect(session.user()).toBeNull()
    expect(listener).toHaveBeenLastCalledWith(null)
    expect(localStorage.getItem('snipwire:' + key)).toBeNull()
  })

  it('keeps the session offline and its token while still valid', async () => {
    const session = createSession(uniqueKey())
    session.set(authResponse('ada@example.com', 4 * MINUTE))
    const offline = () =>
      Promise.reject(Object.assign(new Error('offline'), { code: 'network/request-failed' }))
    await expect(session.token(offline)).resolves.toBe('access-1')
    expect(session.user()?.email).toBe('ada@example.com')
  })
})

describe('createSession without storage', () => {
  it('keeps the session in memory, without throwing, where localStorage is refused', async () => {
    vi.resetModules()
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    vi.stubGlobal('localStorage', { getItem: refused, setItem: refused, removeItem: refused })
    const { createSession: fresh } = await import('./session.js')
    const key = uniqueKey()
    const session = fresh(key)
    expect(session.user()).toBeNull()
    session.set(authResponse())
    expect(session.user()?.email).toBe('ada@example.com')
    expect(fresh(key).user()?.email).toBe('ada@example.com')
    session.set(null)
    expect(fresh(key).user()).toBeNull()
  })

  it('moves to memory when writing fails (storage full, private mode)', async () => {
    vi.resetModules()
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError')
      },
      removeItem: (k: string) => store.delete(k),
    })
    const { createSession: fresh } = await import('./session.js')
    const session = fresh(uniqueKey())
    session.set(authResponse())
    expect(session.user()?.email).toBe('ada@example.com')
    await expect(session.token(vi.fn())).resolves.toBe('access-1')
  })
})
