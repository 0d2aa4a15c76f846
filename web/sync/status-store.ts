// What the user sees of sync: online or not, a pull or push under way, when the copy was last brought
// up to date, first-load progress, and the last error. Counts of queued and refused changes come from
// the outbox itself (see web/data/sync-hooks.ts).
import { create } from 'zustand'

export interface SyncStatus {
  online: boolean
  syncing: boolean
  lastSyncedAt: number | null
  /**
   * The first download of the catalogue: changes received so far, then (saved, 0 to 1) the share of
   * them written to the local tables; saved is null while downloading.
   */
  firstLoad: { active: boolean; rows: number; saved: number | null }
  error: string | null
}

export const useSyncStatus = create<SyncStatus>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  lastSyncedAt: null,
  firstLoad: { active: false, rows: 0, saved: null },
  error: null,
}))
