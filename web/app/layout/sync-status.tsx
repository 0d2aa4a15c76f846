// Sync as the user sees it (docs/sync.md): offline, "N changes waiting to sync", when the copy was last
// synced, changes the server refused with their reasons, conflicts awaiting a decision, and a Sync now
// button. Hidden while online with nothing to say; the details (a popover, ~15 KB) load only when shown.
import { Box } from '@chakra-ui/react'
import { lazyPart } from '../../components/lazy-part'
import { useSyncOverview } from '../../sync/sync-hooks'
import { OfflineMark } from './offline-mark'
import type { SyncDetailsProps } from './sync-details'

const SyncDetails = lazyPart<SyncDetailsProps>(
  () => import('./sync-details'),
  ({ overview }) => (overview.online ? null : <OfflineMark />),
)

/** `online`: the connection as the header knows it; `describedBy`: the element that says "Offline". */
export function SyncStatus({ describedBy, online }: { describedBy: string; online: boolean }) {
  const s = useSyncOverview()
  if (online && s.pending === 0 && s.rejections.length + s.conflicts.length === 0 && !s.storageFull) return null
  return <SyncDetails overview={{ ...s, online }} describedBy={describedBy} />
}

/** Said where the first download's progress shows: the device is out of space for the copy. */
export const STORAGE_FULL_LINE = 'This device is out of space for the offline catalogue. Free some space, then reload.'

// Made once: toLocaleString builds a new formatter at every call, and this line re-renders with each page.
const ITEMS = new Intl.NumberFormat('en-US')
const OVERLAY = { position: 'absolute', top: '100%', insetX: '0', boxShadow: 'xs' } as const

/**
 * A slim status line while the first download of the catalogue runs (or why it stopped). The progress
 * lies over the top of the page, just under the header, rather than pushing the page down when it comes
 * and up when it goes; the rare out-of-space line stays in the flow (it stays until space is freed).
 */
export function FirstSyncProgress() {
  const { firstLoad, storageFull } = useSyncOverview()
  if (storageFull) {
    return (
      <Box role="status" aria-live="polite" bg="orange.subtle" color="orange.fg" fontSize="sm" textAlign="center" py="1">
        {STORAGE_FULL_LINE}
      </Box>
    )
  }
  // Once the whole download is held (web/sync/first-download/staged-catalog.ts), every screen reads it and it is kept
  // on the device: writing its rows to their tables is nothing the person needs to wait for or watch.
  if (!firstLoad.active || firstLoad.readable === 'all') return null
  return (
    <Box role="status" aria-live="polite" {...OVERLAY} bg="brand.subtle" color="brand.fg" fontSize="sm" textAlign="center" py="1">
      {firstLoad.saved === null
        ? `Downloading the catalogue for offline use… ${ITEMS.format(firstLoad.rows)} items`
        : `Catalogue downloaded. Preparing it for offline use… ${Math.round(firstLoad.saved * 100)}%`}
    </Box>
  )
}
