// What the first-download line says, from the facts alone (docs/sync.md, "Ready offline only when it
// is"): downloading, then browsable while the copy and the app's shell are being saved, then ready
// offline once both are: the copy is stored whole with its cursor (the snapshot kept as one record, or
// every row in its table) and a service worker controls the page.
// A person who closes the app at "Ready offline" and opens it offline finds the whole catalogue.
import type { SyncStatus } from '../../sync/base/status-store'
import type { WorkerControl } from '../../pwa/worker-control'

export type FirstDownloadLine =
  | { state: 'downloading'; text: string }
  | { state: 'browsable'; text: string }
  | { state: 'ready'; text: string }

export const READY_OFFLINE_LINE = 'Ready offline'
const BROWSABLE_LINE = 'Browsable now, saving for offline…'

// Made once: toLocaleString builds a new formatter at every call, and this line re-renders with each page.
const ITEMS = new Intl.NumberFormat('en-US')
const percent = (share: number) => `${Math.round(share * 100)}%`

/**
 * The line for a first download's facts and the page's service worker, or null when there is nothing
 * to say: no first download in this page (a warm start), one cut off part way (the next round starts
 * it again), or one stored where no worker will ever control the page (it cannot open offline).
 */
export function firstDownloadLine(firstLoad: SyncStatus['firstLoad'], worker: WorkerControl): FirstDownloadLine | null {
  const { active, rows, saved, readable, stored } = firstLoad
  // Stored: the whole catalogue is kept on the device, a restart reads it from there (its rows may
  // still be on their way to their tables, or the feed after the snapshot still being read).
  if (stored && worker === 'controlling') return { state: 'ready', text: READY_OFFLINE_LINE }
  if (active) {
    if (readable === 'all') return { state: 'browsable', text: saved === null ? BROWSABLE_LINE : `${BROWSABLE_LINE} ${percent(saved)}` }
    // Before the whole catalogue can be read: its answers arriving, or (after a reload part way) its
    // kept answers written to their tables, which the screens then read.
    return {
      state: 'downloading',
      text: saved === null
        ? `Downloading the catalogue for offline use… ${ITEMS.format(rows)} items`
        : `Catalogue downloaded. Preparing it for offline use… ${percent(saved)}`,
    }
  }
  if (!stored || worker === 'none') return null
  return { state: 'browsable', text: BROWSABLE_LINE }
}
