// The app's entry to local search. The index lives in a dedicated worker that builds itself from the
// IndexedDB copy; the sync layer tells it about each applied page; screens ask it through
// searchCatalog or the useCatalogSearch hook. The main thread only posts small messages.
import { useEffect, useMemo, useState } from 'react'
import type { AppliedChanges } from '../sync/copy/apply-changes'
import { catalogUpdateOf, toIndexedProduct, toIndexedVendor } from './catalog-documents'
import { DebouncedSearch, type SearchState } from './debounced-search'
import { SearchConnection } from './search-connection'
import { NO_RESULTS, type CatalogResults, type SearchLimits } from './search-types'

export type { CatalogResults, ProductHit, SearchLimits, VendorHit } from './search-types'
export { capTotal, DROPDOWN_LIMITS, DROPDOWN_TOTAL, LANDING_LIMITS } from './search-limits'

let connection: SearchConnection | null = null

function spawn(): SearchConnection {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'catalog-search' })
  const started = new SearchConnection(worker)
  void started.build()
  return started
}

/**
 * WebKit keeps a page the person navigates away from in its back-forward cache, frozen together with
 * its workers, and a read the worker had open on the local copy stays open there: every later page of
 * the site then waits forever to write those tables (its first download never lands). So the worker
 * ends as the page is hidden. A page shown again from the cache starts a new one on its next search,
 * built from the copy as it is then (a failed connection is replaced: startSearchIndex).
 */
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => connection?.close())

/** Starts the search worker, which builds its index from the local copy. Idempotent; restarts a failed worker. */
export function startSearchIndex(): void {
  if (connection && !connection.failure) return
  try {
    connection = spawn()
  } catch (error) {
    // No module workers (or a policy forbids them): searches then fail, which the search box only logs.
    console.error('The search worker could not start', error)
  }
}

const unavailable = () => Promise.reject(new Error('Search is not available in this browser'))

/** Passes the vendor and product puts and deletes of one applied change-feed page to the index. */
export function indexChanges(applied: AppliedChanges): void {
  // Before the worker starts there is nothing to update: its first build reads the copy as it is then.
  if (!connection) return
  const update = catalogUpdateOf(applied)
  if (update) connection.update(update)
}

/** Rebuilds the index from the local copy (after the copy itself was rebuilt). */
export function rebuildSearchIndex(): void {
  if (!connection || connection.failure) startSearchIndex()
  else void connection.build()
}

let catchingUp: Promise<void> | null = null

/**
 * Indexes rows a first download holds in memory before they reach their tables (web/sync/first-download/staged-catalog.ts),
 * and holds searches until they are in: an answer without them would be wrong. Puts only: a first
 * download deletes nothing the index holds.
 */
export function indexHeldRows(vendors: readonly Record<string, unknown>[], products: readonly Record<string, unknown>[]): void {
  startSearchIndex()
  if (!connection) return
  const done = connection
    .updateAndWait({ vendors: { put: vendors.map(toIndexedVendor), deleted: [] }, products: { put: products.map(toIndexedProduct), deleted: [] } })
    .catch(() => undefined)
  catchingUp = done
  void done.then(() => {
    if (catchingUp === done) catchingUp = null
  })
}

/** The best vendors and products for the text, best first; blank text finds nothing without asking the worker. */
export function searchCatalog(text: string, limits: SearchLimits): Promise<CatalogResults> {
  if (!text.trim()) return Promise.resolve(NO_RESULTS)
  startSearchIndex()
  const search = () => (connection ? connection.search(text, limits) : unavailable())
  return catchingUp ? catchingUp.then(search) : search()
}

/** Settles when the latest requested build of the index is done (starting the worker if needed). */
export function searchIndexReady(): Promise<void> {
  startSearchIndex()
  return connection ? connection.ready() : unavailable()
}

/**
 * The search box's results: searches 300 ms after typing stops when the trimmed text
 * is longer than 2 characters, otherwise empty. `loading` is true while a search runs.
 */
export function useCatalogSearch(text: string, limits: SearchLimits): SearchState<CatalogResults> {
  const [state, setState] = useState<SearchState<CatalogResults>>({ results: NO_RESULTS, loading: false })
  const { vendors, products } = limits
  const search = useMemo(() => new DebouncedSearch((term) => searchCatalog(term, { vendors, products }), NO_RESULTS, setState), [vendors, products])
  useEffect(() => {
    search.update(text)
    return () => search.cancel()
  }, [search, text])
  return state
}
