// The header's connection and sync status in one compact control, so it never squeezes the search box:
// an icon (offline, or syncing) with the number of changes waiting, which opens the details (what waits,
// when the copy last synced, refused changes, Sync now: sync-details.tsx). Nothing shows while online
// with nothing to say. "Offline" is also said in a polite live region, which the control points to, so
// screen readers hear when the connection drops and comes back.
import { Box, Flex } from '@chakra-ui/react'
import { useId } from 'react'
import { lazyPart } from '../../components/lazy-part'
import { useOnlineStatus } from '../../components/use-online-status'
import { OfflineMark } from './offline-mark'

// Sync state reads the outbox in the local copy (Dexie), whose code loads after the page itself.
const SyncStatus = lazyPart<{ describedBy: string; online: boolean }>(
  () => import('./sync-status').then((m) => ({ default: m.SyncStatus })),
  ({ online }) => (online ? null : <OfflineMark />),
)

export function ConnectionStatus() {
  const online = useOnlineStatus()
  const statusId = useId()
  return (
    <Flex align="center">
      <Box as="span" id={statusId} role="status" aria-live="polite" srOnly>{online ? '' : 'Offline'}</Box>
      <SyncStatus describedBy={statusId} online={online} />
    </Flex>
  )
}
