// npm run bench:overhead — the server's own overhead: the real server (api/server.ts, production
// settings, request logging as shipped) against a bare Express + better-sqlite3 server
// (tests/bench/overhead/bare-server.ts), both answering GET /api/vendors/{slug} for the same row of the
// same file, 16 connections each, in alternating rounds so the machine's other load hits both alike.
// The load is a visitor's (no session cookie, the same URL again and again), so after the warm-up the
// real server answers from its kept answer (api/http/public-answers.ts), reading the database's
// generation at each call; a signed-in caller's answer takes the route as the first one does.
// OVERHEAD_MISS=1 sends every call to both servers with a query of its own (`?miss=<n>`), which the
// route ignores but no kept answer matches: the real server's route path, plus keeping each answer.
// Prints each round, then the median ratio and its spread, of req/s and of the CPU time each server
// process spends per answer (what the machine's other load changes least). OVERHEAD_PROFILE=<dir> also writes a CPU
// profile of each server under the load and prints where its time went.
import autocannon from 'autocannon'
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BUDGET_DB, ensureBudgetDatabase, startServer } from './bench-server'
import { shareTable, summarizeProfile, type Window } from './overhead/profile-summary'

const OURS_PORT = Number(process.env.OVERHEAD_PORT ?? 4900)
const BARE_PORT = OURS_PORT + 1
const ROUNDS = Number(process.env.OVERHEAD_ROUNDS ?? 4)
const SECONDS = Number(process.env.OVERHEAD_SECONDS ?? 5)
const CONNECTIONS = 16
const PROFILE_DIR = process.env.OVERHEAD_PROFILE ? resolve(process.env.OVERHEAD_PROFILE) : null
const EVERY_CALL_NEW = process.env.OVERHEAD_MISS === '1'

interface Round {
  rps: number
  p50: number
  p99: number
  /** The server process's CPU time (user + system) per answered request, in µs: what load on the machine changes least. */
  cpuMicros: number
}

/** CPU time a process has used so far, in µs (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMicrosOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

/** When the real server was under measured load, on the clock its CPU profile uses. */
const oursWindows: Window[] = []
const bareWindows: Window[] = []
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n)

async function load(url: string, pid: number, seconds: number, windows?: Window[]): Promise<Round> {
  const from = monotonicMicros()
  const cpuBefore = cpuMicrosOf(pid)
  let calls = 0
  const requests: autocannon.Request[] | undefined = EVERY_CALL_NEW ? [{ setupRequest: (req) => ({ ...req, path: `${req.path ?? ''}?miss=${++calls}` }) }] : undefined
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, requests })
  const cpu = cpuMicrosOf(pid) - cpuBefore
  windows?.push([from, monotonicMicros()])
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMicros: cpu / result.requests.total }
}

/** Resolves once the process has used under a tenth of a core for half a second (the real server builds its catalogue snapshot after it starts). */
async function untilIdle(pid: number): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const before = cpuMicrosOf(pid)
    await new Promise((r) => setTimeout(r, 500))
    if (cpuMicrosOf(pid) - before < 50_000) return
  }
  throw new Error(`process ${pid} never went idle`)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

