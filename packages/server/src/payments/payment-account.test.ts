import { describe, expect, it } from 'vitest'
import { paymentAccountFor } from './payment-account.js'

describe('paymentAccountFor', () => {
  it('takes sAcc in test mode and sAccLive in live mode, or none', () => {
    const workspace = { sAcc: 'acct_1Test', sAccLive: 'acct_1Live' }

    expect(paymentAccountFor(workspace, 'test')).toBe('acct_1Test')
    expect(paymentAccountFor(workspace, 'live')).toBe('acct_1Live')
    expect(paymentAccountFor({ sAcc: 'acct_1Test', sAccLive: null }, 'live')).toBeUndefined()
    expect(paymentAccountFor({ sAcc: '' }, 'test')).toBeUndefined()
  })
})
