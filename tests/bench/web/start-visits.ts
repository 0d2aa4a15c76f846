// One traced page load: Chromium's tracing (browser-wide, so a renderer swapped in by the navigation is
// seen too) runs from the navigation until the page is quiet; the page's own clock (0 = navigation
// start) marks the phases: first contentful paint, the screen's content painted (the first animation
// frame after a watched element is in the DOM, as in offline-start.ts), then quiet: no long task for
// QUIET_MS and at least MIN_WINDOW_MS after the start, so the work the app defers past load (sync, the
// search index) falls inside the window.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { within } from './browser'
import { analyseMainThread, parseTrace, TRACE_CATEGORIES, type MainThreadProfile } from './main-thread'

import type { SourceMaps } from './source-maps'

export interface StartTarget { path: string; selector: string; pattern?: string; label: string }

export const START_TARGETS = {
  home: { path: '/', selector: '[data-testid="vendor-card"]', label: 'the first featured vendor card' },
  vendors: { path: '/vendors', selector: 'h2', pattern: '^All Vendors \\(\\d+\\)$', label: '"All Vendors (N)"' },
} satisfies Record<string, StartTarget>

const QUIET_MS = 3000
const MIN_WINDOW_MS = 7000
const MAX_WINDOW_MS = 40_000

declare global {
  interface Window { __benchStart?: { targetMs?: number; frameMs?: number; lastLongTaskEnd: number } }
}

/** Runs in the page before its scripts: when the target first shows, and when the last long task ended. */
function watchStart({ selector, pattern }: { selector: string; pattern: string | null }): void {
  const state: NonNullable<Window['__benchStart']> = { lastLongTaskEnd: 0 }
  window.__benchStart = state
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, e.startTime + e.duration)
  }).observe({ type: 'longtask', buffered: true })
  const wanted = pattern === null ? null : new RegExp(pattern)
  const observer = new MutationObserver(() => {
    for (const el of document.querySelectorAll(selector)) {
      if (wanted && !wanted.test((el.textContent ?? '').trim())) continue
      observer.disconnect()
      state.targetMs = performance.now()
      requestAnimationFrame(() => { state.frameMs = performance.now() })
      return
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

export async function watchStarts(context: BrowserContext, target: StartTarget): Promise<void> {
  await context.addInitScript(watchStart, { selector: target.selector, pattern: target.pattern ?? null })
}

export interface TracedStart { fcpMs: number | null; targetMs: number; windowMs: number; profile: MainThreadProfile }

/** Loads `target` in `page` (its context watches it: watchStarts) under tracing, and reads the trace. */
export async function tracedStart(browser: Browser, page: Page, url: string, target: StartTarget, maps: SourceMaps): Promise<TracedStart> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  let buffer: Buffer
  let marks: { fcp: number | null; target: number; end: number }
  try {
    await page.goto(`${url}${target.path}`, { waitUntil: 'commit', timeout: 60_000 })
    await page.waitForFunction(() => window.__benchStart?.frameMs !== undefined, undefined, { timeout: 60_000, polling: 100 })
    await within(MAX_WINDOW_MS + 10_000, 'a quiet page', (async () => {
      for (;;) {
        const quiet = await page.evaluate(({ quietMs, minMs, maxMs }) => {
          const now = performance.now()
          const s = window.__benchStart!
          return now >= maxMs || (now >= minMs && now - Math.max(s.lastLongTaskEnd, s.frameMs ?? 0) >= quietMs)
        }, { quietMs: QUIET_MS, minMs: MIN_WINDOW_MS, maxMs: MAX_WINDOW_MS })
        if (quiet) return
        await page.waitForTimeout(250)
      }
    })())
    marks = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      target: window.__benchStart!.frameMs!,
      end: performance.now(),
    }))
  } finally {
    buffer = await browser.stopTracing()
  }
  const phases = [
    // Always three phases, so runs line up (a first paint after the content's frame counts as at it).
    { name: 'to first contentful paint', endMs: Math.min(marks.fcp ?? marks.target, marks.target) },
    { name: `to ${target.label} painted`, endMs: marks.target },
    { name: 'then until quiet', endMs: marks.end },
  ]
  const profile = analyseMainThread(parseTrace(buffer), new URL(url).origin, phases, maps)
  return { fcpMs: marks.fcp, targetMs: marks.target, windowMs: marks.end, profile }
}
