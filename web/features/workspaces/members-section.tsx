// A workspace's members and pending invitations, with their roles. Its admins invite colleagues (by
// username or email), change roles and remove members; every member may leave. The server keeps at
// least one admin and refuses anything else with a message, shown as that change's refusal.
import { Badge, Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { WORKSPACE_ROLE_NAMES, WORKSPACE_ROLES, type WorkspaceRole } from '../../../sync/rules/workspace-roles'
import type { WorkspaceMember } from '../../../sync/schemas'

export interface MemberActions {
  invite: (user: string, role: WorkspaceRole) => Promise<void>
  setRole: (member: WorkspaceMember, role: WorkspaceRole) => Promise<void>
  remove: (member: WorkspaceMember) => Promise<void>
}

interface Props {
  members: readonly WorkspaceMember[]
  userId: number
  isAdmin: boolean
  actions: MemberActions
}

function RoleSelect({ value, label, onChange }: { value: WorkspaceRole; label: string; onChange: (role: WorkspaceRole) => void }) {
  return (
    <NativeSelect.Root size="sm" w="44">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as WorkspaceRole)}>
        {WORKSPACE_ROLES.map((r) => <option key={r} value={r}>{WORKSPACE_ROLE_NAMES[r]}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

export function MembersSection({ members, userId, isAdmin, actions }: Props) {
  const active = members.filter((m) => m.status === 'active')
  const pending = members.filter((m) => m.status === 'invited')
  return (
    <Box as="section" aria-labelledby="members-heading" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id="members-heading" size="md" mb="3">{`Members (${active.length})`}</Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {active.map((m) => (
          <Flex as="li" key={m.id} gap="3" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} justify="space-between"
            borderBottomWidth="1px" pb="2" data-testid="workspace-member">
            <Box minW="0">
              <Text fontWeight="semibold">{m.name}{m.userId === userId ? ' (you)' : ''}</Text>
              <Text fontSize="sm" color="fg.muted">@{m.username}</Text>
            </Box>
            <Flex gap="2" align="center" wrap="wrap">
              {isAdmin ? (
                <RoleSelect value={m.role} label={`Role of ${m.name}`} onChange={(role) => void actions.setRole(m, role)} />
              ) : (
                <Badge variant="subtle">{WORKSPACE_ROLE_NAMES[m.role]}</Badge>
              )}
              {m.userId === userId ? (
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void actions.remove(m)}>Leave workspace</Button>
              ) : isAdmin ? (
                <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove ${m.name}`} onClick={() => void actions.remove(m)}>Remove</Button>
              ) : null}
            </Flex>
          </Flex>
        ))}
      </Stack>
      {pending.length > 0 && (
        <>
          <Heading as="h3" size="sm" mt="5" mb="2">{`Pending invitations (${pending.length})`}</Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {pending.map((m) => (
              <Flex as="li" key={m.id} gap="3" align="center" justify="space-between" wrap="wrap">
                <Text>{`${m.name} (@${m.username}), invited as ${WORKSPACE_ROLE_NAMES[m.role].toLowerCase()}`}</Text>
                {isAdmin && <Button size="xs" variant="ghost" onClick={() => void actions.remove(m)}>Withdraw</Button>}
              </Flex>
            ))}
          </Stack>
        </>
      )}
      {isAdmin && <InviteForm invite={actions.invite} />}
    </Box>
  )
}

function InviteForm({ invite }: { invite: MemberActions['invite'] }) {
  const [user, setUser] = useState('')
  const [role, setRole] = useState<WorkspaceRole>('member')
  const [error, setError] = useState<string | null>(null)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!user.trim()) return setError('Give a username or an email')
    setError(null)
    await invite(user, role)
    setUser('')
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Invite a colleague">
      <Flex gap="2" align="end" wrap="wrap" mt="5">
        <Field.Root invalid={error !== null} flex="1" minW="48">
          <Field.Label>Username or email</Field.Label>
          <Input value={user} onChange={(e) => setUser(e.target.value)} autoComplete="off" maxLength={254} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>Role</Field.Label>
          <RoleSelect value={role} label="Role" onChange={setRole} />
        </Field.Root>
        <Button type="submit">Invite</Button>
      </Flex>
    </form>
  )
}
