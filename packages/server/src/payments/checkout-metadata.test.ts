import { describe, expect, it } from 'vitest'
import { checkoutMetadata, paymentAccountFor } from './checkout-metadata.js'

describe('checkoutMetadata', () => {
  it("holds the caller's variables as strings and the server's snippetId, workspaceId and userId", () => {
    expect(
      checkoutMetadata(
        { plan: 'Pro', seats: 3, annual: true },
        { snippetId: 'pay', workspaceId: 'ws_1', userId: 'u_9' },
      ),
    ).toEqual({
      plan: 'Pro',
      seats: '3',
      annual: 'true',
      snippetId: 'pay',
      workspaceId: 'ws_1',
      userId: 'u_9',
    })
  })

  it("never lets a caller's variable replace the server's own facts", () => {
    const metadata = checkoutMetadata(
      { workspaceId: 'ws_victim', snippetId: 'other', userId: 'admin' },
      { snippetId: 'pay', workspaceId: 'ws_1', userId: null },
    )

    expect(metadata).toEqual({ workspaceId: 'ws_1', snippetId: 'pay', userId: '' })
  })
})

describe('paymentAccountFor', () => {
  it('takes sAcc in test mode and sAccLive in live mode, or none', () => {
    const workspace = { sAcc: 'acct_1Test', sAccLive: 'acct_1Live' }

    expect(paymentAccountFor(workspace, 'test')).toBe('acct_1Test')
    expect(paymentAccountFor(workspace, 'live')).toBe('acct_1Live')
    expect(paymentAccountFor({ sAcc: 'acct_1Test', sAccLive: null }, 'live')).toBeUndefined()
    expect(paymentAccountFor({ sAcc: '' }, 'test')).toBeUndefined()
  })
})
