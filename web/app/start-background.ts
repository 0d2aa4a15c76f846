// Work that starts after first paint, each from its own chunk so `/` stays small: the sync engine,
// and the search index, which follows every page sync applies (in this tab or another).
import { stagedCatalog } from '../sync/first-download/staged-catalog'
import { useSyncStatus } from '../sync/base/status-store'

/** How long after load the search index starts building (see below). */
const SEARCH_INDEX_DELAY_MS = 3000

export async function startBackgroundWork(): Promise<void> {
  const [engine, search] = await Promise.all([import('../sync/engine'), import('../search/search-client')])
  engine.onApplied((applied) => search.indexChanges(applied))
  engine.onRebuilt(() => search.rebuildSearchIndex())
  // A first download held in memory is searched before its rows reach their tables: every vendor once
  // the leading answers are in, then everything (not the first answer alone: each posting copies every
  // vendor to the worker again).
  useSyncStatus.subscribe((now, before) => {
    const part = now.firstLoad.readable
    const held = stagedCatalog()
    if (!held || part === before.firstLoad.readable) return
    if (part === 'lead') search.indexHeldRows([...held.vendors.values()], [])
    if (part === 'all') search.indexHeldRows([...held.vendors.values()], [...held.products.values()])
  })
  engine.startSync()
  // Where the browser may delete the copy after a week without a visit (WebKit), send on every hide too.
  void import('../pwa/storage-eviction').then((m) => m.pageEvictsWhenIdle() && m.syncWhenHidden(() => void engine.syncNow({ ignoreBackoff: true })))
  // Favourites saved on any screen get their price recorded after each sync round (price-change alerts).
  void import('../data/account/price-alerts-watch').then((m) => m.watchFavoritePrices())
  // The index builds from the local copy in its worker, reading every vendor and product row: start it
  // a few seconds after load, when idle. IndexedDB serves one reader at a time here, and an earlier start
  // made the first screen's own reads wait for it (the warm offline start of /vendors, BENCHMARKS.md); the
  // page looks idle while it waits on IndexedDB. A search before then starts it at once.
  const start = () => search.startSearchIndex()
  setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(start) : start()), SEARCH_INDEX_DELAY_MS)
}
