/**
 * Server-Sent Events framing (https://html.spec.whatwg.org/multipage/server-sent-events.html).
 */

/**
 * One event frame. `data` must already be serialized and hold no newline (JSON never does).
 * @example sseFrame('ready', '{"streamId":"s1"}') // 'event: ready\ndata: {"streamId":"s1"}\n\n'
 */
export function sseFrame(event: string, data: string): string {
  return `event: ${event}\ndata: ${data}\n\n`
}

/** A comment line: clients ignore it, proxies see traffic, so idle streams stay open. */
export const SSE_HEARTBEAT = ': ping\n\n'
