// Turns one run's numbers into the Markdown for the terminal and BENCHMARKS.md: the budgets first,
// then the breakdowns that explain them.
import type { CatalogueCounts } from './app-server'
import type { FirstSync } from './first-sync'
import { GOALS } from './goals'
import type { JsWeight } from './js-weight'
import type { OfflineStart } from './offline-start'
import { fmt, median, table, verdict } from './report'
import type { FeedTimings, FloorTimings, SearchTimings } from './search-page/search-page'

interface Visit { counts: CatalogueCounts; sync: FirstSync; offline?: OfflineStart }
export interface WebBenchResults {
  chromium: string
  /** The command line, as run. */
  command: string
  /** The commit built, and whether web/ had uncommitted changes (they are built too). */
  tree: string
  date: string
  /** 1-minute load averages when the run started and ended: how busy the shared machine was. */
  load: [number, number]
  /** Shares of all CPU time during the run: stolen by the host (virtual machine) and idle; null off Linux. */
  cpu: { stealPct: number; idlePct: number } | null
  js: JsWeight
  feed: FeedTimings
  floor: FloorTimings
  search: SearchTimings
  demo: Visit
  budget: Visit
  large: Visit | null
}

const BUDGET = { syncMs: 3000, searchP95Ms: 10, jsKb: GOALS.jsIdleGzipKb }
const rowsOf = (c: CatalogueCounts) => c.vendors + c.products + c.tiers + c.options
const describe = (c: CatalogueCounts) =>
  `${fmt(c.vendors)} vendors + ${fmt(c.products)} products` + (c.tiers ? ` + ${fmt(c.tiers)} tiers + ${fmt(c.options)} options` : '')
const synced = (v: Visit) => (v.sync.complete ? `${fmt(v.sync.completeMs)} ms` : `not complete after ${fmt(v.sync.completeMs)} ms (cursor ${fmt(v.sync.cursor)} of ${fmt(v.sync.lastVersion)})`)
const inTables = (v: Visit) => (v.sync.tablesMs !== null ? `${fmt(v.sync.tablesMs)} ms` : 'not within the time limit')
const bothSynced = (v: Visit) => `${synced(v)} in IndexedDB; ${inTables(v)} every row in its table`
const offline = (o: OfflineStart | undefined) => (o ? `${fmt(median(o.runs))} ms (runs: ${o.runs.map((r) => fmt(r)).join(', ')}; "${o.heading}")` : '—')

