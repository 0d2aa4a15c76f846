// On a first visit there is no local copy, so the first download (the catalogue snapshot,
// snapshot-download.ts) is certainly needed: it is requested before the app's code has even arrived
// (snapshot-prefetch-boot.js, from <head>), or else as soon as the entry script runs, while the page
// renders and the sync engine's code loads, instead of after them (seconds on a slow link or a busy
// tablet). Kept free of Dexie so the entry can import it without growing.
import { SYNC_PAGE_MAX } from '../../../sync/protocol/entities'
import { LOCAL_DB_NAME } from '../../db/db-name'
import { openSnapshot, snapshotOf, type CatalogueSnapshot, type SnapshotPointer } from './snapshot-download'

/**
 * In local storage once this browser holds the local copy: the boot script then starts no download
 * (snapshot-prefetch-boot.js reads it by this name).
 */
export const COPY_ON_DEVICE_KEY = 'vetted-copy'

/** Notes that this browser holds the local copy (storage may be blocked: then the boot script asks nothing anyway). */
export function markCopyOnDevice(): void {
  try {
    if (localStorage.getItem(COPY_ON_DEVICE_KEY) !== '1') localStorage.setItem(COPY_ON_DEVICE_KEY, '1')
  } catch {
    // no storage: nothing to mark
  }
}

declare global {
  interface Window {
    /** The boot script's download of the snapshot (snapshot-prefetch-boot.js), until the app takes it. */
    __vettedSnapshotPrefetch?: Promise<{ pointer: SnapshotPointer | null; file: Response | null }>
  }
}

/** Changes per request once the copy exists: each page is applied to the tables as it arrives. */
export const PAGE_SIZE = 1000
/** Changes per request of a first download, which is staged (staged-download.ts): fewer, larger answers. */
export const FIRST_LOAD_PAGE_SIZE = SYNC_PAGE_MAX

/**
 * A feed page's path; `client`: the signed-in person's client on this device (and whether the server
 * registered it), so the answer says what the server applied of it.
 */
export const changesPath = (since: string, pageSize: number, scope: 'all' | 'account', client?: { id: string; known: boolean; batch?: boolean }) =>
  `/api/sync/changes?since=${encodeURIComponent(since)}&limit=${pageSize}${scope === 'account' ? '&scope=account' : ''}${client ? `&client=${client.id}${client.known ? '&known=1' : ''}${client.batch ? '&batch=1' : ''}` : ''}`

let prefetched: Promise<CatalogueSnapshot | null> | null = null

/**
 * Starts downloading the catalogue snapshot when this browser holds no local copy yet (the body is read
 * by pull()), or takes over the boot script's download. True when that is already known to be a first
 * visit (the boot script started it): the sync engine is then the page's critical path.
 */
export function prefetchFirstPage(): boolean {
  const boot = typeof window === 'undefined' ? undefined : window.__vettedSnapshotPrefetch
  if (boot) {
    delete window.__vettedSnapshotPrefetch
    prefetched = boot.then(({ pointer, file }) => (pointer?.url && file ? snapshotOf(pointer, file) : null))
    prefetched.catch(() => undefined) // a failed prefetch is simply not used; pull() asks again
    return true
  }
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false
  void indexedDB
    .databases()
    .then((databases) => {
      if (databases.some((d) => d.name === LOCAL_DB_NAME)) return
      prefetched = openSnapshot()
      prefetched.catch(() => undefined) // a failed prefetch is simply not used; pull() asks again
    })
    .catch(() => undefined)
  return false
}

/** The prefetched snapshot download (once), if it was started; else null. */
export function takePrefetchedSnapshot(): Promise<CatalogueSnapshot | null> | null {
  const taken = prefetched
  prefetched = null
  return taken
}

/** Stops a prefetched download that turned out not to be needed (the browser held a copy after all). */
export function dropPrefetchedSnapshot(): void {
  void takePrefetchedSnapshot()?.then((s) => s?.cancel(), () => undefined)
}
