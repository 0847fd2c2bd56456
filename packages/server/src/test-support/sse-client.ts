/**
 * A minimal Server-Sent Events client over a real socket, for tests: collects events and waits
 * for the next one that matches.
 */
import { request, type ClientRequest, type IncomingMessage } from 'node:http'

export interface SseEvent {
  event: string
  data: unknown
}

export interface SseConnection {
  response: IncomingMessage
  /** Every event so far, heartbeats as `{ event: 'comment', data: text }`. */
  events: SseEvent[]
  /** The next event (after those already taken) that `match` accepts. */
  next(match?: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>
  close(): void
}

/**
 * Opens an event stream and resolves once the response headers arrived.
 * @example const stream = await openSse(`${url}/v1/realtime?key=${key}`)
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest | undefined = undefined
    req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = []
      const waiters: (() => void)[] = []
      let taken = 0
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        buffer += chunk
        let end = buffer.indexOf('\n\n')
        while (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.startsWith(':')) {
            events.push({ event: 'comment', data: block.slice(1).trim() })
          } else {
            let event = 'message'
            let data = ''
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7)
              else if (line.startsWith('data: ')) data += line.slice(6)
            }
            events.push({ event, data: data === '' ? null : (JSON.parse(data) as unknown) })
          }
          for (const wake of waiters.splice(0)) wake()
          end = buffer.indexOf('\n\n')
        }
      })
      response.on('error', () => undefined)
      resolve({
        response,
        events,
        next(match = () => true, timeoutMs = 5000) {
          return new Promise((done, fail) => {
            const timer = setTimeout(() => {
              fail(
                new Error(
                  `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(taken))}`,
                ),
              )
            }, timeoutMs)
            const look = () => {
              while (taken < events.length) {
                const event = events[taken]!
                taken += 1
                if (match(event)) {
                  clearTimeout(timer)
                  done(event)
                  return
                }
              }
              waiters.push(look)
            }
            look()
          })
        },
        close() {
          req?.destroy()
          response.destroy()
        },
      })
    })
    req.on('error', reject)
    req.end()
  })
}