export function renderReport(r: WebBenchResults): string {
  const s = r.search
  const budgets = table(['measure', 'catalogue', 'result', 'budget', ''], [
    ['first sync: navigation start to every vendor and product durable in IndexedDB (the cursor written: usable offline after a restart)', describe(r.budget.counts), synced(r.budget), '≤ 3 s', verdict(r.budget.sync.complete && r.budget.sync.completeMs <= BUDGET.syncMs)],
    ['first sync: navigation start to every vendor and product row in its own table (lists and pages complete)', describe(r.budget.counts), inTables(r.budget), '≤ 3 s', verdict(r.budget.sync.tablesMs !== null && r.budget.sync.tablesMs <= BUDGET.syncMs)],
    ['search per keystroke: searchCatalog round trip through the worker, p50 / p95 / max', '60k', `${fmt(s.p50, 1)} / ${fmt(s.p95, 1)} / ${fmt(s.max, 1)} ms (${s.keystrokes} keystrokes)`, 'p95 ≤ 10 ms', verdict(s.p95 <= BUDGET.searchP95Ms)],
    ['JavaScript loaded by `/` until the load event, gzipped', 'demo', `${fmt(r.js.loadGzipKb, 1)} KB`, '≤ 170 KB', verdict(r.js.loadGzipKb <= BUDGET.jsKb)],
    ['JavaScript loaded by `/` until the network is idle and no script comes for 2 s, gzipped', 'demo', `${fmt(r.js.idleGzipKb, 1)} KB (${fmt(r.js.idleRawKb, 1)} KB raw)`, '≤ 170 KB', verdict(r.js.idleGzipKb <= BUDGET.jsKb)],
  ])
  const info = table(['measure', 'catalogue', 'result'], [
    ['search index: worker start to searchIndexReady(), copy complete', '60k', `${fmt(s.buildMs)} ms ("security" finds ${s.vendorsFound} vendors, ${s.productsFound} products)`],
    ['first sync (as above)', `demo: ${describe(r.demo.counts)}`, bothSynced(r.demo)],
    ['first sync (as above)', r.large ? `large: ${describe(r.large.counts)}` : 'large', r.large ? bothSynced(r.large) : 'skipped (--skip-large)'],
    ['warm offline start: navigation to "All Vendors (N)" painted, median of 3', 'demo', offline(r.demo.offline)],
    ['warm offline start (as above)', '60k', offline(r.budget.offline)],
  ])
  const syncRow = (name: string, v: Visit) => {
    const x = v.sync
    return [name, fmt(rowsOf(v.counts)), x.pages, fmt(x.feedMb, 1), fmt(x.firstFeedRequestMs), fmt(x.answersMs), fmt(x.betweenPagesMs), `${fmt(x.gapFirstPagesMs)} / ${fmt(x.gapLastPagesMs)}`, x.complete ? fmt(x.completeMs - x.lastFeedAnswerMs) : '—', x.complete ? fmt(x.completeMs) : `> ${fmt(x.completeMs)}`, x.tablesMs !== null ? fmt(x.tablesMs - x.completeMs) : '—']
  }
  const breakdown = table(
    ['catalogue', 'catalogue rows', 'snapshot and feed answers', 'MB as sent (compressed)', 'app start to first feed request ms', 'feed answers ms (sum)', 'between pages ms (sum: parse, IndexedDB write, live queries)', 'mean gap, first 5 / last 5 pages ms', 'last answer to copy in IndexedDB ms', 'total ms', 'then to every row in its table ms'],
    [syncRow('demo', r.demo), syncRow('60k', r.budget), ...(r.large ? [syncRow('large', r.large)] : [])],
  )
  const f = r.feed
  const feed = table(['pages', 'rows', 'MB', 'answer headers ms', 'body read ms', 'JSON.parse ms', 'applyChanges (IndexedDB) ms', 'mean apply, first 5 / last 5 pages ms', 'slowest page apply ms', 'total ms'], [
    [f.pages, fmt(f.rows), fmt(f.mb, 1), fmt(f.answerMs), fmt(f.bodyMs), fmt(f.parseMs), fmt(f.applyMs), `${fmt(f.applyFirstPagesMs)} / ${fmt(f.applyLastPagesMs)}`, fmt(f.slowestApplyMs), fmt(f.totalMs)],
  ])
  const fl = r.floor
  const floor = table(['rows', 'one record per row, the app\'s indexes ms', 'one record per row, no secondary index ms', 'one record per 1,000-row page ms'], [
    [fmt(fl.rows), fmt(fl.perRowMs), fmt(fl.perRowNoIndexesMs), fmt(fl.perPageMs)],
  ])
  // Files under 1 KB gzipped are summed into one row per phase, so the table shows what weighs.
  const sorted = [...r.js.files].sort((a, b) => b.gzipBytes - a.gzipBytes)
  const small = (beforeLoad: boolean) => sorted.filter((x) => x.gzipBytes < 1024 && x.beforeLoad === beforeLoad)
  const sumRow = (list: typeof sorted, beforeLoad: boolean) =>
    [`${list.length} smaller files`, fmt(list.reduce((t, x) => t + x.bytes, 0) / 1024, 1), fmt(list.reduce((t, x) => t + x.gzipBytes, 0) / 1024, 1), beforeLoad ? 'yes' : 'no']
  const files = table(['file', 'raw KB', 'gzip KB', 'before load'], [
    ...sorted.filter((x) => x.gzipBytes >= 1024).map((x) => [`\`${x.path}\``, fmt(x.bytes / 1024, 1), fmt(x.gzipBytes / 1024, 1), x.beforeLoad ? 'yes' : 'no']),
    ...[true, false].filter((phase) => small(phase).length).map((phase) => sumRow(small(phase), phase)),
  ])
  return [
    `Run on ${r.date}: \`${r.command}\` on ${r.tree}, headless Chromium ${r.chromium}, Node ${process.version}, on a shared 2-core machine (server, browser and the benchmark share the cores, and other people's work ran too: 1-minute load average ${fmt(r.load[0], 1)} at the start, ${fmt(r.load[1], 1)} at the end${r.cpu ? `; over the run ${fmt(r.cpu.stealPct)} % of the CPU time was stolen by the virtual machine's host and ${fmt(r.cpu.idlePct)} % was idle` : ''}).`,
    '### Budgets', budgets,
    '### For information', info,
    '### Where the first sync goes (the app, from Resource Timing of the snapshot file and /api/sync/changes)', breakdown,
    '### The same feed into IndexedDB without the app (60k, the calls pull() makes, timed one by one)', feed,
    '### The floor: the same vendor and product rows with the bare IndexedDB API (no Dexie, no app, strict durability, 1,000-row transactions)', floor,
    '### JavaScript files loaded by `/` (demo catalogue, first visit)', files,
  ].join('\n\n')
}
