// The Evaluation Center's invitations: boards colleagues invited the signed-in person to, with the role
// offered and who asked. Accepting brings the board to this device with the next pull; declining
// takes the invitation away. Both work offline and reach the server once.
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { BoardMember } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { acceptInvitation, declineInvitation, useMyInvitations } from '../../../data/account/board-team'
import { useSession } from '../../../sync/base/session'
import { roleLabel } from './board-standing'

export function InvitationsSection() {
  const userId = useSession((s) => s.user?.id)
  const invitations = useMyInvitations(userId)
  if (!invitations?.length) return null
  return (
    <Box as="section" aria-labelledby="invitations-heading">
      <Heading as="h2" id="invitations-heading" size="lg" mb="3">Invitations</Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {invitations.map((invitation) => <Invitation key={invitation.id} invitation={invitation} />)}
      </Stack>
    </Box>
  )
}

function Invitation({ invitation }: { invitation: BoardMember }) {
  async function accept() {
    await acceptInvitation(invitation)
    toaster.create({ type: 'success', title: 'Invitation accepted', description: `“${invitation.boardName}” is in your boards once it has synced.` })
  }
  async function decline() {
    await declineInvitation(invitation)
    toaster.create({ type: 'success', title: 'Invitation declined', description: invitation.boardName })
  }
  return (
    <Box as="li" aria-label={invitation.boardName} borderWidth="1px" borderRadius="lg" p="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Box>
          <Text fontWeight="semibold">{invitation.boardName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {invitation.invitedBy ? `${invitation.invitedBy} invited you` : 'You are invited'} as {roleLabel(invitation.role).toLowerCase()}.
          </Text>
        </Box>
        <Flex gap="2">
          <Button size="sm" onClick={() => void accept()} aria-label={`Accept the invitation to ${invitation.boardName}`}>Accept</Button>
          <Button size="sm" variant="outline" onClick={() => void decline()} aria-label={`Decline the invitation to ${invitation.boardName}`}>Decline</Button>
        </Flex>
      </Flex>
    </Box>
  )
}
