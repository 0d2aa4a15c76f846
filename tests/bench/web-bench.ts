// npm run bench:web [-- --write] — the browser budgets of BENCHMARKS.md ("Budgets") in headless
// Chromium against the real server and the production build: first sync of the 60k catalogue, search
// index build and per-keystroke search through the real worker, gzipped JavaScript loaded by `/`, and
// the warm offline start of /vendors. Prints Markdown; --write also puts it in BENCHMARKS.md;
// --skip-large leaves out the first sync of the full large catalogue (the longest step). The first
// visit's network goals (60k first visit on loopback and through a throttling proxy, bytes on the wire, warm
// offline start) run too, in their own section; --network-only runs just those. Then the instant-start goals
// table (tests/bench/web/goals.ts): honest readiness (a first visit closed at "Ready offline", reopened
// offline, on loopback and at 10 Mbit/s) and INP at 4× CPU slowdown (tests/bench/web/inp-run.ts, as
// npm run bench:inp) are measured for it, the other rows come from the steps above; --write puts it in
// BENCHMARKS.md's "Instant start" section. --goals-only runs only what that table needs; with
// --demo-only too, on the demo catalogue alone (a quick check of the bench: the 60k rows then say
// "not measured" or hold demo figures, as the command line printed above the table says). Repetitions:
// --runs=N warm offline starts per catalogue (default 3), --inp-runs=N per interaction (default 8),
// --readiness-runs=N per link (default 1). --readiness-only runs only the readiness runs on the 60k
// catalogue, each printing its milestones (the line's states, the service worker's steps).
import { loadavg } from 'node:os'
import { BUDGET_DB, ensureBudgetDatabase, ensureLargeDatabase } from './bench-server'
import { buildWeb, countCatalogue, freshDatabasePath, startAppServer, type CatalogueCounts, type RunningServer } from './web/app-server'
import { launchChromium } from './web/browser'
import { cpuShares, cpuSnapshot } from './web/cpu'
import { openFirstVisit, type FirstSync } from './web/first-sync'
import { measureJsWeight } from './web/js-weight'
import { webGoalRows } from './web/goal-rows'
import { renderGoals, WEB_GOALS_SECTION } from './web/goals'
import { measureInp } from './web/inp-run'
import type { JsWeight } from './web/js-weight'
import { firstVisitToVendors, LINKS, snapshotReady } from './web/network-goals'
import { NETWORK_SECTION, renderNetworkReport, type NetworkRun } from './web/network-report'
import { measureOfflineStart, type OfflineStart } from './web/offline-start'
import { measureReadiness, type ReadinessRun } from './web/readiness'
import { renderReport, type WebBenchResults } from './web/render'
import { builtTree, commandLine, writeResults } from './web/report'
import { measureFeedAndSearch } from './web/search-run'

const DEMO_DB = '.tmp/bench-web-demo.db'
const LARGE_DB = process.env.BENCH_DB ?? '.tmp/bench-large.db'
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3290)

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const SKIP_LARGE = process.argv.includes('--skip-large')
const NETWORK_ONLY = process.argv.includes('--network-only')
const GOALS_ONLY = process.argv.includes('--goals-only')
const DEMO_ONLY = GOALS_ONLY && process.argv.includes('--demo-only')
const READINESS_ONLY = process.argv.includes('--readiness-only')
const WARM_RUNS = Number(arg('runs') ?? 3)
const INP_RUNS = Number(arg('inp-runs') ?? 8)
const READINESS_RUNS = Number(arg('readiness-runs') ?? 1)
const startedAt = Date.now()
const loadsAtStart = loadavg()
const loadAtStart = loadsAtStart[0]
const cpuAtStart = cpuSnapshot()
const step = (text: string) => console.log(`[bench:web ${new Date().toISOString().slice(11, 19)}] ${text}`)

if (!DEMO_ONLY) ensureBudgetDatabase()
if (!SKIP_LARGE && !NETWORK_ONLY && !GOALS_ONLY && !READINESS_ONLY) ensureLargeDatabase(LARGE_DB, 10_000, 50_000)
step('building the app and the benchmark page into dist/bench-web')
const tree = builtTree()
await buildWeb()

