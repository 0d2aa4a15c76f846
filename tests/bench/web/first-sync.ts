// Step 1: the app's first sync. A fresh context (service worker allowed, as on a real first visit)
// opens `/`; the clock is the page's own (0 = navigation start). Two moments are taken: the copy's
// sync cursor reaches the feed's last version (read from /api/health before the visit): the whole
// catalogue is durable in IndexedDB, what a restart would find usable offline (the app writes a cursor
// only together with what it covers: a first download from the snapshot with the whole file kept as
// one record, then with each feed page staged after it; a staged feed download with each page); then
// no staged page is left: every row is in its table, as lists and detail pages read them. Polling one key and one count every 20 ms costs the app nothing
// noticeable, unlike counting 50,000 rows; the rows are counted once at the end. The Resource Timing
// entries of the snapshot file and the change feed split the time into app start, answers and the
// gaps between them (parsing, the IndexedDB write of each page, live queries and other listeners).
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { CatalogueCounts } from './app-server'
import { newBenchContext, within } from './browser'

export interface FirstSync {
  /** False when the copy was still incomplete at the time limit: the numbers then describe that moment. */
  complete: boolean
  /** Navigation start to the whole catalogue durable in IndexedDB: the cursor at the feed's end (or the time limit). */
  completeMs: number
  /** Navigation start to every row in its table: nothing left staged (null if not reached in time). */
  tablesMs: number | null
  /** The sync cursor reached, out of the feed's last version. */
  cursor: number
  lastVersion: number
  firstFeedRequestMs: number
  lastFeedAnswerMs: number
  pages: number
  /** Sum over pages of request start to response end. */
  answersMs: number
  /** Sum of the gaps between one page's response end and the next request. */
  betweenPagesMs: number
  /** Mean gap over the first 5 and the last 5 pages: whether a page costs more as the copy grows. */
  gapFirstPagesMs: number
  gapLastPagesMs: number
  feedMb: number
}

const POLL_MS = 20

export async function openFirstVisit(browser: Browser, url: string, expected: CatalogueCounts, timeoutMs: number): Promise<{ context: BrowserContext; page: Page; sync: FirstSync }> {
  // The version part of the feed's current cursor (`<epoch>.<version>`, api/sync/cursor.ts).
  const lastVersion = Number(((await (await fetch(`${url}/api/health`)).json()) as { feedCursor: string }).feedCursor.split('.').pop())
  const context = await newBenchContext(browser, { serviceWorkers: 'allow' })
  // The large catalogue's feed alone is over 300 requests; the default buffer keeps 250 entries.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000))
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await page.goto(`${url}/`, { waitUntil: 'commit' })
  const reached = await within(timeoutMs + 10_000, 'first sync', page.evaluate(pollCursor, { lastVersion, timeoutMs, pollMs: POLL_MS }))
  if (reached.tablesMs !== null) {
    const [vendors, products] = await page.evaluate(countCopy)
    if (vendors < expected.vendors || products < expected.products) {
      throw new Error(`cursor at the end of the feed but the copy holds ${vendors} vendors and ${products} products`)
    }
  }
  // Requests after the copy was complete belong to later sync rounds (the engine's timers and triggers).
  const feed = await page.evaluate((until) =>
    performance.getEntriesByType('resource')
      .filter((e) => (e.name.includes('/api/sync/changes') || e.name.includes('/api/sync/snapshot/')) && e.startTime <= until)
      .map((e) => { const r = e as PerformanceResourceTiming; return { start: r.startTime, end: r.responseEnd, bytes: r.encodedBodySize } }), reached.ms)
  if (!feed.length) throw new Error('the app never asked the change feed')
  const gaps = feed.slice(1).map((e, i) => e.start - feed[i].end)
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0)
  return {
    context, page,
    sync: {
      complete: reached.cursor >= lastVersion, completeMs: reached.ms, tablesMs: reached.tablesMs, cursor: reached.cursor, lastVersion,
      firstFeedRequestMs: feed[0].start, lastFeedAnswerMs: feed[feed.length - 1].end, pages: feed.length,
      answersMs: feed.reduce((t, e) => t + e.end - e.start, 0), betweenPagesMs: gaps.reduce((a, b) => a + b, 0),
      gapFirstPagesMs: mean(gaps.slice(0, 5)), gapLastPagesMs: mean(gaps.slice(-5)), feedMb: feed.reduce((t, e) => t + e.bytes, 0) / 1e6,
    },
  }
}


/**
 * In the page: when the app's sync cursor (meta "cursor") reaches lastVersion, then when no staged page
 * is left (stagedPages empty), or the time limit.
 */
async function pollCursor({ lastVersion, timeoutMs, pollMs }: { lastVersion: number; timeoutMs: number; pollMs: number }): Promise<{ ms: number; tablesMs: number | null; cursor: number }> {
  const request = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error) })
  let db: IDBDatabase | null = null
  let cursor = 0
  let reachedMs: number | null = null
  for (;;) {
    // Opening a database that does not exist yet would create it at version 1 under the app's feet.
    if (!db && (await indexedDB.databases()).some((d) => d.name === 'vetted')) {
      db = await request(indexedDB.open('vetted'))
      db.onversionchange = () => { db?.close(); db = null }
    }
    let staged = 1
    if (db?.objectStoreNames.contains('meta')) {
      // Two transactions: a read that spans stagedPages waits for each page being applied to finish
      // (IndexedDB queues a reader behind a writer of the same store), which would report the cursor
      // late by up to one application.
      const entry = await request(db.transaction('meta', 'readonly').objectStore('meta').get('cursor'))
      cursor = Number(String((entry as { value?: string } | undefined)?.value ?? '0').split('.').pop())
      staged = db.objectStoreNames.contains('stagedPages') ? await request(db.transaction('stagedPages', 'readonly').objectStore('stagedPages').count()) : 0
    }
    const now = performance.now()
    if (cursor >= lastVersion) reachedMs ??= now
    if ((reachedMs !== null && staged === 0) || now > timeoutMs) {
      db?.close()
      return { ms: reachedMs ?? now, tablesMs: reachedMs !== null && staged === 0 ? now : null, cursor }
    }
    await new Promise((r) => setTimeout(r, pollMs))
  }
}

/** In the page: the vendors and products in the copy. */
async function countCopy(): Promise<[number, number]> {
  const request = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error) })
  const db = await request(indexedDB.open('vetted'))
  try {
    const tx = db.transaction(['vendors', 'products'], 'readonly')
    return [await request(tx.objectStore('vendors').count()), await request(tx.objectStore('products').count())]
  } finally {
    db.close()
  }
}
