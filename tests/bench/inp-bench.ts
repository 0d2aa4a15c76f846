// npm run bench:inp [-- --runs=N --catalogue=60k|demo|both --no-build --serve-root=DIR --no-profile --only=type,filter,open,compare --json=FILE --write]
// Interaction to next paint (web-vitals INP) of the four key interactions on /vendors, the CPU
// slowed 4×: typing in the search box, toggling a filter, opening a vendor from the list, adding one
// to compare. The production build (hidden source maps) is served by the real server; a first visit
// downloads the catalogue until the copy is complete in IndexedDB; then each run loads /vendors
// afresh from that copy, waits until the page is quiet, slows the CPU and does one interaction, so
// the page's INP is that interaction's (tests/bench/web/inp-run.ts, shared with npm run bench:web). One
// more traced run per interaction says where its time goes. --write puts the Markdown in BENCHMARKS.md.
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { BUDGET_DB, ensureBudgetDatabase } from './bench-server'
import { buildWeb, countCatalogue, freshDatabasePath, SERVE_ROOT, startAppServer } from './web/app-server'
import { launchChromium } from './web/browser'
import { INP_SECTION, renderInpReport, type CatalogueResult, type InpRun } from './web/inp-report'
import { measureInp } from './web/inp-run'
import { snapshotReady } from './web/network-goals'
import { builtTree, commandLine, writeResults } from './web/report'
import { SourceMaps } from './web/source-maps'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const RUNS = Number(arg('runs') ?? 12)
const CATALOGUES = (arg('catalogue') ?? 'both') === 'both' ? ['60k', 'demo'] : [arg('catalogue')!]
const PROFILE = !process.argv.includes('--no-profile')
const ONLY = arg('only')?.split(',')
const PORT = Number(process.env.BENCH_INP_PORT ?? 3800)
const step = (text: string) => console.log(`[bench:inp ${new Date().toISOString().slice(11, 19)}] ${text}`)

const tree = builtTree()
const loadAtStart = loadavg()
// --serve-root=DIR measures a build made elsewhere (DIR/dist/web, with hidden source maps): another commit's.
const serveRoot = arg('serve-root') ? resolve(arg('serve-root')!) : SERVE_ROOT
if (!process.argv.includes('--no-build') && !arg('serve-root')) {
  step('building the app with hidden source maps into dist/bench-web')
  await buildWeb({ sourcemap: 'hidden', searchPage: false })
}
const maps = new SourceMaps(join(serveRoot, 'dist/web'))

async function measureCatalogue(browser: Browser, name: string): Promise<CatalogueResult> {
  if (name === '60k') ensureBudgetDatabase()
  const database = name === '60k' ? BUDGET_DB : freshDatabasePath('.tmp/bench-inp-demo.db')
  const server = await startAppServer(database, PORT + (name === '60k' ? 1 : 0), serveRoot)
  try {
    await snapshotReady(server.url)
    const { vendors } = countCatalogue(database)
    return await measureInp(browser, { name, url: server.url, vendors, runs: RUNS, only: ONLY, maps: PROFILE ? maps : undefined, step })
  } finally {
    await server.stop()
  }
}

const browser = await launchChromium()
try {
  const catalogues: CatalogueResult[] = []
  for (const name of CATALOGUES) catalogues.push(await measureCatalogue(browser, name))
  const run: InpRun = {
    command: commandLine('bench:inp'),
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
