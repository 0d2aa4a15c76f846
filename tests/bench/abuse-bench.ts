// npm run bench:abuse [-- --root <checkout> --label <name> --seconds 40 --every 2200] — what a trickle of anonymous
// writes costs the server on the 60k catalogue (docs/security.md, "Abuse"): one anonymous call every
// `--every` ms (a sign-out, then a blog post's view count, in turn), just slower than the snapshot's
// 2 s debounce, for `--seconds`, after as long a quiet baseline. Measured from outside the server
// process (/proc): its CPU time, its resident memory, the catalogue snapshots it offered (distinct
// names the pointer answered, sampled each second: a rebuild of the same rows keeps the name) and the latency of a vendor page read every 250 ms
// meanwhile. Then, once the server is quiet again, one address downloads the whole feed from 0 again
// and again (at most four times): pages answered, server CPU, and the refusal. `--root` starts the server of another checkout (the same dependencies; `--label` names
// it), so one command measures before and after a change. Prints Markdown for BENCHMARKS.md. Port:
// BENCH_ABUSE_PORT (default 3720).
import { spawn, execFileSync } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { BUDGET_DB, ensureBudgetDatabase } from './bench-server'
import { percentile } from './search/stats'

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : process.argv[at + 1]
}
const ROOT = resolve(option('root', '.'))
const SECONDS = Number(option('seconds', '40'))
const EVERY_MS = Number(option('every', '2200'))
const PORT = Number(process.env.BENCH_ABUSE_PORT ?? 3720)
const RUN_DB = resolve('.tmp/bench-abuse-run.db')
const URL_BASE = `http://localhost:${PORT}`
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
const step = (text: string) => console.log(`[bench:abuse ${new Date().toISOString().slice(11, 19)}] ${text}`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS // utime, stime: fields 14 and 15 of the line
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024

async function startServer(): Promise<{ pid: number; stop: () => Promise<void> }> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(RUN_DB + suffix, { force: true })
  copyFileSync(BUDGET_DB, RUN_DB)
  const child = spawn('node', ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATABASE_PATH: RUN_DB, ADMIN_PASSWORD: 'bench-admin-password', WEB_DIST: join(ROOT, 'no-web'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    for (let i = 0; i < 50 && child.exitCode === null; i++) await sleep(100)
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (await fetch(`${URL_BASE}/api/health`).then((r) => r.ok, () => false)) return { pid: child.pid!, stop }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

/** `--label`, else the checkout's commit, else its path (an exported tree has no git). */
function treeLabel(): string {
  try {
    return option('label', `commit ${execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`)
  } catch {
    return option('label', ROOT)
  }
}

const pointerName = async () => ((await (await fetch(`${URL_BASE}/api/sync/snapshot`)).json()) as { url: string | null }).url

interface Phase { cpu: number; rssMin: number; rssMax: number; snapshots: number; probes: number[]; writes: number }

/** Runs for `seconds`, sampling the server; `write` (if any) is called every EVERY_MS. */
async function phase(pid: number, seconds: number, write?: (n: number) => Promise<void>): Promise<Phase> {
  const slug = ((await (await fetch(`${URL_BASE}/api/vendors?limit=1`)).json()) as { slug: string }[])[0].slug
  const started = cpuSeconds(pid)
  const end = Date.now() + seconds * 1000
  const names = new Set<string>()
  const probes: number[] = []
  const rss: number[] = []
  let writes = 0
  const loops = [
    (async () => {
      while (Date.now() < end) {
        const t = performance.now()
        await (await fetch(`${URL_BASE}/api/vendors/${slug}`)).arrayBuffer()
        probes.push(performance.now() - t)
        rss.push(rssMb(pid))
        await sleep(250)
      }
    })(),
    (async () => {
      while (Date.now() < end) {
        const name = await pointerName()
        if (name) names.add(name)
        await sleep(1000)
      }
    })(),
    (async () => {
      if (!write) return
      while (Date.now() < end) {
        await write(writes++)
        await sleep(EVERY_MS)
      }
    })(),
  ]
  await Promise.all(loops)
  return { cpu: cpuSeconds(pid) - started, rssMin: Math.min(...rss), rssMax: Math.max(...rss), snapshots: names.size, probes, writes }
}

/** Waits until the server has used under 5 % of a core for two seconds in a row (a rebuild the last write started is done), 60 s at most. */
async function untilQuiet(pid: number): Promise<void> {
  let quietSeconds = 0
  for (let i = 0; i < 60 && quietSeconds < 2; i++) {
    const before = cpuSeconds(pid)
    await sleep(1000)
    quietSeconds = cpuSeconds(pid) - before < 0.05 ? quietSeconds + 1 : 0
  }
}

interface FeedReads { downloads: number; pages: number; rows: number; cpu: number; refusal: string }

/** One client (one address) downloads the whole feed from 0, 5,000 changes a page, again and again, until refused or `rounds` times. */
async function fullFeedReads(pid: number, rounds: number): Promise<FeedReads> {
  const started = cpuSeconds(pid)
  let pages = 0
  let rows = 0
  for (let downloads = 0; downloads < rounds; downloads++) {
    let since = '0'
    for (;;) {
      const res = await fetch(`${URL_BASE}/api/sync/changes?since=${encodeURIComponent(since)}&limit=5000`)
      if (res.status !== 200) {
        await res.arrayBuffer()
        return { downloads, pages, rows, cpu: cpuSeconds(pid) - started, refusal: `${res.status}, Retry-After ${res.headers.get('retry-after')} s` }
      }
      const page = (await res.json()) as { changes: unknown[]; next: string; hasMore: boolean }
      pages++
      rows += page.changes.length
      if (!page.hasMore) break
      since = page.next
    }
  }
  return { downloads: rounds, pages, rows, cpu: cpuSeconds(pid) - started, refusal: 'none' }
}

ensureBudgetDatabase()
step(`starting the server of ${ROOT} on a copy of ${BUDGET_DB}`)
const server = await startServer()
try {
  step('waiting for the first catalogue snapshot')
  while (!(await pointerName())) await sleep(500)
  await sleep(5000) // the first build's compression finished, its garbage collected
  const post = ((await (await fetch(`${URL_BASE}/api/blog/posts`)).json()) as { id: number }[])[0]
  const anonymousWrite = async (n: number) => {
    const path = n % 2 === 0 || !post ? '/api/auth/logout' : `/api/blog/posts/${post.id}/view`
    const res = await fetch(`${URL_BASE}${path}`, { method: 'POST', headers: { Origin: URL_BASE, 'Content-Type': 'application/json' }, body: '{}' })
    if (!res.ok) throw new Error(`${path}: ${res.status}`)
  }
  const loadAtStart = loadavg().map((l) => l.toFixed(1)).join(' / ')
  step(`quiet baseline, ${SECONDS} s`)
  const quiet = await phase(server.pid, SECONDS)
  step(`one anonymous write every ${EVERY_MS} ms, ${SECONDS} s`)
  const flood = await phase(server.pid, SECONDS, anonymousWrite)
  step('the whole feed from 0, again and again, from one address (once the server is quiet)')
  await untilQuiet(server.pid)
  const feed = await fullFeedReads(server.pid, 4)

  const ms = (v: number) => `${Math.round(v)} ms`
  const row = (name: string, p: Phase) =>
    `| ${name} | ${p.writes} | ${p.cpu.toFixed(1)} s (${Math.round((100 * p.cpu) / SECONDS)} % of a core) | ${p.snapshots} | ${Math.round(p.rssMin)}-${Math.round(p.rssMax)} MB | ${ms(percentile(p.probes, 50))} / ${ms(percentile(p.probes, 95))} / ${ms(Math.max(...p.probes))} |`
  const args = process.argv.slice(2).map((a) => (/\s/.test(a) ? `"${a}"` : a))
  const command = `npm run bench:abuse${args.length ? ` -- ${args.join(' ')}` : ''}`
  console.log(`\n### ${treeLabel()} (\`${command}\`)\n`)
  console.log(`Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, 60k catalogue, load average (1/5/15 min) ${loadAtStart} at start, ${loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end.\n`)
  console.log('| phase | anonymous writes | server CPU | snapshot names offered | server memory (RSS) | vendor page p50 / p95 / max |')
  console.log('|---|---|---|---|---|---|')
  console.log(row(`quiet, ${SECONDS} s`, quiet))
  console.log(row(`a sign-out or view count every ${(EVERY_MS / 1000).toFixed(1)} s, ${SECONDS} s`, flood))
  console.log('\n| one address reads the whole feed from 0 (5,000 a page), up to 4 times | whole downloads | pages answered | rows | server CPU | then |')
  console.log('|---|---|---|---|---|---|')
  console.log(`| | ${feed.downloads} | ${feed.pages} | ${feed.rows.toLocaleString('en')} | ${feed.cpu.toFixed(1)} s (${Math.round((1000 * feed.cpu) / Math.max(1, feed.pages))} ms a page) | ${feed.refusal} |`)
} finally {
  await server.stop()
}
