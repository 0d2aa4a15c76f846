// Marks a card or row whose change is still queued on this device (sent when the connection is back).
import { Badge } from '@chakra-ui/react'

export function PendingBadge({ pending }: { pending: boolean }) {
  if (!pending) return null
  return <Badge colorPalette="orange" variant="surface">Waiting to sync</Badge>
}
