import { describe, expect, it } from 'vitest'
import { trialSignUpPath } from './checkout'

describe('trialSignUpPath', () => {
  it('leads to the sign-up page with the plan and billing period', () => {
    expect(trialSignUpPath('Pro', 'annual')).toBe('/signup?plan=Pro&billing=annual')
    expect(trialSignUpPath('Basic', 'monthly')).toBe('/signup?plan=Basic&billing=monthly')
    expect(trialSignUpPath('Enterprise', 'annual')).toBe('/signup?plan=Enterprise&billing=annual')
  })
})
