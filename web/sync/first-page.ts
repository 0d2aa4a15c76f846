// On a first visit there is no local copy, so the first download (the catalogue snapshot,
// snapshot-download.ts) is certainly needed: it is requested as soon as the entry script runs, while
// the page renders and the sync engine's code loads, instead of after them (about a second on a busy
// tablet). Kept free of Dexie so the entry can import it without growing.
import { SYNC_PAGE_MAX } from '../../sync/protocol/entities'
import { LOCAL_DB_NAME } from '../db/db-name'
import { openSnapshot, type CatalogueSnapshot } from './snapshot-download'

/** Changes per request once the copy exists: each page is applied to the tables as it arrives. */
export const PAGE_SIZE = 1000
/** Changes per request of a first download, which is staged (staged-download.ts): fewer, larger answers. */
export const FIRST_LOAD_PAGE_SIZE = SYNC_PAGE_MAX

export const changesPath = (since: string, pageSize: number, scope: 'all' | 'account') =>
  `/api/sync/changes?since=${encodeURIComponent(since)}&limit=${pageSize}${scope === 'account' ? '&scope=account' : ''}`

let prefetched: Promise<CatalogueSnapshot | null> | null = null

/** Starts downloading the catalogue snapshot when this browser holds no local copy yet (the body is read by pull()). */
export function prefetchFirstPage(): void {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return
  void indexedDB
    .databases()
    .then((databases) => {
      if (databases.some((d) => d.name === LOCAL_DB_NAME)) return
      prefetched = openSnapshot()
      prefetched.catch(() => undefined) // a failed prefetch is simply not used; pull() asks again
    })
    .catch(() => undefined)
}

/** The prefetched snapshot download (once), if it was started; else null. */
export function takePrefetchedSnapshot(): Promise<CatalogueSnapshot | null> | null {
  const taken = prefetched
  prefetched = null
  return taken
}
