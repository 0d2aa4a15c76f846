// The board's team: who joined (with their role and whether their scorecard is submitted) and who is
// invited. The owner and co-owners change roles and remove people; the owner's own row stays.
import { Badge, Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { INVITABLE_ROLES, type BoardRole } from '../../../../sync/rules/board-roles'
import type { BoardMember } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { changeMemberRole, removeMember } from '../../../data/account/board-team'
import { roleLabel } from './board-standing'

type InvitableRole = (typeof INVITABLE_ROLES)[number]

interface Props {
  members: readonly BoardMember[]
  /** The owner and co-owners manage the team. */
  manage: boolean
  meId: number | null
}

export function MemberList({ members, manage, meId }: Props) {
  if (!members.length) return <Text color="fg.muted">Nobody else is on this board yet.</Text>
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Team members">
      {members.map((m) => <MemberRow key={m.id} member={m} manage={manage && m.role !== 'owner'} isMe={m.userId === meId} />)}
    </Stack>
  )
}

function MemberRow({ member, manage, isMe }: { member: BoardMember; manage: boolean; isMe: boolean }) {
  const who = `${member.name}${isMe ? ' (you)' : ''}`
  async function remove() {
    await removeMember(member)
    toaster.create({ type: 'success', title: member.status === 'invited' ? 'Invitation withdrawn' : 'Member removed', description: member.name })
  }
  return (
    <Box as="li" aria-label={member.name} borderWidth="1px" borderRadius="md" px="3" py="2">
      <Flex gap="3" align="center" wrap="wrap">
        <Box flex="1" minW="40">
          <Text fontWeight="medium">{who}</Text>
          <Text fontSize="sm" color="fg.muted">@{member.username}</Text>
        </Box>
        <Flex gap="1" wrap="wrap">
          {!manage && <Badge>{roleLabel(member.role)}</Badge>}
          {member.status === 'invited' && <Badge colorPalette="orange">Invited</Badge>}
          {member.submittedAt && <Badge colorPalette="green">Submitted</Badge>}
        </Flex>
        {manage && (
          <Flex gap="2" align="center">
            <NativeSelect.Root size="sm" w="36">
              <NativeSelect.Field aria-label={`Role of ${member.name}`} value={member.role}
                onChange={(e) => void changeMemberRole(member, e.target.value as InvitableRole)}>
                {INVITABLE_ROLES.map((r) => <option key={r} value={r}>{roleLabel(r as BoardRole)}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}
              aria-label={`${member.status === 'invited' ? 'Withdraw the invitation of' : 'Remove'} ${member.name}`}>
              {member.status === 'invited' ? 'Withdraw' : 'Remove'}
            </Button>
          </Flex>
        )}
      </Flex>
    </Box>
  )
}
