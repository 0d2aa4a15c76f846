// Steps 2 and 3, driven from Node: a fresh context (no service worker, whose navigation fallback would
// answer with the app's index.html) opens the benchmark page the server serves beside the app.
import type { Browser } from 'playwright-core'
import { SEARCH_PAGE_PATH } from './app-server'
import { newBenchContext, within } from './browser'
import type { FeedTimings, FloorTimings, SearchTimings } from './search-page/search-page'

type BenchWindow = Window & { benchFeed: () => Promise<FeedTimings>; benchFloor: () => Promise<FloorTimings>; benchSearch: () => Promise<SearchTimings> }

export async function measureFeedAndSearch(browser: Browser, url: string): Promise<{ feed: FeedTimings; floor: FloorTimings; search: SearchTimings }> {
  const context = await newBenchContext(browser, { serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('page error:', error.message))
    await page.goto(`${url}${SEARCH_PAGE_PATH}`, { timeout: 30_000 })
    await page.waitForFunction(() => 'benchFeed' in window, undefined, { timeout: 30_000 })
    const feed = await within(180_000, 'feed into IndexedDB', page.evaluate(() => (window as unknown as BenchWindow).benchFeed()))
    const search = await within(180_000, 'search index and keystrokes', page.evaluate(() => (window as unknown as BenchWindow).benchSearch()))
    const floor = await within(300_000, 'bare IndexedDB writes', page.evaluate(() => (window as unknown as BenchWindow).benchFloor()))
    return { feed, floor, search }
  } finally {
    await context.close()
  }
}
