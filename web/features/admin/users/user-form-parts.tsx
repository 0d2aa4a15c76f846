// Pieces the user dialogs share: the role choices and the notice that a call needs a connection.
import { Box } from '@chakra-ui/react'
import { roleBadge } from '../../../../sync/rules/user-display'
import { ROLES } from '../../../../sync/schemas'

/** 'admin' reads Administrator, as the header and profile show it. */
export const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: roleBadge(r) }))

export function NeedsConnection({ what }: { what: string }) {
  return (
    <Box role="status" p="3" rounded="md" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" color="orange.fg" fontSize="sm">
      You're offline. {what} needs a connection: the password goes straight to the server and is never stored on this device.
    </Box>
  )
}
