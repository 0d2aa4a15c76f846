// npm run bench:inp [-- --runs=N --catalogue=60k|demo|both --no-build --serve-root=DIR --no-profile --only=type,filter,open,compare --json=FILE --write]
// Interaction to next paint (web-vitals INP) of the four key interactions on /vendors, the CPU
// slowed 4×: typing in the search box, toggling a filter, opening a vendor from the list, adding one
// to compare. The production build (hidden source maps) is served by the real server; a first visit
// downloads the catalogue until the copy is complete in IndexedDB; then each run loads /vendors
// afresh from that copy, waits until the page is quiet, slows the CPU and does one interaction, so
// the page's INP is that interaction's (tests/bench/web/inp-interactions.ts). One more traced run per
// interaction says where its time goes. --write puts the Markdown in BENCHMARKS.md.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { BUDGET_DB, ensureBudgetDatabase } from './bench-server'
import { buildWeb, countCatalogue, freshDatabasePath, SERVE_ROOT, startAppServer } from './web/app-server'
import { launchChromium, newBenchContext } from './web/browser'
import { cdpOf, INTERACTIONS, runInteraction, type Interaction, type InteractionRun } from './web/inp-interactions'
import { inpInitScript } from './web/inp-page'
import { INP_SECTION, renderInpReport, type CatalogueResult, type InpProfile, type InpRun } from './web/inp-report'
import { analyseMainThread, eventsBetween, parseTrace, TRACE_CATEGORIES } from './web/main-thread'
import { snapshotReady } from './web/network-goals'
import { waitUntilWarm } from './web/offline-start'
import { writeResults } from './web/report'
import { SourceMaps } from './web/source-maps'
import type { BrowserContext, CDPSession, Page } from 'playwright-core'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const RUNS = Number(arg('runs') ?? 12)
const CATALOGUES = (arg('catalogue') ?? 'both') === 'both' ? ['60k', 'demo'] : [arg('catalogue')!]
const PROFILE = !process.argv.includes('--no-profile')
const ONLY = arg('only')?.split(',')
const PORT = Number(process.env.BENCH_INP_PORT ?? 3800)
const step = (text: string) => console.log(`[bench:inp ${new Date().toISOString().slice(11, 19)}] ${text}`)

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const tree = `commit ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'web').length ? ' plus uncommitted changes under web/' : ''}`
const loadAtStart = loadavg()
// --serve-root=DIR measures a build made elsewhere (DIR/dist/web, with hidden source maps): another commit's.
const serveRoot = arg('serve-root') ? resolve(arg('serve-root')!) : SERVE_ROOT
if (!process.argv.includes('--no-build') && !arg('serve-root')) {
  step('building the app with hidden source maps into dist/bench-web')
  await buildWeb({ sourcemap: 'hidden', searchPage: false })
}
const maps = new SourceMaps(join(serveRoot, 'dist/web'))

/** One more run under tracing: the interaction's window analysed (null if it stayed under 16 ms). */
async function tracedRun(browser: Browser, page: Page, cdp: CDPSession, url: string, vendors: number, interaction: Interaction): Promise<InpProfile | null> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  let run: InteractionRun | undefined
  let buffer: Buffer
  try {
    run = await runInteraction(page, cdp, url, vendors, interaction)
  } finally {
    buffer = await browser.stopTracing()
  }
  const inp = run.inp
  if (!inp) return null
  const events = parseTrace(buffer)
  const origin = new URL(url).origin
  const phases = [{ name: 'until the interaction', endMs: inp.time }, { name: 'the interaction', endMs: inp.time + inp.value }]
  const profile = analyseMainThread(events, origin, phases, maps)
  return { inp, cpuMs: profile.phases[1].cpuMs, costs: profile.phaseCosts[1], events: eventsBetween(events, origin, inp.time, inp.time + inp.value) }
}

async function measureCatalogue(browser: Browser, name: string): Promise<CatalogueResult> {
  if (name === '60k') ensureBudgetDatabase()
  const database = name === '60k' ? BUDGET_DB : freshDatabasePath('.tmp/bench-inp-demo.db')
  const server = await startAppServer(database, PORT + (name === '60k' ? 1 : 0), serveRoot)
  let context: BrowserContext | null = null
  try {
    await snapshotReady(server.url)
    const { vendors } = countCatalogue(database)
    context = await newBenchContext(browser, { serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } })
    await context.addInitScript({ content: inpInitScript() })
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('page error:', error.message))
    step(`${name}: first visit to /vendors until the copy is complete in IndexedDB`)
    await page.goto(`${server.url}/vendors`, { waitUntil: 'commit', timeout: 60_000 })
    await waitUntilWarm(page)
    const cdp = await cdpOf(context, page)
    const interactions = []
    for (const interaction of INTERACTIONS.filter((i) => !ONLY || ONLY.includes(i.key))) {
      const runs: InteractionRun[] = []
      for (let i = 0; i < RUNS; i++) {
        const run = await runInteraction(page, cdp, server.url, vendors, interaction)
        runs.push(run)
        step(`${name}: ${interaction.key} run ${i + 1}/${RUNS}: INP ${run.inp?.value ?? '< 16'} ms${run.resultPaintedMs ? `, result painted ${Math.round(run.resultPaintedMs)} ms` : ''}`)
      }
      const profile = PROFILE ? await tracedRun(browser, page, cdp, server.url, vendors, interaction) : null
      interactions.push({ key: interaction.key, label: interaction.label, runs, profile })
    }
    return { name, vendors, interactions }
  } finally {
    await context?.close()
    await server.stop()
  }
}

const browser = await launchChromium()
try {
  const catalogues: CatalogueResult[] = []
  for (const name of CATALOGUES) catalogues.push(await measureCatalogue(browser, name))
  const run: InpRun = {
    command: `npm run bench:inp${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    tree, date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, chromium: browser.version(),
    load: [loadAtStart, loadavg()], catalogues,
  }
  const markdown = renderInpReport(run)
  console.log(`\n${markdown}\n`)
  const json = arg('json')
  if (json) writeFileSync(json, JSON.stringify(run, null, 1))
  if (process.argv.includes('--write')) step(`wrote ${writeResults(markdown, INP_SECTION)}`)
} finally {
  await browser.close()
}
