// A loopback HTTP proxy the fault specs put between the browser and a server they started
// (./server-process.ts), so the network can misbehave in ways context.setOffline cannot: an answer lost
// after the server committed, a captive portal while navigator.onLine stays true, requests held, slow
// or thin links. One http.request per incoming request (keep-alive on both sides stays correct), bodies
// piped, answers streamed so the throttle applies. Every wait is bounded; close() ends everything.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { PUSH_PATH } from '../../../sync/protocol/push'

export type RequestInfo = { method: string; url: string }
export type RequestMatcher = (req: RequestInfo) => boolean

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])
/** A write as the app's outbox sends them: a state-changing call under /api. */
export const isWrite: RequestMatcher = ({ method, url }) => WRITE_METHODS.has(method) && url.startsWith('/api/')

// Hop-by-hop headers belong to one connection; each side of the proxy has its own.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']
const withoutHopByHop = (headers: http.IncomingHttpHeaders) => {
  const copy = { ...headers }
  for (const h of HOP_BY_HOP) delete copy[h]
  return copy
}

/** What happened to each request, in arrival order: the evidence a failing spec prints. */
export interface ProxyLogEntry {
  method: string
  url: string
  idempotencyKey?: string
  /**
   * The app's client id and change number ("<client> <number>"), or for a batch (POST /api/sync/push)
   * its client and every change number it carries ("<client> 3,4,5"): the same change, or the same
   * batch, sent again has the same.
   */
  mutation?: string
  /** A batch's changes by name, in order ("favorite.add", "board.update", …). */
  changes?: string[]
  /** ms since the proxy started, at arrival (tells a browser's instant resend from the app's backoff). */
  at: number
  /** 1-based among writes since the proxy started; 0 for reads. */
  write: number
  status?: number
  outcome: 'pending' | 'answered' | 'answer-dropped' | 'refused' | 'upstream-error' | 'client-gone'
}

