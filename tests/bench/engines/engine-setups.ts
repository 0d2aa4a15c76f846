// The same three calls against each way of running the server (BENCHMARKS.md, "Engines and
// processes"): SQLite in one process, PostgreSQL with one process, PostgreSQL with three behind one
// port (WORKERS=3). Each setup starts from a copy of the same catalogue; the load generator runs on
// the same machine, so on 2 cores more processes share the cores with it rather than adding any.
import autocannon from 'autocannon'
import { adminCookie, startServer } from '../bench-server'

export interface Setup {
  name: string
  /** A SQLite file's path or a PostgreSQL URL. */
  database: string
  workers: number
}

export interface CallFigures {
  call: string
  connections: number
  reqPerSec: number
  p50: number
  p99: number
  /** Connections that failed or timed out (10 s), reported rather than hidden. */
  errors: number
}

async function load(call: string, options: autocannon.Options, connections: number): Promise<CallFigures> {
  const result = await autocannon({ ...options, connections, pipelining: 1 })
  if (result.non2xx) throw new Error(`${call}: ${result.non2xx} non-2xx answers`)
  return { call, connections, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors }
}

/** A vendor page, a full page of the change feed, an up-to-date pull and an admin's edit of a vendor, for `seconds` each. */
export async function measureSetup(setup: Setup, port: number, seconds: number): Promise<CallFigures[]> {
  const server = await startServer(setup.database, port, { env: { WORKERS: String(setup.workers), FEED_CATCH_UP_LIMIT: '1000000' } })
  try {
    const { url } = server
    const vendor = ((await (await fetch(`${url}/api/vendors/featured`)).json()) as { id: number; slug: string }[])[0]
    const cookie = await adminCookie(url)
    const { feedCursor } = (await (await fetch(`${url}/api/health`)).json()) as { feedCursor: string }
    let n = 0
    // A server that just started builds its catalogue snapshot first: measured after it, warmed up.
    await new Promise((r) => setTimeout(r, 5000))
    await autocannon({ url: `${url}/api/vendors/${vendor.slug}`, connections: 4, duration: 2 })
    return [
      await load('GET /api/vendors/{slug}', { url: `${url}/api/vendors/${vendor.slug}`, duration: seconds }, 16),
      await load('GET /api/sync/changes?since=0&limit=1000', { url: `${url}/api/sync/changes?since=0&limit=1000`, duration: seconds }, 4),
      // What a device that is up to date asks once a minute: nothing new.
      await load('GET /api/sync/changes?since={current}', { url: `${url}/api/sync/changes?since=${encodeURIComponent(feedCursor)}`, duration: seconds }, 16),
      await load('PATCH /api/vendors/{id} (admin)', {
        url, duration: seconds,
        requests: [{
          method: 'PATCH', path: `/api/vendors/${vendor.id}`,
          headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ description: `Benchmark write ${n++}` }) }),
        }],
      }, 4),
    ]
  } finally {
    await server.stop()
  }
}

/** One Markdown table: a row per call, a column per setup (req/s, then p99 in ms; failed connections in brackets). */
export function engineTable(setups: Setup[], figures: CallFigures[][]): string {
  const head = `| call | connections | ${setups.map((s) => `${s.name}: req/s | p99 ms`).join(' | ')} |`
  const rule = `|---|---|${setups.map(() => '---|---|').join('')}`
  const rows = figures[0].map((first, i) => `| ${first.call} | ${first.connections} | ${figures.map((f) => `${f[i].reqPerSec}${f[i].errors ? ` (${f[i].errors} failed)` : ''} | ${f[i].p99}`).join(' | ')} |`)
  return [head, rule, ...rows].join('\n')
}
