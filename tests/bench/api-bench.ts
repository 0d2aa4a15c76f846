// npm run bench:api — throughput and latency of the hot API calls on the large catalogue (10,000
// vendors, 50,000 products), plus a 10,000-row vendor import; then a vendor page, a feed page and a
// write on SQLite, on PostgreSQL with one process and with three (tests/bench/engines/). Needs
// PostgreSQL 15+ installed for the second part (`--sqlite-only` leaves it out, `--engines-only` runs
// only it). Prints Markdown tables for BENCHMARKS.md.
import autocannon from 'autocannon'
import { copyFileSync, rmSync } from 'node:fs'
import { adminCookie, ensureLargeDatabase, startServer } from './bench-server'
import { startBenchPostgres } from './engines/bench-postgres'
import { engineTable, measureSetup, type Setup } from './engines/engine-setups'

const DB = process.env.BENCH_DB ?? '.tmp/bench-large.db'
const PORT = 3210
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)

async function load(title: string, url: string, connections = 16) {
  const result = await autocannon({ url, connections, duration: DURATION, pipelining: 1 })
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return `| ${title} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} |`
}

async function importRows(url: string, cookie: string, rows: number): Promise<string> {
  const stamp = Date.now().toString(36)
  const vendors = Array.from({ length: rows }, (_, i) => ({
    name: `Bench Import ${stamp} ${i}`,
    logoUrl: `https://cdn.example.com/logos/${stamp}-${i}.png`,
    category: 'security',
    description: 'Imported by the benchmark',
    securityRating: 4, valueRating: 4, supportRating: 4, easeOfUseRating: 4, featureRating: 4,
    pros: ['Fast'], cons: ['New'], integrations: ['Slack'],
  }))
  const body = JSON.stringify({ vendors })
  const started = performance.now()
  const res = await fetch(`${url}/api/vendors/import`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
    body,
  })
  const ms = performance.now() - started
  const answer = (await res.json()) as { count: number }
  if (!res.ok || answer.count !== rows) throw new Error(`import failed: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`)
  return `| POST /api/vendors/import, ${rows} rows (${(body.length / 1e6).toFixed(1)} MB), request to answer | ${Math.round(ms)} ms |`
}

ensureLargeDatabase(DB, 10_000, 50_000)
// The import adds 10,000 vendors: run on a copy so every run starts from the same catalogue.
const RUN_DB = '.tmp/bench-api-run.db'
copyFileSync(DB, RUN_DB)
// The full-feed row measures the cost of one read from 0, so the per-address limit on such reads
// (api/sync/feed-catch-up-limit.ts) is lifted for this run.
process.env.FEED_CATCH_UP_LIMIT ??= '1000000'
if (!process.argv.includes('--engines-only')) {
  const server = await startServer(RUN_DB, PORT)
  try {
    const slug = ((await (await fetch(`${server.url}/api/vendors/featured`)).json()) as { slug: string }[])[0].slug
    const rows = [
      await load(`GET /api/vendors/{slug}`, `${server.url}/api/vendors/${slug}`),
      await load('GET /api/sync/changes?since=0&limit=1000', `${server.url}/api/sync/changes?since=0&limit=1000`, 4),
      // The lists answer pages of 200 rows by default (api/http/paging.ts): these measure the first page.
      await load('GET /api/vendors?search=cloud (first page)', `${server.url}/api/vendors?search=cloud`, 4),
      await load('GET /api/vendors (first page: 200 of 10,000)', `${server.url}/api/vendors`, 2),
    ]
    const cookie = await adminCookie(server.url)
    const imports = [await importRows(server.url, cookie, 10_000)]
    console.log(`\n${DURATION} s per run, autocannon, server and load generator on the same 2-core machine.\n`)
    console.log('| call | connections | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|')
    console.log(rows.join('\n'))
    console.log('\n| import | time |\n|---|---|')
    console.log(imports.join('\n'))
  } finally {
    await server.stop()
  }
}

if (!process.argv.includes('--sqlite-only')) {
  // Every setup starts from the large catalogue as built, not from the copy the import grew.
  copyFileSync(DB, RUN_DB)
  const postgres = await startBenchPostgres()
  try {
    const setups: Setup[] = [
      { name: 'SQLite ×1', database: RUN_DB, workers: 1 },
      { name: 'PostgreSQL ×1', database: await postgres.copyOf(DB), workers: 1 },
      { name: 'PostgreSQL ×3', database: await postgres.copyOf(DB), workers: 3 },
    ]
    const figures = []
    for (const setup of setups) figures.push(await measureSetup(setup, PORT, DURATION))
    console.log(`\nEngines and processes: ${DURATION} s per call and setup, one port each, load generator on the same machine.\n`)
    console.log(engineTable(setups, figures))
  } finally {
    postgres.stop()
  }
}
setTimeout(() => rmSync(RUN_DB, { force: true }), 500)