export interface FaultProxy {
  readonly url: string
  readonly log: ProxyLogEntry[]
  /** Clears every fault: requests pass untouched (held ones are released). */
  passThrough(): void
  /**
   * The nth write from now (1 = the next) reaches the server and commits; its answer is swallowed and
   * the client's socket destroyed. The same request arriving again within `outageMs` is cut too:
   * Chromium silently resends a request whose reused keep-alive connection broke before any answer
   * (8 ms later, seen here), and that resend, replayed by the server, would hide the loss from the app.
   */
  dropAnswerOfWrite(n: number, outageMs?: number): void
  /**
   * Calls `then` once the nth write from now has been sent to the server in full ('sent': to kill it
   * mid-push), or once the server's answer to it arrives, before it is passed on ('answered': committed).
   */
  onWrite(n: number, then: (entry: ProxyLogEntry) => void, at?: 'sent' | 'answered'): void
  /** Holds matching requests (before they reach the server) until release(); held at most `maxMs`. */
  hold(matcher: RequestMatcher, maxMs?: number): void
  release(): void
  /** Resolves once `count` requests are held; rejects after `timeoutMs`. */
  waitForHeld(count: number, timeoutMs?: number): Promise<void>
  /**
   * true: every request's connection is destroyed on arrival, unanswered (a captive portal, an
   * unreachable server) while the browser still believes it is online. A matcher: only matching
   * requests are cut. Either way nothing reaches the server.
   */
  refuse(on: boolean | RequestMatcher): void
  /** Delay before each request is forwarded. */
  latency(ms: number): void
  /** Answers stream at most this many bytes per second (0: unlimited). */
  throttle(bytesPerSecond: number): void
  /**
   * From now on the proxy answers POST /api/sync/push with 404, as a server older than the batched push
   * would, so the app sends one request per change. Not undone by passThrough(): it is the server's
   * version, not a fault.
   */
  withoutBatchedPush(): void
  /** Drops every connection and listens again on the same port. */
  restart(): Promise<void>
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** A batch's "<client> <id>,<id>,…" and its changes' names; nothing when the body is not a batch. */
function batchMutations(body: Buffer): { mutation?: string; changes?: string[] } {
  try {
    const batch = JSON.parse(body.toString('utf8')) as { client?: string; mutations?: { id?: number; name?: string }[] }
    const mutations = batch.mutations ?? []
    return { mutation: `${batch.client} ${mutations.map((m) => m.id).join(',')}`, changes: mutations.map((m) => String(m.name)) }
  } catch {
    return {}
  }
}

export async function startFaultProxy(targetPort: number): Promise<FaultProxy> {
  const startedAt = Date.now()
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
  const sockets = new Set<Socket>()
  const log: ProxyLogEntry[] = []
  let writes = 0
  let batchedPush = true
  let refusing = false
  let refuseMatcher: RequestMatcher | null = null
  let latencyMs = 0
  let bytesPerSecond = 0
  let dropWrites = new Map<number, number>()
  /** The dropped write (method, url, key) and until when its resends are cut. */
  let outage = { of: '', until: 0 }
  const sameRequest = (e: ProxyLogEntry) => `${e.method} ${e.url} ${e.idempotencyKey ?? ''} ${e.mutation ?? ''}`
  type WriteHook = { write: number; at: 'sent' | 'answered'; then: (e: ProxyLogEntry) => void }
  let writeHooks: WriteHook[] = []
  const runHooks = (entry: ProxyLogEntry, at: WriteHook['at']) => {
    const due = writeHooks.filter((h) => entry.write > 0 && h.write === entry.write && h.at === at)
    writeHooks = writeHooks.filter((h) => !due.includes(h))
    due.forEach((h) => h.then(entry))
  }
  let holdMatcher: RequestMatcher | null = null
  let holdMaxMs = 60_000
  let held: (() => void)[] = []

  const releaseAll = () => {
    const waiting = held
    held = []
    waiting.forEach((go) => go())
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const info = { method: req.method ?? 'GET', url: req.url ?? '/' }
    const key = req.headers['idempotency-key']
    const isBatch = info.method === 'POST' && info.url === PUSH_PATH
    // A batch's body is read whole (at most a few MB) to log the change numbers it carries.
    const batchBody = isBatch ? await readBody(req) : null
    const [client, number] = [req.headers['x-vetted-client'], req.headers['x-vetted-mutation']]
    const single: { mutation?: string; changes?: string[] } = typeof client === 'string' && typeof number === 'string' ? { mutation: `${client} ${number}` } : {}
    const { mutation, changes } = batchBody ? batchMutations(batchBody) : single
    const entry: ProxyLogEntry = { ...info, idempotencyKey: typeof key === 'string' ? key : undefined, mutation, changes, at: Date.now() - startedAt, write: 0, outcome: 'pending' }
    log.push(entry)
    // Refused per request rather than per connection, so the log names what was cut.
    if (refusing || refuseMatcher?.(info)) return refused(req, entry)
    if (isBatch && !batchedPush) return notFound(res, entry)
    if (sameRequest(entry) === outage.of && Date.now() < outage.until) return refused(req, entry)
    if (latencyMs) await sleep(latencyMs)
    if (holdMatcher?.(info)) {
      // Bounded: a spec that forgets release() gets its requests through after holdMaxMs, not a hang.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, holdMaxMs)
        held.push(() => (clearTimeout(timer), resolve()))
      })
    }
    if (refusing || refuseMatcher?.(info)) return refused(req, entry)
    if (req.socket.destroyed) return void (entry.outcome = 'client-gone')
    if (isWrite(info)) entry.write = ++writes
    const outageMs = dropWrites.get(entry.write)

    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: info.method, path: info.url, headers: withoutHopByHop(req.headers), agent })
    upstream.setTimeout(60_000, () => upstream.destroy(new Error('no answer within 60 s')))
    upstream.on('finish', () => runHooks(entry, 'sent'))
    // As on a direct connection to a dead server: the browser's socket breaks (no made-up 502).
    upstream.on('error', () => {
      if (entry.outcome === 'pending') entry.outcome = 'upstream-error'
      req.socket.destroy()
    })
    upstream.on('response', (answer) => {
      entry.status = answer.statusCode
      runHooks(entry, 'answered')
      if (outageMs !== undefined) {
        // The server has committed (it answers after its transaction): read its answer to the end,
        // then break the client's connection so the browser never sees it.
        entry.outcome = 'answer-dropped'
        answer.resume()
        answer.on('close', () => { // 'close', not 'end': also when the server dies mid-answer
          outage = { of: sameRequest(entry), until: Date.now() + outageMs }
          req.socket.destroy()
        })
        return
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers))
      res.on('close', () => answer.complete || answer.destroy()) // the browser went away mid-answer
      void stream(answer, res).then(() => (entry.outcome = 'answered'), () => req.socket.destroy())
    })
    // The browser gave up before the answer (its own timeout, an aborted fetch): as on a direct
    // connection, the server's side of it closes too.
    res.on('close', () => res.writableFinished || upstream.destroy())
    if (batchBody) upstream.end(batchBody)
    else req.pipe(upstream)
  }

  function notFound(res: ServerResponse, entry: ProxyLogEntry) {
    entry.status = 404
    entry.outcome = 'answered'
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }))
  }

  async function stream(answer: IncomingMessage, res: ServerResponse) {
    for await (const chunk of answer as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.length; ) {
        // Slices of a tenth of a second each, so a throttled answer arrives steadily.
        const size = bytesPerSecond ? Math.max(1, Math.floor(bytesPerSecond / 10)) : chunk.length
        const slice = chunk.subarray(at, at + size)
        at += slice.length
        if (!res.write(slice)) await Promise.race([new Promise((r) => res.once('drain', r)), sleep(30_000)])
        if (bytesPerSecond) await sleep((slice.length / bytesPerSecond) * 1000)
        if (res.destroyed) return
      }
    }
    res.end()
  }

  function refused(req: IncomingMessage, entry: ProxyLogEntry) {
    entry.outcome = 'refused'
    req.socket.destroy()
  }

  const server = http.createServer((req, res) => void handle(req, res).catch(() => req.socket.destroy()))
  server.keepAliveTimeout = 65_000 // as api/server.ts: never close an idle connection under a client reusing it
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const destroySockets = () => sockets.forEach((s) => s.destroy())

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve((server.address() as AddressInfo).port)
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      releaseAll()
      destroySockets()
      const timer = setTimeout(resolve, 5_000)
      server.close(() => (clearTimeout(timer), resolve()))
    })

  const port = await listen(0)
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    passThrough() {
      refusing = false
      refuseMatcher = null
      latencyMs = bytesPerSecond = 0
      dropWrites = new Map()
      outage = { of: '', until: 0 }
      writeHooks = []
      holdMatcher = null
      releaseAll()
    },
    dropAnswerOfWrite: (n, outageMs = 500) => void dropWrites.set(writes + n, outageMs),
    onWrite: (n, then, at = 'sent') => void writeHooks.push({ write: writes + n, at, then }),
    hold(matcher, maxMs = 60_000) {
      holdMatcher = matcher
      holdMaxMs = maxMs
    },
    release() {
      holdMatcher = null
      releaseAll()
    },
    async waitForHeld(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (held.length < count) {
        if (Date.now() > deadline) throw new Error(`${held.length} of ${count} requests held after ${timeoutMs} ms`)
        await sleep(50)
      }
    },
    refuse(on) {
      refusing = on === true
      refuseMatcher = typeof on === 'function' ? on : null
    },
    withoutBatchedPush: () => void (batchedPush = false),
    latency: (ms) => void (latencyMs = ms),
    throttle: (bps) => void (bytesPerSecond = bps),
    async restart() {
      await stop()
      await listen(port)
    },
    async close() {
      await stop()
      agent.destroy()
    },
  }
}
