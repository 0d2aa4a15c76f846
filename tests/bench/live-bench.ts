// npm run bench:live [-- --samples 30 --baseline 3 --streams 1000] — the live channel (docs/sync.md,
// "Live pokes"): latency from an admin's write to the text painted in another browser context (the
// production build in Debian's Chromium, real service worker), with --baseline N also N samples with
// the event stream blocked (the minute timer alone, up to 60 s each); then 1,000 event streams held by
// one server process: its memory per stream, the refusal past its cap, and how long one write's poke
// takes to reach them all. Prints Markdown for BENCHMARKS.md. Ports: BENCH_LIVE_PORT (default 3710).
// With `--processes N` (N > 1): only the streams, N × --streams of them, on N server processes behind one
// port on PostgreSQL (WORKERS=N, a throwaway cluster): a write made through one process pokes the
// streams of every process (LISTEN/NOTIFY), and the times are to the last stream of all.
import { loadavg } from 'node:os'
import { adminCookie, startServer } from './bench-server'
import { startBenchPostgres } from './engines/bench-postgres'
import { measureCapacity } from './live/capacity'
import { measureLatency } from './live/latency'
import { percentile } from './search/stats'
import { buildWeb, freshDatabasePath, startAppServer } from './web/app-server'
import { launchChromium } from './web/browser'

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(process.argv[at + 1])
}
const SAMPLES = option('samples', 30)
const BASELINE = option('baseline', 0)
const STREAMS = option('streams', 1000)
const PROCESSES = option('processes', 1)
const WRITES = 10
const PORT = Number(process.env.BENCH_LIVE_PORT ?? 3710)
const step = (text: string) => console.log(`[bench:live ${new Date().toISOString().slice(11, 19)}] ${text}`)
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ')

// The cap is the number of streams measured: the next one shows the refusal.
process.env.LIVE_MAX_CONNECTIONS = String(STREAMS)
process.env.LIVE_MAX_PER_ADDRESS = String(STREAMS)
const loadAtStart = load()
const ms = (v: number) => `${Math.round(v)} ms`
const median = (values: number[]) => ms(percentile(values, 50))

/** One admin's edit of a vendor; resolves with the feed version it made. */
function vendorWriter(url: string, cookie: string, vendorId: number): () => Promise<number> {
  let n = 0
  return async () => {
    const res = await fetch(`${url}/api/vendors/${vendorId}`, {
      method: 'PATCH', headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      body: JSON.stringify({ description: `Capacity write ${n++}` }),
    })
    return ((await res.json()) as { version: number }).version
  }
}

if (PROCESSES > 1) {
  // The operating system spreads new connections over the processes about evenly, not exactly: room
  // for twice the share each, so no stream is refused.
  process.env.LIVE_MAX_CONNECTIONS = process.env.LIVE_MAX_PER_ADDRESS = String(2 * STREAMS)
  const postgres = await startBenchPostgres()
  try {
    const server = await startServer(await postgres.fresh(), PORT, { env: { WORKERS: String(PROCESSES) } })
    try {
      step(`capacity: ${PROCESSES} processes × ${STREAMS} streams, ${WRITES} writes`)
      const vendor = (await (await fetch(`${server.url}/api/vendors?limit=1`)).json()) as { id: number }[]
      const write = vendorWriter(server.url, await adminCookie(server.url), vendor[0].id)
      const capacity = await measureCapacity(server.url, server.pid, PROCESSES * STREAMS, write, WRITES)
      const w = capacity.writes
      console.log(`\n### Live channel on ${PROCESSES} processes (npm run bench:live -- ${process.argv.slice(2).join(' ')})\n`)
      console.log(`Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, PostgreSQL, load average (1/5/15 min) ${loadAtStart} at start, ${load()} at the end.\n`)
      console.log(`| ${PROCESSES} processes × ${STREAMS} streams | value |`)
      console.log('|---|---|')
      console.log(`| server RSS (all processes) before / after opening them | ${capacity.rssBeforeMiB} MiB / ${capacity.rssAfterMiB} MiB |`)
      console.log(`| one write's poke, median of ${w.length} writes: first / p50 / p95 / last stream | ${median(w.map((x) => x.first))} / ${median(w.map((x) => x.p50))} / ${median(w.map((x) => x.p95))} / ${median(w.map((x) => x.last))} |`)
      console.log(`| last stream: median / p95 over the writes | ${median(w.map((x) => x.last))} / ${ms(percentile(w.map((x) => x.last), 95))} |`)
    } finally {
      await server.stop()
    }
  } finally {
    postgres.stop()
  }
  process.exit(0)
}

step('building the app into dist/bench-web')
await buildWeb()
const server = await startAppServer(freshDatabasePath('.tmp/bench-live.db'), PORT)
try {
  const cookie = await adminCookie(server.url)
  const admin = { url: server.url, cookie }
  step(`latency: ${SAMPLES} writes${BASELINE ? `, then ${BASELINE} with the stream blocked` : ''}`)
  const browser = await launchChromium()
  const latency = await measureLatency(browser, admin, { samples: SAMPLES, baseline: BASELINE }).finally(() => browser.close())
  await new Promise((r) => setTimeout(r, 2000)) // the browser's stream is gone before the streams are counted

  step(`capacity: ${STREAMS} streams, ${WRITES} writes`)
  const vendor = (await (await fetch(`${server.url}/api/vendors?limit=1`)).json()) as { id: number }[]
  const write = vendorWriter(server.url, cookie, vendor[0].id)
  const capacity = await measureCapacity(server.url, server.pid, STREAMS, write, WRITES)

  const s = latency.samples
  console.log(`\n### Live channel (npm run bench:live${process.argv.slice(2).length ? ' -- ' + process.argv.slice(2).join(' ') : ''})\n`)
  console.log(`Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average (1/5/15 min) ${loadAtStart} at start, ${load()} at the end.\n`)
  console.log('| measure | samples | p50 | p95 | max | goal |')
  console.log('|---|---|---|---|---|---|')
  console.log(`| admin's PATCH to the text painted in another context | ${s.length} | ${ms(percentile(s, 50))} | ${ms(percentile(s, 95))} | ${ms(Math.max(...s))} | p95 ≤ 2 s (stretch ≤ 500 ms) |`)
  if (latency.baseline.length) {
    const b = latency.baseline
    console.log(`| the same, event stream blocked (timer pull only) | ${b.length} | ${ms(percentile(b, 50))} | ${ms(percentile(b, 95))} | ${ms(Math.max(...b))} | |`)
  }
  const w = capacity.writes
  console.log(`\n| ${capacity.streams} streams on one process | value |`)
  console.log('|---|---|')
  console.log(`| server RSS before / after opening them | ${capacity.rssBeforeMiB} MiB / ${capacity.rssAfterMiB} MiB |`)
  console.log(`| memory per stream (RSS growth / streams) | ${(capacity.bytesPerStream / 1024).toFixed(1)} KiB |`)
  console.log(`| stream ${capacity.streams + 1} (past LIVE_MAX_CONNECTIONS) | ${capacity.refusal.status} ${capacity.refusal.message} |`)
  console.log(`| one write's poke, median of ${w.length} writes: first / p50 / p95 / last stream | ${median(w.map((x) => x.first))} / ${median(w.map((x) => x.p50))} / ${median(w.map((x) => x.p95))} / ${median(w.map((x) => x.last))} |`)
  console.log(`| slowest write, last stream | ${ms(Math.max(...w.map((x) => x.last)))} |`)
} finally {
  await server.stop()
}