const browser = await launchChromium()
let server: RunningServer | null = null
const serve = async (path: string, port: number) => {
  await server?.stop()
  server = await startAppServer(path, port)
  // A real server has long built its catalogue snapshot when a first visitor comes.
  await snapshotReady(server.url)
  return server.url
}
/** First visit (copy complete), then the warm offline start on the same context. */
async function visit(url: string, counts: CatalogueCounts, timeoutMs: number, offline: boolean): Promise<{ sync: FirstSync; offline?: OfflineStart }> {
  const { context, page, sync } = await openFirstVisit(browser, url, counts, timeoutMs)
  try {
    return { sync, offline: offline ? await measureOfflineStart(context, page, url, WARM_RUNS) : undefined }
  } finally {
    await context.close()
  }
}

const command = commandLine('bench:web')
const date = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** The first visit's network goals, 60k catalogue: loopback (then the warm offline start), then each throttled link. */
async function networkGoals(): Promise<void> {
  const load = loadavg()[0]
  const url = await serve(BUDGET_DB, PORT + 3)
  const counts = countCatalogue(BUDGET_DB)
  step('60k catalogue: first visit to /vendors on loopback, then the warm offline start')
  const loopback = await firstVisitToVendors(browser, url, counts.vendors, 120_000, { offline: true })
  const links = []
  for (const [i, link] of LINKS.entries()) {
    step(`60k catalogue: first visit to /vendors through the proxy at ${link.name}`)
    links.push(await firstVisitToVendors(browser, url, counts.vendors, 240_000, { link, proxyPort: PORT + 10 + i }))
  }
  const run: NetworkRun = {
    chromium: browser.version(), command, tree, date: date(), load: [load, loadavg()[0]],
    catalogue: `${counts.vendors.toLocaleString('en-US')} vendors + ${counts.products.toLocaleString('en-US')} products`, loopback, links,
  }
  const markdown = renderNetworkReport(run)
  console.log(`\n${markdown}\n`)
  if (process.argv.includes('--write')) step(`wrote ${writeResults(markdown, NETWORK_SECTION)}`)
}

/** What the goals table takes from the budgets' steps. */
interface Measured { js: JsWeight; demo: { offline?: OfflineStart }; budget: { sync: FirstSync; offline?: OfflineStart } | null; floorMs: number | null }

/** The steps both a full run and --goals-only take: JavaScript of `/`, then the demo and 60k first visits and warm starts. */
async function firstVisits() {
  // The server seeds the demo catalogue into the fresh file as it starts.
  let url = await serve(freshDatabasePath(DEMO_DB), PORT)
  const demo = { counts: countCatalogue(DEMO_DB) }
  step(`demo catalogue: ${demo.counts.vendors} vendors, ${demo.counts.products} products — JavaScript loaded by /`)
  const js = await measureJsWeight(browser, url)
  step('demo catalogue: first visit and warm offline start')
  const demoVisit = await visit(url, demo.counts, 30_000, true)
  if (DEMO_ONLY) return { url, js, demo, demoVisit, budgetCounts: null, budgetVisit: null }

  url = await serve(BUDGET_DB, PORT + 1)
  const budgetCounts = countCatalogue(BUDGET_DB)
  step('60k catalogue: first visit and warm offline start')
  const budgetVisit = await visit(url, budgetCounts, 240_000, true)
  return { url, js, demo, demoVisit, budgetCounts, budgetVisit }
}

/** Every budget of BENCHMARKS.md ("Budgets"), then the first visit's network goals. */
async function allBudgets(): Promise<Measured> {
  const { url: budgetUrl, js, demo, demoVisit, budgetCounts, budgetVisit } = await firstVisits()
  if (!budgetCounts || !budgetVisit) throw new Error('the 60k first visit is part of every full run')
  let url = budgetUrl
  step('60k catalogue: feed into IndexedDB without the app, search index, keystrokes')
  const { feed, floor, search } = await measureFeedAndSearch(browser, url)

  let large: WebBenchResults['large'] = null
  if (!SKIP_LARGE) {
    url = await serve(LARGE_DB, PORT + 2)
    const counts = countCatalogue(LARGE_DB)
    step(`large catalogue (${counts.tiers} tiers, ${counts.options} options): first visit, at most 120 s`)
    large = { counts, ...(await visit(url, counts, 120_000, false)) }
  }

  const results: WebBenchResults = {
    chromium: browser.version(), tree, command, date: date(), load: [loadAtStart, loadavg()[0]], cpu: cpuShares(cpuAtStart, cpuSnapshot()),
    js, feed, floor, search,
    demo: { counts: demo.counts, ...demoVisit },
    budget: { counts: budgetCounts, ...budgetVisit },
    large,
  }
  const markdown = renderReport(results)
  console.log(`\n${markdown}\n`)
  if (process.argv.includes('--write')) step(`wrote ${writeResults(markdown)}`)
  await networkGoals()
  return { js, demo: demoVisit, budget: budgetVisit, floorMs: floor.perPageMs }
}

