// Work that starts after first paint, each from its own chunk so `/` stays small: the sync engine,
// and the search index, which follows every page sync applies (in this tab or another).
import { stagedCatalog } from '../sync/staged-catalog'
import { useSyncStatus } from '../sync/status-store'

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
  // The index builds from the local copy in its worker; start it when the page is idle.
  const start = () => search.startSearchIndex()
  if ('requestIdleCallback' in window) window.requestIdleCallback(start)
  else setTimeout(start, 200)
}
