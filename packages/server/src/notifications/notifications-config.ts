/**
 * The notifications settings of the environment, checked once at start-up: `SMTP_URL`
 * (`smtp://user:password@mail.example.com:587`, `smtps://…:465`, optionally `?from=…`). Without
 * it, owner e-mails wait in the outbox until it is set.
 */

export interface NotificationsConfig {
  smtpUrl: string | null
}

/**
 * Reads the notifications settings; `problems` lists every wrong value.
 * @example readNotificationsConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).config.smtpUrl // 'smtp://mail.example.com:587'
 */
export function readNotificationsConfig(env: NodeJS.ProcessEnv): {
  config: NotificationsConfig
  problems: string[]
} {
  const value = env.SMTP_URL?.trim()
  if (value === undefined || value === '') return { config: { smtpUrl: null }, problems: [] }
  let url: URL | null
  try {
    url = new URL(value)
  } catch {
    url = null
  }
  if (
    url === null ||
    (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') ||
    url.hostname === ''
  ) {
    return {
      config: { smtpUrl: null },
      // The URL may hold a password: the message does not repeat it.
      problems: [
        'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587.',
      ],
    }
  }
  const from = url.searchParams.get('from')
  if (from !== null && !/^[^\s@<>]+@[^\s@<>]+$|^[^<>]*<[^\s@<>]+@[^\s@<>]+>$/.test(from)) {
    return {
      config: { smtpUrl: null },
      problems: [
        `The from parameter of SMTP_URL must be an e-mail address such as alerts@example.com or "Alerts <alerts@example.com>" (got "${from}").`,
      ],
    }
  }
  return { config: { smtpUrl: value }, problems: [] }
}