/** The first visits --goals-only needs (no search, feed, large catalogue or network goals). */
async function goalVisits(): Promise<Measured> {
  const { js, demoVisit, budgetVisit } = await firstVisits()
  return { js, demo: demoVisit, budget: budgetVisit, floorMs: null }
}

/** Where a readiness run's time went: each milestone's moment and the time since the one before. */
function printMilestones(run: ReadinessRun): void {
  let before = 0
  for (const { event, ms } of run.milestones) {
    console.log(`  ${String(ms).padStart(6)} ms (+${String(ms - before).padStart(5)})  ${event}`)
    before = ms
  }
}

/** READINESS_RUNS readiness runs on each link, each printing where its time went. */
async function readinessRuns(name: string, url: string, counts: CatalogueCounts) {
  const [link] = LINKS
  const readiness = { loopback: [] as ReadinessRun[], throttled: [] as ReadinessRun[], throttledLink: `${link.downMbit} Mbit/s` }
  for (let i = 0; i < READINESS_RUNS; i++) {
    step(`${name} catalogue: readiness on loopback, run ${i + 1}/${READINESS_RUNS}: first visit closed at "Ready offline", reopened offline`)
    readiness.loopback.push(await measureReadiness(url, counts, 60_000))
    printMilestones(readiness.loopback.at(-1)!)
    step(`${name} catalogue: readiness at ${link.name}, run ${i + 1}/${READINESS_RUNS}`)
    readiness.throttled.push(await measureReadiness(url, counts, 120_000, { link, proxyPort: PORT + 12 }))
    printMilestones(readiness.throttled.at(-1)!)
  }
  return readiness
}

/** The instant-start goals table: readiness and INP measured now on the 60k catalogue (--demo-only: the demo one), the rest from `m`. */
async function goalsTable(m: Measured): Promise<void> {
  const database = DEMO_ONLY ? DEMO_DB : BUDGET_DB
  const name = DEMO_ONLY ? 'demo' : '60k'
  const url = await serve(database, PORT + 4)
  const counts = countCatalogue(database)
  const readiness = await readinessRuns(name, url, counts)
  step(`${name} catalogue: INP at 4× CPU slowdown, ${INP_RUNS} runs per interaction`)
  const inp = await measureInp(browser, { name, url, vendors: counts.vendors, runs: INP_RUNS, step })
  const rows = webGoalRows({
    warmStart: { '60k': m.budget?.offline?.runs ?? null, demo: m.demo.offline?.runs ?? null },
    counts, readiness,
    durable: m.budget ? { ms: m.budget.sync.complete ? m.budget.sync.completeMs : null, floorMs: m.floorMs } : null,
    inp, jsIdleGzipKb: m.js.idleGzipKb,
  })
  const markdown = renderGoals({ command, tree, chromium: browser.version(), date: date(), load: [loadsAtStart, loadavg()] }, rows)
  console.log(`\n${markdown}\n`)
  if (process.argv.includes('--write')) step(`wrote ${writeResults(markdown, WEB_GOALS_SECTION)}`)
}

try {
  if (NETWORK_ONLY) await networkGoals()
  else if (READINESS_ONLY) await readinessRuns('60k', await serve(BUDGET_DB, PORT + 4), countCatalogue(BUDGET_DB))
  else await goalsTable(await (GOALS_ONLY ? goalVisits() : allBudgets()))
  step(`the whole run took ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`)
} finally {
  await browser.close()
  await (server as RunningServer | null)?.stop()
}
