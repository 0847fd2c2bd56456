import { describe, expect, it } from 'vitest'
import { readNotificationsConfig } from './notifications-config.js'

describe('readNotificationsConfig', () => {
  it('takes smtp:// and smtps:// URLs, with or without a sender', () => {
    for (const url of [
      'smtp://user:pass@mail.example.com:587',
      'smtps://mail.example.com:465?from=alerts@example.com',
      'smtp://mail.example.com?from=Alerts%20%3Calerts@example.com%3E',
    ]) {
      expect(readNotificationsConfig({ SMTP_URL: url })).toEqual({
        config: { smtpUrl: url },
        problems: [],
      })
    }
    expect(readNotificationsConfig({ SMTP_URL: ' ' }).config.smtpUrl).toBeNull()
  })

  it('refuses another scheme or a bad sender without repeating the password', () => {
    const scheme = readNotificationsConfig({ SMTP_URL: 'https://user:hunter2@mail.example.com' })
    expect(scheme.config.smtpUrl).toBeNull()
    expect(scheme.problems[0]).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/)
    expect(scheme.problems.join(' ')).not.toContain('hunter2')
    expect(
      readNotificationsConfig({ SMTP_URL: 'smtp://mail.example.com?from=alerts' }).problems[0],
    ).toContain('The from parameter of SMTP_URL must be an e-mail address')
  })
})
