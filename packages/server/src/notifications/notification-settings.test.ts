import { describe, expect, it } from 'vitest'
import {
  checkWebhookUrl,
  checkWebhookUrls,
  NotificationSettingsError,
  parseNotifyEvents,
} from './notification-settings.js'

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(NotificationSettingsError)
    expect((error as NotificationSettingsError).statusCode).toBe(400)
    return (error as Error).message
  }
  throw new Error('expected a refusal')
}

describe('parseNotifyEvents', () => {
  it('reads event names in any case and order, once each, in the canonical order', () => {
    expect(parseNotifyEvents('add, SIGNUP ,login,add')).toEqual(['login', 'signUp', 'add'])
    expect(parseNotifyEvents('signUp')).toEqual(['signUp'])
  })

  it('reads none as no events', () => {
    expect(parseNotifyEvents(' none ')).toEqual([])
  })

  it('names an unknown event and says what to write', () => {
    expect(refusal(() => parseNotifyEvents('login,logout'))).toBe(
      'Unknown event "logout": use login, signUp and add, separated by commas (or none).',
    )
    expect(refusal(() => parseNotifyEvents(' , '))).toBe(
      'List the events that notify you, separated by commas: login,signUp,add (or none).',
    )
  })
})

describe('checkWebhookUrl', () => {
  it('keeps an http(s) URL and drops its fragment', () => {
    expect(checkWebhookUrl(' https://hooks.example.com/snipwire?team=1#x ')).toBe(
      'https://hooks.example.com/snipwire?team=1',
    )
  })

  it.each([
    ['hooks.example.com', 'The webhook "hooks.example.com" is not an absolute URL.'],
    ['ftp://hooks.example.com', 'The webhook must start with https:// or http://, not ftp://.'],
    ['https://user:pw@hooks.example.com', 'Put no user name or password in the webhook URL'],
    [`https://hooks.example.com/${'a'.repeat(2100)}`, 'at most 2048 are allowed'],
  ])('refuses %s', (url, message) => {
    expect(refusal(() => checkWebhookUrl(url))).toContain(message)
  })

  it('keeps a list distinct and refuses more than ten URLs', () => {
    expect(checkWebhookUrls(['https://a.example/h', 'https://a.example/h#1'])).toEqual([
      'https://a.example/h',
    ])
    const eleven = Array.from({ length: 11 }, (_, n) => `https://a.example/${n}`)
    expect(refusal(() => checkWebhookUrls(eleven))).toBe(
      'A workspace can have at most 10 webhook URLs; this list has 11.',
    )
  })
})
