// The owner's and co-owners' invitation: a colleague's username or the email of their account, and the
// role they get. Offline it waits in the outbox like any change; a name no account has comes back as
// that change's refusal, with the server's message.
import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { INVITABLE_ROLES } from '../../../../sync/rules/board-roles'
import { toaster } from '../../../components/toaster'
import { inviteMember } from '../../../data/account/board-team'
import { useSyncStatus } from '../../../sync/base/status-store'
import { roleLabel } from './board-standing'

type InvitableRole = (typeof INVITABLE_ROLES)[number]

export function InviteForm({ boardId }: { boardId: number }) {
  const [user, setUser] = useState('')
  const [role, setRole] = useState<InvitableRole>('evaluator')
  const [error, setError] = useState<string | null>(null)
  const online = useSyncStatus((s) => s.online)

  async function invite(event: FormEvent) {
    event.preventDefault()
    if (!user.trim()) return setError('Give a username or an email')
    setError(null)
    try {
      await inviteMember(boardId, user, role)
    } catch (err) {
      return setError((err as Error).message)
    }
    toaster.create({
      type: 'success',
      title: online ? 'Invitation sent' : 'Invitation saved',
      description: online ? `${user.trim()} is invited as ${roleLabel(role).toLowerCase()}.` : `${user.trim()} is invited once you are back online.`,
    })
    setUser('')
  }

  return (
    <form onSubmit={(e) => void invite(e)} noValidate aria-label="Invite a colleague">
      <Flex gap="2" align="end" wrap="wrap">
        <Field.Root invalid={error !== null} flex="1" minW="48">
          <Field.Label>Username or email</Field.Label>
          <Input value={user} onChange={(e) => setUser(e.target.value)} autoComplete="off" maxLength={254} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }}>
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as InvitableRole)}>
              {INVITABLE_ROLES.map((r) => <option key={r} value={r}>{roleLabel(r)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit">Invite</Button>
      </Flex>
    </form>
  )
}
