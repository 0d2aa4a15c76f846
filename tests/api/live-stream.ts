// A client of GET /api/sync/events for tests: opens the stream over real HTTP and collects what
// arrives (pokes, comment lines) until it ends. Every wait is bounded.
import { get, type IncomingMessage } from 'node:http'

export interface LiveStream {
  status: number
  headers: IncomingMessage['headers']
  /** The body of a refused stream (JSON), or everything received so far. */
  text: () => string
  /** The version of each poke received, in order. */
  pokes: number[]
  /** The feed cursor each poke carried, in order. */
  cursors: string[]
  /** Event ids received (the browser sends the last as Last-Event-ID when it reconnects). */
  ids: string[]
  comments: number
  ended: boolean
  /** Resolves once `test` holds for what arrived; rejects after `timeoutMs`. */
  until: (test: (s: LiveStream) => boolean, what: string, timeoutMs?: number) => Promise<void>
  close: () => void
}

export function openLiveStream(base: string, options: { cookie?: string; since?: number | string; lastEventId?: string } = {}): Promise<LiveStream> {
  const url = new URL('/api/sync/events', base)
  if (options.since !== undefined) url.searchParams.set('since', String(options.since))
  const headers: Record<string, string> = { Accept: 'text/event-stream' }
  if (options.cookie) headers.Cookie = options.cookie
  if (options.lastEventId !== undefined) headers['Last-Event-ID'] = options.lastEventId
  return new Promise((resolve, reject) => {
    const request = get(url, { headers }, (res) => {
      let text = ''
      let parsed = 0
      const waiters = new Set<() => void>()
      const stream: LiveStream = {
        status: res.statusCode!, headers: res.headers, pokes: [], cursors: [], ids: [], comments: 0, ended: false,
        text: () => text,
        until: (test, what, timeoutMs = 5000) =>
          new Promise<void>((done, fail) => {
            if (test(stream)) return done()
            const timer = setTimeout(() => {
              waiters.delete(check)
              fail(new Error(`no ${what} within ${timeoutMs} ms; received: ${JSON.stringify(text)}`))
            }, timeoutMs)
            const check = () => {
              if (!test(stream)) return
              clearTimeout(timer)
              waiters.delete(check)
              done()
            }
            waiters.add(check)
          }),
        close: () => request.destroy(),
      }
      const notify = () => waiters.forEach((w) => w())
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
        let end: number
        while ((end = text.indexOf('\n\n', parsed)) !== -1) {
          readFrame(stream, text.slice(parsed, end))
          parsed = end + 2
        }
        notify()
      })
      const ended = () => {
        stream.ended = true
        notify()
      }
      res.on('end', ended)
      res.on('close', ended)
      resolve(stream)
    })
    request.on('error', reject)
  })
}

function readFrame(stream: LiveStream, frame: string): void {
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) stream.comments += 1
    else if (line.startsWith('id: ')) stream.ids.push(line.slice(4))
    else if (line.startsWith('data: ')) {
      const poke = JSON.parse(line.slice(6)) as { version: number; cursor: string }
      stream.pokes.push(poke.version)
      stream.cursors.push(poke.cursor)
    }
  }
}
