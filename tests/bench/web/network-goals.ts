// The first visit's network goals (BENCHMARKS.md, "Issue 14: the first visit on a real network"): the 60k
// first visit to /vendors on loopback and through the throttling proxy (./throttle-proxy.ts), each in
// a fresh context with the service worker allowed, until "All Vendors (N)" shows the whole count and
// the first-download status line is gone (the whole catalogue downloaded and browsable: lists, detail
// pages and search, read from memory until the rows are in their tables: docs/sync.md); when the first
// vendors were usable (the heading with a count above 0); when every row was in its table (the copy
// complete with its cursor, as an offline start reads it); the bytes that crossed the proxy; and the warm
// offline start of /vendors afterwards.
import type { Browser } from 'playwright-core'
import { newBenchContext, within } from './browser'
import { copyComplete, measureOfflineStart, type OfflineStart } from './offline-start'
import { startThrottleProxy, type LinkProfile } from './throttle-proxy'

export const LINKS: LinkProfile[] = [
  { name: '10 Mbit/s down, 5 up, 80 ms RTT', downMbit: 10, upMbit: 5, rttMs: 80 },
  { name: '2 Mbit/s down and up, 300 ms RTT', downMbit: 2, upMbit: 2, rttMs: 300 },
]

export interface NetworkVisit {
  link: string
  /** Navigation start to the whole count shown with no first-download line (null: not within the limit). */
  doneMs: number | null
  /** Navigation start to "All Vendors (N)" with N > 0. */
  firstVendorsMs: number | null
  /** Navigation start to every row in its table, the cursor written (polled every 200 ms from here). */
  inTablesMs: number | null
  /** What crossed the proxy until done (null on loopback, which has no proxy). */
  mb: { down: number; up: number } | null
  offline?: OfflineStart
}

declare global {
  interface Window { __benchVisit?: { firstVendorsMs?: number; doneMs?: number } }
}

/** In the page before its scripts: every 20 ms, the vendor count heading and the first-download line. */
function watchVisit(total: number): void {
  const seen: NonNullable<Window['__benchVisit']> = {}
  window.__benchVisit = seen
  const timer = setInterval(() => {
    const heading = document.getElementById('catalog-results-heading')?.textContent ?? ''
    const count = Number(/^All Vendors \((\d+)\)$/.exec(heading.trim())?.[1] ?? 0)
    const now = performance.now()
    if (count > 0) seen.firstVendorsMs ??= now
    const downloading = [...document.querySelectorAll('[role="status"]')].some((s) => /Downloading the catalogue|Preparing it for offline use/.test(s.textContent ?? ''))
    if (count === total && !downloading) {
      seen.doneMs = now
      clearInterval(timer)
    }
  }, 20)
}

/** Waits until the server has built its catalogue snapshot (a first build takes seconds on 60k rows). */
export async function snapshotReady(serverUrl: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const pointer = (await (await fetch(`${serverUrl}/api/sync/snapshot`)).json()) as { url: string | null }
    if (pointer.url) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the server built no catalogue snapshot')
}

export async function firstVisitToVendors(
  browser: Browser, serverUrl: string, vendors: number, timeoutMs: number,
  { link, proxyPort, offline = false }: { link?: LinkProfile; proxyPort?: number; offline?: boolean } = {},
): Promise<NetworkVisit> {
  const proxy = link ? await startThrottleProxy(Number(new URL(serverUrl).port), proxyPort!, link) : null
  const url = proxy?.url ?? serverUrl
  const context = await newBenchContext(browser, { serviceWorkers: 'allow' })
  try {
    await context.addInitScript(watchVisit, vendors)
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('page error:', error.message))
    await page.goto(`${url}/vendors`, { waitUntil: 'commit', timeout: 60_000 })
    await within(timeoutMs + 5000, `first visit (${link?.name ?? 'loopback'})`,
      page.waitForFunction(() => window.__benchVisit?.doneMs !== undefined, undefined, { timeout: timeoutMs, polling: 100 }).catch(() => undefined))
    const seen = await page.evaluate(() => window.__benchVisit ?? {})
    const bytes = proxy?.bytes()
    let inTablesMs: number | null = null
    if (seen.doneMs !== undefined) {
      const until = Date.now() + timeoutMs
      while (inTablesMs === null && Date.now() < until) {
        if (await page.evaluate(copyComplete)) inTablesMs = await page.evaluate(() => performance.now())
        else await page.waitForTimeout(200)
      }
    }
    return {
      link: link?.name ?? 'loopback',
      doneMs: seen.doneMs ?? null,
      firstVendorsMs: seen.firstVendorsMs ?? null,
      inTablesMs,
      mb: bytes ? { down: bytes.down / 1e6, up: bytes.up / 1e6 } : null,
      offline: offline && seen.doneMs !== undefined ? await measureOfflineStart(context, page, url) : undefined,
    }
  } finally {
    await context.close()
    await proxy?.close()
  }
}
