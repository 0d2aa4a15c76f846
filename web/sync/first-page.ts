// On a first visit there is no local copy, so the first page of the change feed is certainly needed:
// it is requested as soon as the entry script runs, while the page renders and the sync engine's code
// loads, instead of after them (about a second on a busy tablet). Kept free of Dexie so the entry can
// import it without growing.
import { FIRST_CURSOR } from '../../sync/protocol/changes'
import { SYNC_PAGE_MAX } from '../../sync/protocol/entities'
import { LOCAL_DB_NAME } from '../data/db-name'
import { apiRaw } from './api-client'

/** Changes per request once the copy exists: each page is applied to the tables as it arrives. */
export const PAGE_SIZE = 1000
/** Changes per request of a first download, which is staged (staged-download.ts): fewer, larger answers. */
export const FIRST_LOAD_PAGE_SIZE = SYNC_PAGE_MAX

export const changesPath = (since: string, pageSize: number, scope: 'all' | 'account') =>
  `/api/sync/changes?since=${encodeURIComponent(since)}&limit=${pageSize}${scope === 'account' ? '&scope=account' : ''}`

let prefetched: Promise<Response> | null = null

/** Starts fetching page 1 of the feed when this browser holds no local copy yet. */
export function prefetchFirstPage(): void {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return
  void indexedDB
    .databases()
    .then((databases) => {
      if (databases.some((d) => d.name === LOCAL_DB_NAME)) return
      prefetched = apiRaw(changesPath(FIRST_CURSOR, FIRST_LOAD_PAGE_SIZE, 'all'))
      prefetched.catch(() => undefined) // a failed prefetch is simply not used; pull() asks again
    })
    .catch(() => undefined)
}

/** The prefetched answer to page 1 (once), if it was started and has not failed; else null. */
export function takePrefetchedFirstPage(): Promise<Response> | null {
  const taken = prefetched
  prefetched = null
  return taken
}
