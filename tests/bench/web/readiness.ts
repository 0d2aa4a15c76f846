// Honest readiness (docs/sync.md, "Ready offline only when it is"): a first visit to /vendors in a
// browser profile of its own, closed the moment the header's first-download line (role=status) says
// "Ready offline", as a person closing the laptop then; the same profile opened again offline. Measured:
// navigation start to "Ready offline" (the page's clock, polled every 20 ms in the page), and whether
// the reopened app shows the whole catalogue: "All Vendors (N)" and "All Products (M)" with the
// server's counts. Through the throttling proxy the reopened app uses the proxy's address too: the
// copy and the service worker belong to the origin the first visit used.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../chromium-args'
import type { CatalogueCounts } from './app-server'
import { startThrottleProxy, type LinkProfile } from './throttle-proxy'

export interface ReadinessRun {
  link: string
  /** Navigation start to "Ready offline" in the first-download line (null: not within the limit). */
  readyMs: number | null
  /** What the reopened, offline app's list headings said (null: no count showed within the limit). */
  vendorsShown: number | null
  productsShown: number | null
  /**
   * Where the time to "Ready offline" went: the page clock when each first happened (ms). The line's
   * states (its text with figures left out), and the service worker's registration, install, activation
   * and control of the page.
   */
  milestones: { event: string; ms: number }[]
}

export const READY_OFFLINE_TEXT = 'Ready offline'
/** How long the reopened app is given to show a list's whole count. */
const REOPEN_LIMIT_MS = 30_000

declare global {
  interface Window { __benchReadyMs?: number; __benchMilestones?: { event: string; ms: number }[] }
}

/**
 * In the page before its scripts: the page clock when a role=status element first says "Ready
 * offline", and on the way each milestone's first moment (the first-download line's states, the
 * service worker's steps), every 20 ms.
 */
function watchReady(text: string): void {
  const milestones: { event: string; ms: number }[] = (window.__benchMilestones = [])
  const seen = new Set<string>()
  const mark = (event: string) => {
    if (seen.has(event)) return
    seen.add(event)
    milestones.push({ event, ms: Math.round(performance.now()) })
  }
  const lineState = (line: string) => `line: ${line.replace(/[\d,.]+%?/g, '#').replace(/\s+/g, ' ').trim()}`
  const timer = setInterval(() => {
    const lines = [...document.querySelectorAll('[role="status"]')].map((s) => (s.textContent ?? '').trim())
    for (const line of lines) if (/catalogue|offline/i.test(line)) mark(lineState(line))
    const sw = navigator.serviceWorker
    void sw?.getRegistration().then((r) => {
      if (!r) return
      mark('service worker registered')
      if (r.installing) mark('service worker installing (precaching the shell)')
      if (r.waiting || r.active) mark('service worker installed')
      if (r.active?.state === 'activated') mark('service worker activated')
    })
    if (sw?.controller) mark('service worker controls the page')
    if (!lines.includes(text)) return
    window.__benchReadyMs = performance.now()
    clearInterval(timer)
  }, 20)
}

/** Chromium as launchChromium() starts it, on a profile kept in `dir` (the stand-in of ./browser.ts's newBenchContext). */
async function openProfile(dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, serviceWorkers: 'allow',
  })
  await context.addInitScript('globalThis.__name ??= (fn) => fn')
  return context
}

const firstPage = async (context: BrowserContext) => context.pages()[0] ?? (await context.newPage())

/** The count in "All Vendors (N)" / "All Products (N)" once it is `expected`, else the last one shown. */
async function listCount(page: Page, url: string, title: string, expected: number): Promise<number | null> {
  await page.goto(url, { waitUntil: 'commit', timeout: 30_000 })
  const read = () => page.evaluate((t) => {
    const match = new RegExp(`^${t} \\((\\d+)\\)$`).exec(document.getElementById('catalog-results-heading')?.textContent?.trim() ?? '')
    return match ? Number(match[1]) : null
  }, title)
  const until = Date.now() + REOPEN_LIMIT_MS
  let shown = await read()
  while (shown !== expected && Date.now() < until) {
    await page.waitForTimeout(100)
    shown = await read()
  }
  return shown
}

/**
 * One readiness run: a first visit closed at "Ready offline", reopened offline. `link` puts the
 * throttling proxy (on `proxyPort`) between the browser and the server.
 */
export async function measureReadiness(
  serverUrl: string, counts: CatalogueCounts, timeoutMs: number, { link, proxyPort }: { link?: LinkProfile; proxyPort?: number } = {},
): Promise<ReadinessRun> {
  const proxy = link ? await startThrottleProxy(Number(new URL(serverUrl).port), proxyPort!, link) : null
  const url = proxy?.url ?? serverUrl
  const profile = mkdtempSync(join(tmpdir(), 'vetted-bench-ready-'))
  const run: ReadinessRun = { link: link?.name ?? 'loopback', readyMs: null, vendorsShown: null, productsShown: null, milestones: [] }
  let context: BrowserContext | null = null
  try {
    context = await openProfile(profile)
    await context.addInitScript(watchReady, READY_OFFLINE_TEXT)
    const page = await firstPage(context)
    page.on('pageerror', (error) => console.error('page error:', error.message))
    await page.goto(`${url}/vendors`, { waitUntil: 'commit', timeout: 60_000 })
    await page.waitForFunction(() => window.__benchReadyMs !== undefined, undefined, { timeout: timeoutMs, polling: 20 }).catch(() => undefined)
    run.readyMs = (await page.evaluate(() => window.__benchReadyMs)) ?? null
    run.milestones = (await page.evaluate(() => window.__benchMilestones)) ?? []
    await context.close()
    context = null
    // Never said ready: there is nothing to reopen (the run counts as not met).
    if (run.readyMs === null) return run
    context = await openProfile(profile)
    await context.setOffline(true)
    const again = await firstPage(context)
    run.vendorsShown = await listCount(again, `${url}/vendors`, 'All Vendors', counts.vendors)
    run.productsShown = await listCount(again, `${url}/products`, 'All Products', counts.products)
    return run
  } finally {
    await context?.close()
    await proxy?.close()
    rmSync(profile, { recursive: true, force: true })
  }
}
