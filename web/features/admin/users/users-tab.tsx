// Admin tab "User management": a table with User, Email, Role (admin reads
// Administrator), Status, Created and Actions, and the Create New User, Edit User and Reset Password
// dialogs; deleting asks a fixed confirmation question. Accounts reach admins through sync.
import { Badge, Flex, Heading, HStack, IconButton, Spinner, Stack, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { formatDate } from '../../../../sync/rules/dates'
import { displayName, roleBadge } from '../../../../sync/rules/user-display'
import type { User } from '../../../../sync/schemas'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { deleteUser, useAdminUsers } from '../../../data/admin/admin-users'
import { useSession } from '../../../sync/base/session'
import { AddButton } from '../shared/add-button'
import { DeleteConfirm } from '../shared/delete-confirm'
import { describeCatalogRow } from '../shared/describe-row'
import { PendingBadge } from '../shared/pending-badge'
import { RowActions } from '../shared/row-actions'
import { SyncProblems } from '../shared/sync-problems'
import { errorWithFallback, useRejectionToasts } from '../shared/use-rejection-toasts'
import { CreateUserDialog } from './create-user-dialog'
import { EditUserDialog } from './edit-user-dialog'
import { ResetPasswordDialog } from './reset-password-dialog'

const ENTITIES = ['user'] as const
const COLUMNS = ['User', 'Email', 'Role', 'Status', 'Created', 'Actions']
const REFUSED = errorWithFallback('Failed to update user')
type Open = { kind: 'create' } | { kind: 'edit' | 'password' | 'delete'; user: User } | null

export default function UsersTab() {
  const users = useAdminUsers()
  const me = useSession((s) => s.user)
  const pending = usePendingKeys(ENTITIES)
  useRejectionToasts(ENTITIES, REFUSED)
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const deleting = open?.kind === 'delete' ? open.user : null

  return (
    <>
      <Flex gap="3" wrap="wrap" mb="4" align="center" justify="space-between">
        <Heading as="h2" size="xl">User Management</Heading>
        <AddButton onClick={() => setOpen({ kind: 'create' })}>Create User</AddButton>
      </Flex>
      <SyncProblems entities={ENTITIES} describe={describeCatalogRow} />
      {!users ? (
        <Flex justify="center" py="10"><Spinner aria-label="Loading users" /></Flex>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" whiteSpace="normal">
          <Table.Root size="sm" aria-label="Users">
            <Table.Header>
              <Table.Row>{COLUMNS.map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {users.map((u) => (
                <Table.Row key={u.id}>
                  <Table.Cell minW="9rem">
                    <Stack gap="0">
                      <HStack gap="2" wrap="wrap"><Text fontWeight="medium">{displayName(u)}</Text><PendingBadge pending={pending.has(pendingKey('user', u.id))} /></HStack>
                      <Text fontSize="sm" color="fg.muted">@{u.username}</Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell wordBreak="break-word">{u.email}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><Badge colorPalette={u.role === 'admin' ? 'purple' : 'gray'}>{roleBadge(u.role)}</Badge></Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><Badge colorPalette={u.isActive ? 'green' : 'red'}>{u.isActive ? 'Active' : 'Inactive'}</Badge></Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(u.createdAt, 'numeric')}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="0">
                      <IconButton size="sm" variant="ghost" aria-label={`Reset password for ${u.username}`} onClick={() => setOpen({ kind: 'password', user: u })}><KeyIcon /></IconButton>
                      <RowActions name={u.username} onEdit={() => setOpen({ kind: 'edit', user: u })} onDelete={() => setOpen({ kind: 'delete', user: u })} />
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {open?.kind === 'create' && <CreateUserDialog onClose={close} />}
      {open?.kind === 'edit' && <EditUserDialog user={open.user} isSelf={open.user.id === me?.id} onClose={close} />}
      {open?.kind === 'password' && <ResetPasswordDialog user={open.user} onClose={close} />}
      <DeleteConfirm
        item={deleting}
        title="Delete User"
        question={(u) => `Are you sure you want to delete user "${u.username}"? This action cannot be undone.`}
        remove={async (u) => {
          if (u.id === me?.id) throw new Error('You cannot delete your own account')
          await deleteUser(u.id)
        }}
        deleted={() => ({ title: 'Success', description: 'User deleted successfully' })}
        onClose={close}
      />
    </>
  )
}

function KeyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="7.5" cy="15.5" r="4.5" /><path d="M10.7 12.3 21 2M16 7l3 3M18 5l2 2" />
    </svg>
  )
}
