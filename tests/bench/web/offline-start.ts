// Step 5: warm offline start. After the first visit has synced, wait until the service worker controls
// the page and the first download is written to its tables (the screens read it from memory before
// that: a reload then would download it again, which is not a warm start), take the context offline
// and open /vendors in the same tab: the page's clock (0 = navigation start) stops at the first
// animation frame after the heading "All Vendors (N)" is in the DOM (a MutationObserver installed
// before any page script runs). Repeated, since one offline start is quick.
import type { BrowserContext, Page } from 'playwright-core'
import { within } from './browser'

export interface OfflineStart { runs: number[]; heading: string }

declare global {
  interface Window { __benchHeading?: { text: string; inDomMs: number; frameMs?: number } }
}

/** After a first visit: the service worker controls the page and the first download is in its tables. */
export async function waitUntilWarm(page: Page): Promise<void> {
  await within(30_000, 'service worker control', page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  }))
  await within(120_000, 'the first download written to its tables', (async () => {
    while (!(await page.evaluate(copyComplete))) await page.waitForTimeout(250)
  })())
}

export async function measureOfflineStart(context: BrowserContext, page: Page, url: string, runs = 3): Promise<OfflineStart> {
  await waitUntilWarm(page)
  await context.addInitScript(watchForHeading, '^All Vendors \\(\\d+\\)$')
  await context.setOffline(true)
  const times: number[] = []
  let heading = ''
  try {
    for (let i = 0; i < runs; i++) {
      await page.goto(`${url}/vendors`, { waitUntil: 'commit', timeout: 30_000 })
      await page.waitForFunction(() => window.__benchHeading?.frameMs !== undefined, undefined, { timeout: 30_000, polling: 100 })
      const seen = await page.evaluate(() => window.__benchHeading!)
      times.push(seen.frameMs!)
      heading = seen.text
    }
  } finally {
    await context.setOffline(false)
  }
  return { runs: times, heading }
}

/**
 * In the page: true once the first download is complete, every row in its table (the copy has a cursor
 * only then, and no staged answer is left: web/sync/first-download/held-download.ts, staged-download.ts).
 */
export function copyComplete(): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('vetted')
    open.onerror = () => resolve(false)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('meta')) return (db.close(), resolve(false))
      const tx = db.transaction(['meta', 'stagedPages'], 'readonly')
      const cursor = tx.objectStore('meta').get('cursor')
      const staged = tx.objectStore('stagedPages').count()
      tx.oncomplete = () => { db.close(); resolve(cursor.result !== undefined && staged.result === 0) }
      tx.onerror = () => { db.close(); resolve(false) }
    }
  })
}

/** Runs in the page before its scripts: records when a heading matching `pattern` first appears. */
function watchForHeading(pattern: string): void {
  const wanted = new RegExp(pattern)
  const observer = new MutationObserver(() => {
    for (const h of document.querySelectorAll('h1, h2, h3')) {
      const text = (h.textContent ?? '').trim()
      if (!wanted.test(text)) continue
      observer.disconnect()
      const seen = { text, inDomMs: performance.now() } as NonNullable<Window['__benchHeading']>
      window.__benchHeading = seen
      requestAnimationFrame(() => { seen.frameMs = performance.now() })
      return
    }
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}
