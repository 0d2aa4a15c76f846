// node --import tsx tests/bench/csv-import-bench.ts [rows] — the admin vendor CSV import of 50,000 rows
// (the page must stay responsive through 50,000 rows) in headless Chromium
// against the real server and a production build. It reports how long checking and importing took and
// how responsive the page stayed meanwhile: the main thread's long tasks (> 50 ms, PerformanceObserver)
// and the longest gap between animation frames, with an idle stretch of the same page for comparison,
// and the main thread's busy time. Later sync pulls are held during the import: pulling the imported
// rows is the sync engine's work, with its own budget. On a loaded machine every task's wall time
// stretches, so read the figures beside the load average printed with them. A benchmark, never a
// timed test: it prints numbers.
// Builds into dist/bench-csv-import and serves on BENCH_CSV_PORT (default 3204), a fresh database.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import type { CDPSession, Page } from 'playwright-core'
import { launchChromium, newBenchContext, within } from './web/browser'

const REPO = resolve(import.meta.dirname, '../..')
const WEB_DIST = 'dist/bench-csv-import'
const PORT = Number(process.env.BENCH_CSV_PORT ?? 3204)
const ROWS = Number(process.argv[2] ?? 50_000)
const URL_BASE = `http://localhost:${PORT}`
const ADMIN_PASSWORD = 'bench-admin-password'
const step = (text: string) => console.log(`[bench:csv ${new Date().toISOString().slice(11, 19)}] ${text}`)

/** A vendor CSV of `rows` rows; one in a hundred breaks the name rule, so the error list is exercised. */
function vendorCsv(rows: number): string {
  const lines = ['name,logo_url,description,category,featured,security_rating,value_rating,pros,cons,integrations,pricing_model']
  const run = Date.now().toString(36)
  for (let i = 0; i < rows; i++) {
    const name = i % 100 === 99 ? 'No' : `Bench ${run} Vendor ${i}`
    lines.push(`${name},https://cdn.example.com/v${i}.png,"Vendor ${i}, the benchmark one",security,${i % 7 === 0},4.${i % 10},3.5,Fast;Simple,Pricey,Slack;Jira,Subscription`)
  }
  return lines.join('\n') + '\n'
}

async function startServer(databasePath: string) {
  const child = spawn('node', ['--import', 'tsx', 'api/server.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(PORT), DATABASE_PATH: databasePath, ADMIN_PASSWORD, WEB_DIST },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (await fetch(`${URL_BASE}/api/health`).then((r) => r.ok, () => false)) return child
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

interface Watched { longTasks: number[]; maxFrameGap: number; stop: boolean }

/** Starts recording long tasks and the gaps between animation frames in the page. */
function startWatching(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __bench: Watched }
    w.__bench = { longTasks: [], maxFrameGap: 0, stop: false }
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__bench.longTasks.push(e.duration))).observe({ type: 'longtask' })
    let last = performance.now()
    const frame = (now: number) => {
      w.__bench.maxFrameGap = Math.max(w.__bench.maxFrameGap, now - last)
      last = now
      if (!w.__bench.stop) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

function stopWatching(page: Page): Promise<Watched> {
  return page.evaluate(() => {
    const w = window as unknown as { __bench: Watched }
    w.__bench.stop = true
    return w.__bench
  })
}

async function watchMainThread(page: Page, ms: number): Promise<Watched> {
  await startWatching(page)
  await page.waitForTimeout(ms)
  return await stopWatching(page)
}

/** The page's main-thread time so far (Chromium's TaskDuration and ScriptDuration), in ms. */
async function mainThreadBusy(cdp: CDPSession): Promise<{ task: number; script: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const get = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000
  return { task: get('TaskDuration'), script: get('ScriptDuration') }
}

const describe = (w: Watched) =>
  w.longTasks.length ? `${w.longTasks.length} (longest ${Math.round(Math.max(...w.longTasks))} ms)` : 'none'

step(`building the app into ${WEB_DIST}`)
await build({ configFile: join(REPO, 'vite.config.ts'), logLevel: 'warn', build: { outDir: join(REPO, WEB_DIST), emptyOutDir: true } })
mkdirSync(join(REPO, '.tmp'), { recursive: true })
const databasePath = join(REPO, `.tmp/bench-csv-${Date.now()}.db`)
const csvPath = join(REPO, '.tmp/bench-csv-vendors.csv')
writeFileSync(csvPath, vendorCsv(ROWS))
const server = await startServer(databasePath)
const browser = await launchChromium()
const load = loadavg()[0]

try {
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const login = await page.request.post(`${URL_BASE}/api/auth/login`, {
    headers: { Origin: URL_BASE }, data: { username: 'admin', password: ADMIN_PASSWORD },
  })
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`)
  await page.goto(`${URL_BASE}/admin`)
  await page.getByRole('button', { name: 'Import Vendors' }).waitFor({ timeout: 60_000 })
  await page.locator('input[type="file"]').setInputFiles(csvPath)

  // Let the first sync of the demo catalogue finish, then hold later pulls: a pull of the imported
  // rows is the sync engine's work (its own budget), not the import's, and would blur the numbers.
  await page.waitForLoadState('networkidle')
  await page.route('**/api/sync/changes**', () => undefined)
  const baseline = await watchMainThread(page, 5_000)
  await startWatching(page)
  const metrics = await context.newCDPSession(page)
  await metrics.send('Performance.enable')
  const busyBefore = await mainThreadBusy(metrics)
  const started = Date.now()
  await page.getByRole('button', { name: 'Import Vendors' }).click()
  await within(300_000, 'importing phase', page.getByText(/^Importing rows/).waitFor({ timeout: 300_000 }))
  const checkedAt = Date.now()
  const alert = page.getByRole('status', { name: 'vendors import result' })
  await within(600_000, 'import result', alert.waitFor({ timeout: 600_000 }))
  const doneAt = Date.now()
  const watched = await stopWatching(page)
  const busyAfter = await mainThreadBusy(metrics)
  const result = (await alert.innerText()).split('\n').slice(0, 2).join(' — ')

  console.log(`\n### Vendor CSV import, ${ROWS.toLocaleString('en-US')} rows (load average ${load.toFixed(2)} at start)\n`)
  console.log('| measure | value |\n|---|---|')
  console.log(`| click to "Importing rows" (read, parse, check in the worker) | ${((checkedAt - started) / 1000).toFixed(1)} s |`)
  console.log(`| importing (batches of 2,500 to the server) | ${((doneAt - checkedAt) / 1000).toFixed(1)} s |`)
  console.log(`| main-thread long tasks (> 50 ms): idle page for 5 s / during the import | ${describe(baseline)} / ${describe(watched)} |`)
  console.log(`| main thread busy during the import (all tasks / script) | ${Math.round(busyAfter.task - busyBefore.task)} ms / ${Math.round(busyAfter.script - busyBefore.script)} ms in ${((doneAt - started) / 1000).toFixed(1)} s |`)
  console.log(`| longest gap between animation frames: idle / import | ${Math.round(baseline.maxFrameGap)} ms / ${Math.round(watched.maxFrameGap)} ms |`)
  console.log(`| result | ${result} |`)
  await context.close()
} finally {
  await browser.close()
  server.kill('SIGTERM')
  rmSync(join(REPO, WEB_DIST), { recursive: true, force: true })
  for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true })
  rmSync(csvPath, { force: true })
}
