// npm run bench:lighthouse [-- --runs N] [-- --only /vendors,/blog] [-- --write] — Lighthouse 12
// (performance category) against the production build served by the real server on a fresh demo
// database: `/` and `/vendors` as a phone, and every main route as a desktop. Each page is measured N times (default 3)
// in a fresh Chromium (its own profile, so no service worker or local copy from an earlier run), and
// the median of each column is reported. Also reports the gzipped JavaScript `/` loads until idle
// (measured as npm run bench:web measures it: tests/bench/web/js-weight.ts) and how many files a first
// visit precaches (the service worker's manifest). Prints Markdown with the load average beside it.
// --no-build serves the build already in dist/bench-lighthouse (say, one made from an earlier commit).
// Ends with the two Lighthouse rows of the instant-start goals table (tests/bench/web/goals.ts);
// --write puts that table in BENCHMARKS.md's "Instant start" section.
import Database from 'better-sqlite3'
import * as chromeLauncher from 'chrome-launcher'
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import lighthouse, { type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { build } from 'vite'
import { launchChromium } from './web/browser'
import { lighthouseGoalRows, type LighthouseScores } from './web/goal-rows'
import { LIGHTHOUSE_GOALS_SECTION, renderGoals } from './web/goals'
import { measureJsWeight } from './web/js-weight'
import { builtTree, commandLine, fmt, median, table, writeResults } from './web/report'
import { whereTimeGoes, type WhereTimeGoes } from './web/lighthouse-where'

const REPO = resolve(import.meta.dirname, '../..')
const WEB_DIST = 'dist/bench-lighthouse' // never under a dot folder: the server's sendFile refuses those
const DB_PATH = '.tmp/bench-lighthouse.db'
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3510)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const RUNS = Number(arg('--runs') ?? 3)
const ONLY = arg('--only')?.split(',')
/** Serve the build already in dist/bench-lighthouse (e.g. one made from an earlier commit). */
const NO_BUILD = process.argv.includes('--no-build')
const step = (text: string) => console.log(`[bench:lighthouse ${new Date().toISOString().slice(11, 19)}] ${text}`)

interface Run { score: number; cls: number; tbtMs: number; lcpMs: number; fcpMs: number; where: WhereTimeGoes }
type Figure = Exclude<keyof Run, 'where'>

interface Target { label: string; path: string; formFactor: 'mobile' | 'desktop' }

async function buildApp(): Promise<void> {
  rmSync(join(REPO, WEB_DIST), { recursive: true, force: true })
  await build({ configFile: join(REPO, 'vite.config.ts'), logLevel: 'warn', build: { outDir: join(REPO, WEB_DIST), emptyOutDir: true } })
}

/** The real server on a fresh database (it seeds the demo catalogue on first start). */
async function startServer(): Promise<{ url: string; stop: () => void }> {
  mkdirSync(join(REPO, '.tmp'), { recursive: true })
  for (const f of [DB_PATH, `${DB_PATH}-wal`, `${DB_PATH}-shm`]) rmSync(join(REPO, f), { force: true })
  const url = `http://localhost:${PORT}`
  if (await fetch(`${url}/api/health`).then(() => true, () => false)) throw new Error(`port ${PORT} is already in use`)
  const child = spawn('node', ['--import', 'tsx', 'api/server.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(PORT), DATABASE_PATH: DB_PATH, WEB_DIST, ADMIN_PASSWORD: 'bench-admin-password' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => { if (child.exitCode === null) child.kill('SIGTERM') }
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, stop }
    await new Promise((r) => setTimeout(r, 100))
  }
  stop()
  throw new Error('the server did not start')
}

function firstSlug(table: 'vendors' | 'products'): string {
  const db = new Database(join(REPO, DB_PATH), { readonly: true })
  try {
    return db.prepare(`SELECT slug FROM ${table} ORDER BY id LIMIT 1`).pluck().get() as string
  } finally {
    db.close()
  }
}

let runCount = 0

