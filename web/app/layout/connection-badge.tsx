// The header's connection area: an "Offline" badge while the browser has no network, announced politely
// to screen readers. The sync engine can later add its own status (pending changes) next to it.
import { Badge, Box } from '@chakra-ui/react'
import { OfflineIcon } from '../../components/icons'
import { useOnlineStatus } from '../../components/use-online-status'

export function ConnectionBadge() {
  const online = useOnlineStatus()
  return (
    <Box as="span" role="status" aria-live="polite" display="inline-flex">
      {!online && (
        <Badge colorPalette="orange" variant="subtle" size="md" gap="1" title="You are offline: showing saved data">
          <OfflineIcon size={14} />
          Offline
        </Badge>
      )}
    </Box>
  )
}
