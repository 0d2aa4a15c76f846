// What the user sees of sync: whether the server can be reached, a pull or push under way, when the
// copy was last brought up to date, first-load progress, the last error, and the states that need
// the person (sign in again, reload, free storage). Counts of queued and refused changes come from
// the outbox itself (see web/sync/sync-hooks.ts).
import { create } from 'zustand'

/** Why this tab must reload before it writes more: the server moved on, or another tab updated the app. */
export type ReloadReason = 'protocol' | 'schema' | 'update'

export interface SyncStatus {
  /**
   * Whether the app can reach its server: false after the browser's `offline` event or a request that
   * failed with a network error or timed out (a captive portal reports `navigator.onLine` true), true
   * again as soon as a request gets an answer. See web/sync/base/connectivity.ts.
   */
  online: boolean
  syncing: boolean
  lastSyncedAt: number | null
  /**
   * The first download of the catalogue: changes received so far, then (saved, 0 to 1) the share of
   * them written to the local tables; saved is null while downloading. readable: what the catalogue
   * screens can already read from the download held in memory (web/sync/first-download/staged-catalog.ts), in the
   * order a download from the snapshot brings it: 'start', every small table (categories, blog,
   * resources...) and the vendor list's first vendors; 'lead', every vendor too; 'all', the whole
   * catalogue, while its rows are still being written to their tables. stored: this page's first
   * download is on the device whole, durable: its snapshot kept in IndexedDB with its cursor (its
   * rows may still be on their way to their tables), or it (or a later round that brought the rest of
   * one cut off) ended complete, its last transaction committed: a restart reads the whole catalogue
   * from the device.
   */
  firstLoad: { active: boolean; rows: number; saved: number | null; readable?: CataloguePart; stored?: boolean }
  error: string | null
  /** The server answered 401 to a queued change: the queue waits until the person signs in again. */
  signInNeeded: boolean
  reloadNeeded: ReloadReason | null
  /** IndexedDB refused a write for lack of space: downloads stop until the person frees space and retries. */
  storageFull: boolean
  /** The browser did not grant persistent storage: it may evict the copy, unsent changes included. */
  storageNotKept: boolean
  /** WebKit may delete the copy, unsent changes included, after 7 days without a visit (web/pwa/storage-eviction.ts). */
  storageEvictsWhenIdle: boolean
}

export const useSyncStatus = create<SyncStatus>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  lastSyncedAt: null,
  firstLoad: { active: false, rows: 0, saved: null },
  error: null,
  signInNeeded: false,
  reloadNeeded: null,
  storageFull: false,
  storageNotKept: false,
  storageEvictsWhenIdle: false,
}))

/** The parts of the catalogue a first download brings, in order (see SyncStatus.firstLoad.readable). */
export type CataloguePart = 'start' | 'lead' | 'all'
const PART_ORDER: readonly CataloguePart[] = ['start', 'lead', 'all']

/**
 * Whether the catalogue screens can read `part` of the catalogue now: no first download is under way,
 * or it has brought that part (held in memory until its rows are in their tables).
 */
export function catalogueReadable(s: SyncStatus, part: CataloguePart): boolean {
  const { active, readable } = s.firstLoad
  return !active || (readable !== undefined && PART_ORDER.indexOf(readable) >= PART_ORDER.indexOf(part))
}