async function lighthouseRun(url: string, formFactor: 'mobile' | 'desktop'): Promise<Run> {
  // A new debugging port each run (3560-3589 with the default port): the last run's Chromium may still hold its own.
  const port = PORT + 50 + (runCount++ % 30)
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, port })
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
    if (!result) throw new Error(`no Lighthouse result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      where: whereTimeGoes(lhr.audits),
    }
  } finally {
    await chrome.kill()
  }
}

/** The precache manifest generateSW writes into sw.js: every file a first visit downloads for offline use. */
function precacheCount(): { files: number; js: number; jsRawKb: number } {
  const sw = readFileSync(join(REPO, WEB_DIST, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1])
  const js = urls.filter((u) => u.endsWith('.js'))
  return { files: urls.length, js: js.length, jsRawKb: js.reduce((t, u) => t + statSync(join(REPO, WEB_DIST, u)).size, 0) / 1024 }
}

const loadAtStart = loadavg()
if (!NO_BUILD) {
  step(`building the app into ${WEB_DIST}`)
  await buildApp()
}
const server = await startServer()
try {
  const targets: Target[] = [
    { label: '`/` (mobile)', path: '/', formFactor: 'mobile' },
    { label: '`/vendors` (mobile)', path: '/vendors', formFactor: 'mobile' },
    { label: '`/` (desktop)', path: '/', formFactor: 'desktop' },
    { label: '`/vendors`', path: '/vendors', formFactor: 'desktop' },
    { label: 'a vendor page', path: `/vendors/${firstSlug('vendors')}`, formFactor: 'desktop' },
    { label: '`/products`', path: '/products', formFactor: 'desktop' },
    { label: 'a product page', path: `/products/${firstSlug('products')}`, formFactor: 'desktop' },
    { label: '`/evaluation-center`', path: '/evaluation-center', formFactor: 'desktop' },
    { label: '`/blog`', path: '/blog', formFactor: 'desktop' },
  ].filter((t): t is Target => !ONLY || ONLY.includes(t.path) || ONLY.some((o) => t.path.startsWith(`${o}/`)))

  const rows: (string | number)[][] = []
  const raw: Record<string, Run[]> = {}
  const scores: LighthouseScores[] = []
  for (const target of targets) {
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) {
      // Lighthouse now and then fails to record a trace on this busy machine (NO_NAVSTART): try again.
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(await lighthouseRun(`${server.url}${target.path}`, target.formFactor))
          break
        } catch (err) {
          if (attempt === 3) throw err
          step(`${target.path} ${target.formFactor} run ${i + 1} failed (${(err as Error).message}), again`)
        }
      }
      const { where, ...figures } = runs.at(-1)!
      step(`${target.path} ${target.formFactor} run ${i + 1}: ${JSON.stringify(figures)}`)
      step(`  where the time went: ${JSON.stringify(where)}`)
    }
    raw[`${target.path} ${target.formFactor}`] = runs
    scores.push({ label: target.label.replace(/ \((mobile|desktop)\)$/, ''), formFactor: target.formFactor, scores: runs.map((r) => r.score) })
    const m = (key: Figure) => median(runs.map((r) => r[key]))
    rows.push([target.label, target.formFactor, m('score'), fmt(m('cls'), 3), fmt(m('tbtMs')), fmt(m('lcpMs')), fmt(m('fcpMs')), runs.map((r) => r.score).join(', ')])
  }

  step('JavaScript loaded by / until idle')
  const browser = await launchChromium()
  const js = await measureJsWeight(browser, server.url).finally(() => browser.close())
  const precache = precacheCount()
  const loadAtEnd = loadavg()

  const markdown = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
      `${RUNS} run(s) per page, median of each column; load average ${loadAtStart.map((l) => fmt(l, 2)).join(' ')} at the start, ` +
      `${loadAtEnd.map((l) => fmt(l, 2)).join(' ')} at the end.`,
    '',
    table(['page', 'form factor', 'performance', 'CLS', 'TBT ms', 'LCP ms', 'FCP ms', 'scores of the runs'], rows),
    '',
    table(['measure', 'value'], [
      ['JS loaded by `/` until idle, gzipped', `${fmt(js.idleGzipKb, 1)} KB (${js.files.length} files; ${fmt(js.loadGzipKb, 1)} KB before the load event)`],
      ['files precached by a first visit', `${precache.files} (${precache.js} JS, ${fmt(precache.jsRawKb)} KB raw)`],
    ]),
  ].join('\n')
  const goals = renderGoals({
    command: commandLine('bench:lighthouse'),
    tree: `${builtTree()}${NO_BUILD ? ' (--no-build: the build already in dist/bench-lighthouse)' : ''}`,
    // The user agent Lighthouse reports is the reduced one (156.0.0.0): ask the binary itself.
    chromium: /[\d.]+/.exec(execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0] ?? 'unknown',
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    load: [loadAtStart, loadAtEnd],
  }, lighthouseGoalRows(scores))
  console.log(`\n${markdown}\n\n${goals}\n`)
  if (process.argv.includes('--write')) step(`wrote ${writeResults(goals, LIGHTHOUSE_GOALS_SECTION)}`)
  mkdirSync(join(REPO, '.tmp'), { recursive: true })
  writeFileSync(join(REPO, '.tmp/bench-lighthouse.json'), JSON.stringify({ raw, js, precache, loadAtStart, loadAtEnd }, null, 2))
} finally {
  server.stop()
}
