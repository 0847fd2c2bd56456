/**
 * The owner's e-mail for one notification: a subject that says what happened, and the same
 * facts as plain text and as HTML (inline styles only, as mail clients need; every value
 * escaped). The body shows the spec's payload without the payment account ids, which never
 * leave the server (see `outboundPayload`).
 */
import type { JsonValue, OutboxMessageData } from '../notifications/notification-payload.js'
import { escapeHtml } from './escape-html.js'

export interface NotificationEmail {
  subject: string
  text: string
  html: string
}

const EVENT_NAMES = { login: 'Login', signUp: 'Sign-up', add: 'New document' } as const
const SETTING_NAMES = { login: 'logins', signUp: 'sign-ups', add: 'added documents' } as const
// A field value longer than this is cut in the e-mail; the outbox keeps it whole.
const MAX_VALUE_LENGTH = 500

/** Header values must stay on one line, whatever a user typed into a field. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

function show(value: JsonValue): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text
}

function utc(milliseconds: number): string {
  return `${new Date(milliseconds).toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

function summary(message: OutboxMessageData): string {
  const who = message.payload.email ?? 'A user'
  const where = `"${message.workspaceName}"`
  const how = `through the snippet "${message.payload.snippetId}"`
  if (message.kind === 'login') return `${who} signed in to ${where} ${how}.`
  if (message.kind === 'signUp') return `${who} signed up on ${where} ${how}.`
  return `${message.payload.email === null ? 'A visitor' : who} added a document on ${where} ${how}.`
}

/**
 * @example renderNotificationEmail(message).subject // '[test] New sign-up on Acme Shop: ada@example.com'
 */
export function renderNotificationEmail(message: OutboxMessageData): NotificationEmail {
  const { payload } = message
  const email = payload.email ?? ''
  const prefix = message.mode === 'test' ? '[test] ' : ''
  const subjects = {
    login: `${prefix}${email === '' ? 'A user' : email} signed in to ${message.workspaceName}`,
    signUp: `${prefix}New sign-up on ${message.workspaceName}${email === '' ? '' : `: ${email}`}`,
    add: `${prefix}New document added on ${message.workspaceName}${email === '' ? '' : ` by ${email}`}`,
  }
  const facts: [string, string][] = [
    ['Event', EVENT_NAMES[message.kind]],
    ['Workspace', `${message.workspaceName} (${payload.workspaceId})`],
    ['Mode', `${message.mode} (key ${payload.apiKey})`],
    ['Snippet', payload.snippetId],
    ['User', payload.userId === null ? 'not signed in' : `${email} (${payload.userId})`],
    ['Time', utc(message.createdAt)],
    ['Notification id', message.notificationId],
  ]
  const sections: [string, [string, string][]][] = [
    [
      message.kind === 'add' ? 'Document fields' : 'Fields',
      Object.entries(payload.metadata).map(([k, v]) => [k, show(v)]),
    ],
    ['Variables', Object.entries(payload.processedVariables).map(([k, v]) => [k, show(v)])],
  ]
  const footer = `You get this e-mail because notifications for ${SETTING_NAMES[message.kind]} are on for this workspace. Change them with: snipwire workspace set --workspace ${payload.workspaceId} --notify login,signUp,add`

  const text = [
    summary(message),
    '',
    ...facts.map(([label, value]) => `${`${label}:`.padEnd(17)}${value}`),
    ...sections.flatMap(([title, rows]) =>
      rows.length === 0 ? [] : ['', title, ...rows.map(([key, value]) => `  ${key}: ${value}`)],
    ),
    '',
    '-- ',
    footer,
    '',
  ].join('\n')

  const cell = 'padding:6px 12px 6px 0;vertical-align:top;text-align:left'
  const table = (rows: [string, string][]) =>
    `<table role="presentation" style="border-collapse:collapse;font-size:14px">${rows
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="${cell};color:#4b5563;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell};color:#111827;word-break:break-word">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(oneLine(subjects[message.kind]))}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(summary(message))}</p>
${table(facts)}
${sections
  .filter(([, rows]) => rows.length > 0)
  .map(
    ([title, rows]) =>
      `<h2 style="margin:20px 0 4px;font-size:15px">${escapeHtml(title)}</h2>\n${table(rows)}`,
  )
  .join('\n')}
<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#4b5563">${escapeHtml(footer)}</p>
</div>
</body></html>
`
  return { subject: oneLine(subjects[message.kind]), text, html }
}
