// Many open event streams on one server process (loopback): the server's memory per stream, and how
// long one write's poke takes to reach all of them. Every stream is a plain HTTP client in this process
// (no browser), opened a few at a time; every wait is bounded, and everything is closed at the end.
import { readdirSync, readFileSync } from 'node:fs'
import { get, type ClientRequest } from 'node:http'
import { percentile } from '../search/stats'
import { within } from '../web/browser'

export interface CapacityRun {
  streams: number
  rssBeforeMiB: number
  rssAfterMiB: number
  bytesPerStream: number
  /** The next stream past the server's cap: its status and message. */
  refusal: { status: number; message: string }
  /** Per write: ms from sending the write to the poke reaching the first, median, p95 and last stream. */
  writes: { first: number; p50: number; p95: number; last: number }[]
}

interface Stream {
  request: ClientRequest
  /** Resolves with Date.now() when a poke of at least this version arrives. */
  waitFor: (version: number) => Promise<number>
}

/** `pid` and every process below it (a server's workers). */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number))
  return [pid, ...children.flatMap(processTree)]
}
/** The resident memory of the server: its process and its workers'. */
const rssBytes = (pid: number) => processTree(pid).reduce((sum, p) => sum + Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))![1]) * 1024, 0)
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

function openStream(url: string): Promise<{ status: number; stream: Stream; body: () => string }> {
  return new Promise((resolve, reject) => {
    const request = get(`${url}/api/sync/events`, { agent: false, headers: { Accept: 'text/event-stream' } }, (res) => {
      let text = ''
      let newest = 0
      const waiters: { version: number; done: (at: number) => void }[] = []
      res.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk
        for (const m of chunk.matchAll(/^data: \{"version":(\d+),/gm)) newest = Math.max(newest, Number(m[1])) // a poke's data
        const now = Date.now()
        for (const w of waiters.splice(0)) if (newest >= w.version) w.done(now); else waiters.push(w)
        if (text.length > 4096) text = text.slice(-256) // keep memory flat over a long run
      })
      const waitFor = (version: number) => new Promise<number>((done) => (newest >= version ? done(Date.now()) : waiters.push({ version, done })))
      resolve({ status: res.statusCode!, stream: { request, waitFor }, body: () => text })
    })
    request.on('error', reject)
  })
}

export async function measureCapacity(url: string, pid: number, count: number, write: () => Promise<number>, writes: number): Promise<CapacityRun> {
  const streams: Stream[] = []
  try {
    const rssBefore = rssBytes(pid)
    while (streams.length < count) {
      const batch = Array.from({ length: Math.min(50, count - streams.length) }, async () => await openStream(url))
      for (const opened of await within(30_000, 'opening streams', Promise.all(batch))) {
        if (opened.status !== 200) throw new Error(`stream ${streams.length + 1} refused: ${opened.status} ${opened.body()}`)
        streams.push(opened.stream)
      }
    }
    await new Promise((r) => setTimeout(r, 1000))
    const rssAfter = rssBytes(pid)

    const extra = await openStream(url)
    await new Promise((r) => extra.stream.request.once('close', r).setTimeout(2000, () => extra.stream.request.destroy()))
    const refusal = { status: extra.status, message: extra.body() }

    const results: CapacityRun['writes'] = []
    for (let i = 0; i < writes; i++) {
      const started = Date.now()
      const version = await write()
      const arrivals = await within(30_000, `poke ${version} on every stream`, Promise.all(streams.map(async (s) => await s.waitFor(version))))
      const times = arrivals.map((at) => at - started)
      results.push({ first: Math.min(...times), p50: percentile(times, 50), p95: percentile(times, 95), last: Math.max(...times) })
      await new Promise((r) => setTimeout(r, 200))
    }
    return {
      streams: streams.length, rssBeforeMiB: mib(rssBefore), rssAfterMiB: mib(rssAfter),
      bytesPerStream: Math.round((rssAfter - rssBefore) / streams.length), refusal, writes: results,
    }
  } finally {
    for (const s of streams) s.request.destroy()
  }
}
