// npm run bench:start [-- --runs=N --catalogue=demo|60k --no-build --serve-root=DIR --json=FILE] — what starting the app
// costs the device, as CPU time rather than wall time (this machine is shared: wall-clock figures there
// say more about the neighbours than the app). Chromium traces `/` and `/vendors`, each cold (a first
// visit in a fresh context) and warm (the same tab again once the service worker controls it and the
// copy is in its tables), and the report gives the renderer main thread's CPU time by phase, what kind
// of work it was, the packages and functions with the most self time (through hidden source maps), and
// the JavaScript `/` loads until idle, gzipped.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { BUDGET_DB, ensureBudgetDatabase } from './bench-server'
import { join, resolve } from 'node:path'
import { buildWeb, freshDatabasePath, SERVE_ROOT, startAppServer } from './web/app-server'
import { launchChromium, newBenchContext } from './web/browser'
import { cpuShares, cpuSnapshot } from './web/cpu'
import { measureJsWeight } from './web/js-weight'
import { snapshotReady } from './web/network-goals'
import { SourceMaps } from './web/source-maps'
import { renderStartReport, type StartRuns } from './web/start-report'
import { waitUntilWarm } from './web/offline-start'
import { START_TARGETS, tracedStart, watchStarts, type TracedStart } from './web/start-visits'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const RUNS = Number(arg('runs') ?? 2)
const CATALOGUE = arg('catalogue') ?? 'demo'
const PORT = Number(process.env.BENCH_START_PORT ?? 3620)
const step = (text: string) => console.log(`[bench:start ${new Date().toISOString().slice(11, 19)}] ${text}`)

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
const tree = `commit ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'web').length ? ' plus uncommitted changes under web/' : ''}`
const loadAtStart = loadavg()[0]
const cpuAtStart = cpuSnapshot()
// --serve-root=DIR measures a build made elsewhere (DIR/dist/web, with hidden source maps): another commit's.
const serveRoot = arg('serve-root') ? resolve(arg('serve-root')!) : SERVE_ROOT
if (!process.argv.includes('--no-build') && !arg('serve-root')) {
  step('building the app with hidden source maps into dist/bench-web')
  await buildWeb({ sourcemap: 'hidden', searchPage: false })
}
if (CATALOGUE === '60k') ensureBudgetDatabase()
const database = CATALOGUE === '60k' ? BUDGET_DB : freshDatabasePath('.tmp/bench-start-demo.db')
const server = await startAppServer(database, PORT, serveRoot)
const browser = await launchChromium()
const maps = new SourceMaps(join(serveRoot, 'dist/web'))
try {
  await snapshotReady(server.url)
  const runs: StartRuns['runs'] = []
  for (const [key, target] of Object.entries(START_TARGETS)) {
    const cold: TracedStart[] = []
    const warm: TracedStart[] = []
    for (let i = 0; i < RUNS; i++) {
      step(`${target.path}: run ${i + 1} of ${RUNS}, cold then warm`)
      // A trace now and then lacks the navigation (the busy machine drops events): that run is done again.
      for (let attempt = 1; ; attempt++) {
        const context = await newBenchContext(browser, { serviceWorkers: 'allow' })
        try {
          await watchStarts(context, target)
          const page = await context.newPage()
          page.on('pageerror', (error) => console.error('page error:', error.message))
          const coldStart = await tracedStart(browser, page, server.url, target, maps)
          await waitUntilWarm(page)
          warm.push(await tracedStart(browser, page, server.url, target, maps))
          cold.push(coldStart)
          break
        } catch (error) {
          if (attempt === 3) throw error
          step(`${target.path}: ${(error as Error).message}; again`)
        } finally {
          await context.close()
        }
      }
    }
    runs.push({ key, target, cold, warm })
  }
  step('JavaScript of / until idle')
  const js = CATALOGUE === 'demo' ? await measureJsWeight(browser, server.url) : null
  const results: StartRuns = {
    command: `npm run bench:start${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    tree,
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    chromium: browser.version(), catalogue: CATALOGUE, load: [loadAtStart, loadavg()[0]], cpu: cpuShares(cpuAtStart, cpuSnapshot()),
    runs, js,
  }
  console.log(`\n${renderStartReport(results)}\n`)
  const json = arg('json')
  if (json) writeFileSync(json, JSON.stringify(results, null, 1))
} finally {
  await browser.close()
  await server.stop()
}
