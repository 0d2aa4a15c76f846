// What the INP bench puts in the page before the app's scripts: the web-vitals library (its IIFE
// build with attribution, read from node_modules: never part of the app users get) reporting every
// change of the page's INP, and a long-task watch to tell when the page is quiet. Each measured
// interaction runs on a freshly loaded page, so the page's INP is that interaction's latency (for
// typing, the slowest of its keystrokes, as INP counts them).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Page } from 'playwright-core'
import { within } from './browser'

/** One interaction's INP as web-vitals reports it, with its attribution (ms, page clock). */
export interface InpSample {
  value: number
  /** Page clock of the interaction's first input event. */
  time: number
  target: string
  inputDelay: number
  processing: number
  presentation: number
  /** Long Animation Frame scripts over 5 ms that intersect the interaction, and style and layout. */
  scriptMs: number
  styleLayoutMs: number
  longestScript: { invoker: string; source: string; subpart: string; ms: number } | null
}

declare global {
  interface Window {
    __benchInp?: InpSample
    __benchQuiet?: { lastLongTaskEnd: number }
    __benchPointerDown?: number
    /** The longest Event Timing entry of an interaction, observed directly: web-vitals reports it when idle. */
    __benchEventMax?: number
  }
}

/** The init script: web-vitals (IIFE, global `webVitals`) and the hooks that read it. */
export function inpInitScript(): string {
  const require = createRequire(import.meta.url)
  // The package exports no path to its IIFE build; it lies beside the attribution build it does export.
  const library = readFileSync(join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'), 'utf8')
  const hook = `
    window.__benchQuiet = { lastLongTaskEnd: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchQuiet.lastLongTaskEnd = Math.max(window.__benchQuiet.lastLongTaskEnd, e.startTime + e.duration);
    }).observe({ type: 'longtask', buffered: true });
    addEventListener('pointerdown', (e) => { window.__benchPointerDown = e.timeStamp }, true);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__benchEventMax = Math.max(window.__benchEventMax ?? 0, e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    webVitals.onINP((metric) => {
      const a = metric.attribution;
      const longest = a.longestScript;
      window.__benchInp = {
        value: metric.value, time: a.interactionTime ?? 0, target: a.interactionTarget ?? '',
        inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay,
        scriptMs: a.totalScriptDuration ?? 0, styleLayoutMs: a.totalStyleAndLayoutDuration ?? 0,
        longestScript: longest ? {
          invoker: longest.entry.invoker, subpart: longest.subpart, ms: longest.intersectingDuration,
          source: [longest.entry.sourceFunctionName, longest.entry.sourceURL && new URL(longest.entry.sourceURL).pathname + ':' + longest.entry.sourceCharPosition].filter(Boolean).join(' @ '),
        } : null,
      };
    }, { reportAllChanges: true, durationThreshold: 16 });
  `
  return `${library}\n;(() => {${hook}})();`
}

/**
 * Waits until no long task has ended for `quietMs` and the page is at least `minMs` old (work the app
 * defers past its first paint, such as the first sync round, falls before the interaction).
 */
export async function waitQuiet(page: Page, quietMs: number, minMs = 0, maxMs = 60_000): Promise<void> {
  const until = Date.now() + maxMs
  await within(maxMs + 5000, 'a quiet page', (async () => {
    while (Date.now() < until) {
      const quiet = await page.evaluate(({ quietMs, minMs }) => {
        const now = performance.now()
        return now >= minMs && now - (window.__benchQuiet?.lastLongTaskEnd ?? 0) >= quietMs
      }, { quietMs, minMs })
      if (quiet) return
      await page.waitForTimeout(100)
    }
  })())
}

/** The page's INP so far (null: no interaction reached web-vitals' 16 ms floor). */
export async function readInp(page: Page): Promise<InpSample | null> {
  // Event Timing entries are delivered after the frame they end in, and web-vitals handles them when the
  // page is idle: wait until it reports the longest entry observed directly (or a time limit).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await waitQuiet(page, 300)
  const until = Date.now() + 5000
  for (;;) {
    const { inp, longest } = await page.evaluate(() => ({ inp: window.__benchInp ?? null, longest: window.__benchEventMax }))
    if (inp && longest !== undefined && inp.value >= longest) return inp
    if (Date.now() > until) {
      if (longest !== undefined) throw new Error(`web-vitals reported ${inp?.value ?? 'no'} INP where an interaction took ${longest} ms`)
      return inp
    }
    await page.waitForTimeout(100)
  }
}

/** Empties the Quick Compare Board in the page's copy (before a reload, so every run adds to an empty board). */
export function emptyCompareBoard(): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('vetted')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const tx = db.transaction('vendorCompare', 'readwrite')
      tx.objectStore('vendorCompare').clear()
      tx.oncomplete = () => { db.close(); resolve() }
      tx.onerror = () => { db.close(); reject(tx.error) }
    }
  })
}

/**
 * In the page: the first animation frame after an element matching `selector` whose text matches
 * `pattern` is in the DOM, less the last pointerdown's time (to be started before the click).
 */
export function paintedAfterPointer({ selector, pattern }: { selector: string; pattern: string }): Promise<number> {
  const wanted = new RegExp(pattern)
  return new Promise((resolve) => {
    const found = () => [...document.querySelectorAll(selector)].some((e) => wanted.test((e.textContent ?? '').trim()))
    const done = () => requestAnimationFrame(() => resolve(performance.now() - (window.__benchPointerDown ?? 0)))
    if (found()) return done()
    const observer = new MutationObserver(() => {
      if (!found()) return
      observer.disconnect()
      done()
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  })
}
