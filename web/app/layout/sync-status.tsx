// Sync as the user sees it (docs/sync.md): offline, "N changes waiting to sync", when the copy was last
// synced, changes the server refused with their reasons, conflicts awaiting a decision, and a Sync now
// button. Hidden while online with nothing to say; the details (a popover, ~15 KB) load only when shown.
import { Box } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { lazyPart } from '../../components/lazy-part'
import { useSyncOverview } from '../../sync/sync-hooks'
import { useWorkerControl } from '../../pwa/worker-control'
import { firstDownloadLine } from './first-download-line'
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

const OVERLAY = { position: 'absolute', top: '100%', insetX: '0', boxShadow: 'xs', pointerEvents: 'none' } as const
/** How long "Ready offline" stays before the line goes: long enough to read, then out of the way. */
export const READY_OFFLINE_SHOWN_MS = 5000
/** "Ready offline" was said for its time in this page: a header mounted again does not say it again. */
let readySaid = false

/**
 * A slim status line while the first download of the catalogue runs, until the app is ready offline
 * (first-download-line.ts), or why it stopped. The progress lies over the top of the page, just under
 * the header, rather than pushing the page down when it comes and up when it goes (and lets clicks
 * through); the rare out-of-space line stays in the flow (it stays until space is freed).
 */
export function FirstSyncProgress() {
  const { firstLoad, storageFull } = useSyncOverview()
  const worker = useWorkerControl((w) => w.control)
  const line = firstDownloadLine(firstLoad, worker)
  const ready = line?.state === 'ready'
  const [readyDone, setReadyDone] = useState(readySaid)
  useEffect(() => {
    if (!ready || readySaid) return
    const timer = setTimeout(() => {
      readySaid = true
      setReadyDone(true)
    }, READY_OFFLINE_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [ready])
  if (storageFull) {
    return (
      <Box role="status" aria-live="polite" bg="orange.subtle" color="orange.fg" fontSize="sm" textAlign="center" py="1">
        {STORAGE_FULL_LINE}
      </Box>
    )
  }
  if (!line || (ready && readyDone)) return null
  return (
    <Box role="status" aria-live="polite" {...OVERLAY} bg="brand.subtle" color="brand.fg" fontSize="sm" textAlign="center" py="1">
      {line.text}
    </Box>
  )
}