ensureBudgetDatabase()
const profileDir = (server: 'ours' | 'bare') => join(PROFILE_DIR!, server)
const profiling = (server: 'ours' | 'bare') => (PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${profileDir(server)}`] : [])
if (PROFILE_DIR) {
  rmSync(PROFILE_DIR, { recursive: true, force: true })
  for (const server of ['ours', 'bare'] as const) mkdirSync(profileDir(server), { recursive: true })
}
const ours = await startServer(BUDGET_DB, OURS_PORT, {
  nodeArgs: profiling('ours'),
  // As deployed: production mode, and PUBLIC_URL set, so the allowed-host check runs on every call.
  env: { NODE_ENV: 'production', PUBLIC_URL: `http://localhost:${OURS_PORT}` },
})
const bare = await startServer(BUDGET_DB, BARE_PORT, { script: 'tests/bench/overhead/bare-server.ts', nodeArgs: profiling('bare'), env: { NODE_ENV: 'production' } })
try {
  const [{ slug }] = (await (await fetch(`${ours.url}/api/vendors/featured`)).json()) as { slug: string }[]
  const oursUrl = `${ours.url}/api/vendors/${slug}`
  const bareUrl = `${bare.url}/api/vendors/${slug}`
  const [a, b] = await Promise.all([fetch(oursUrl).then((r) => r.json()), fetch(bareUrl).then((r) => r.json())])
  if ((a as { id: number }).id !== (b as { id: number }).id) throw new Error('the two servers answered different rows')
  // Warm both (JIT, statement caches) once the real server's start-up work is done, before anything is counted.
  await untilIdle(ours.pid)
  await load(oursUrl, ours.pid, 3)
  await load(bareUrl, bare.pid, 3)

  const rows: string[] = []
  const ratios: number[] = []
  const cpuRatios: number[] = []
  const oursRounds: Round[] = []
  const bareRounds: Round[] = []
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which goes first, so a load change within a pair does not always favour the same one.
    const first = i % 2 === 0 ? 'ours' : 'bare'
    const [x, y] = first === 'ours' ? [await load(oursUrl, ours.pid, SECONDS, oursWindows), await load(bareUrl, bare.pid, SECONDS, bareWindows)]
      : [await load(bareUrl, bare.pid, SECONDS, bareWindows), await load(oursUrl, ours.pid, SECONDS, oursWindows)]
    const [o, p] = first === 'ours' ? [x, y] : [y, x]
    oursRounds.push(o)
    bareRounds.push(p)
    ratios.push(o.rps / p.rps)
    cpuRatios.push(p.cpuMicros / o.cpuMicros)
    rows.push(`| ${i + 1} (${first} first) | ${Math.round(o.rps)} | ${o.p50} / ${o.p99} | ${Math.round(o.cpuMicros)} | ${Math.round(p.rps)} | ${p.p50} / ${p.p99} | ${Math.round(p.cpuMicros)} | ${(o.rps / p.rps).toFixed(2)}× | ${(p.cpuMicros / o.cpuMicros).toFixed(2)}× |`)
  }
  console.log(`\nGET /api/vendors/{slug}${EVERY_CALL_NEW ? '?miss=<n>, a new URL every call' : ''}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each per server, alternating (autocannon; both servers and the load generator on this machine's 2 cores).\n`)
  console.log('| round | ours req/s | ours p50 / p99 ms | ours CPU µs/req | bare req/s | bare p50 / p99 ms | bare CPU µs/req | req/s ratio | CPU ratio (bare / ours) |\n|---|---|---|---|---|---|---|---|---|')
  console.log(rows.join('\n'))
  const med = (pick: (r: Round) => number, of: Round[]) => Math.round(median(of.map(pick)))
  const side = (of: Round[]) => `${med((r) => r.rps, of)} | ${med((r) => r.p50, of)} / ${med((r) => r.p99, of)} | ${med((r) => r.cpuMicros, of)}`
  console.log(`| median | ${side(oursRounds)} | ${side(bareRounds)} | ${median(ratios).toFixed(2)}× | ${median(cpuRatios).toFixed(2)}× |`)
  const spread = (of: number[]) => `median ${median(of).toFixed(2)}×, spread ${Math.min(...of).toFixed(2)}–${Math.max(...of).toFixed(2)}×`
  console.log(`\nReq/s ratio ours / bare: ${spread(ratios)} over ${ROUNDS} rounds.`)
  console.log(`CPU per request, bare / ours (the same ratio as req/s on a machine with a core to spare for each): ${spread(cpuRatios)}.`)
} finally {
  await Promise.all([ours.stop(), bare.stop()])
}

if (PROFILE_DIR) {
  for (const [server, windows] of [['ours', oursWindows], ['bare', bareWindows]] as const) {
    const [file] = readdirSync(profileDir(server)).filter((f) => f.endsWith('.cpuprofile'))
    if (!file) throw new Error(`no CPU profile in ${profileDir(server)}`)
    const { places, functions, totalMs } = summarizeProfile(join(profileDir(server), file), windows)
    console.log(`\nCPU profile of the ${server === 'ours' ? 'real' : 'bare'} server during its measured rounds: ${(totalMs / 1000).toFixed(1)} s busy (idle left out), ${join(profileDir(server), file)}\n`)
    console.log(shareTable('place', places, totalMs, server === 'ours' ? 30 : 15))
    console.log()
    console.log(shareTable('function', functions, totalMs, server === 'ours' ? 30 : 15))
  }
}
