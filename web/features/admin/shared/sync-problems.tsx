// The admin's side of sync trouble for the entities a tab manages. A conflict (someone changed the row
// on the server meanwhile) shows the admin's values beside the server's for every field they changed,
// with "Keep mine" (sent again over the server's version) and "Take theirs" (the local copy shows the
// server's row). A refused change shows the server's message until dismissed.
import { Alert, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react'
import type { SyncEntity } from '../../../../sync/protocol/changes'
import type { OutboxEntry } from '../../../../sync/protocol/outbox'
import { plainText } from '../../../../sync/rules/csv-writer'
import { dismissRejection, keepMine, takeTheirs, useConflicts, useRejections } from '../../../data/admin/admin-catalog-sync'
import { toaster } from '../../../components/toaster'

type Props = {
  entities: readonly SyncEntity[]
  /** What the admin calls the row, e.g. 'Vendor "Acme"'. */
  describe: (entity: SyncEntity, row: Record<string, unknown> | null, id: number) => string
}

const fieldLabel = (field: string) => field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())

export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(empty)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return plainText(value)
}

export function SyncProblems({ entities, describe }: Props) {
  const conflicts = useConflicts(entities)
  const rejections = useRejections(entities)
  if (!conflicts.length && !rejections.length) return null
  return (
    <Stack gap="4" mb="6">
      {conflicts.map((c) => <ConflictCard key={c.seq} entry={c} name={describe(c.entity, c.serverRow ?? c.before ?? null, c.entityId)} />)}
      {rejections.map((r) => (
        <Alert.Root key={r.id} status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The server refused a change to {describe(r.entity, null, r.entityId)}</Alert.Title>
            <Alert.Description>{r.message}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void dismissRejection(r.id!)}>Dismiss</Button>
        </Alert.Root>
      ))}
    </Stack>
  )
}

function ConflictCard({ entry, name }: { entry: OutboxEntry; name: string }) {
  const mine = entry.args
  const server = entry.serverRow ?? {}
  const choose = async (choice: 'mine' | 'theirs') => {
    await (choice === 'mine' ? keepMine(entry.seq!) : takeTheirs(entry.seq!))
    toaster.create({ title: choice === 'mine' ? 'Your version will be saved' : 'Server version kept', type: 'info' })
  }
  return (
    <Box role="group" aria-label={`Conflict: ${name}`}>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>{name} was changed elsewhere meanwhile</Alert.Title>
          <Alert.Description>Choose which version to keep.</Alert.Description>
          <Box overflowX="auto">
            <Table.Root size="sm" variant="outline" bg="bg">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Field</Table.ColumnHeader>
                  <Table.ColumnHeader>Your version</Table.ColumnHeader>
                  <Table.ColumnHeader>Server version</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {Object.keys(mine).map((field) => (
                  <Table.Row key={field}>
                    <Table.Cell fontWeight="medium">{fieldLabel(field)}</Table.Cell>
                    <Table.Cell>{showValue(mine[field])}</Table.Cell>
                    <Table.Cell>{showValue(server[field])}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <HStack gap="2">
            <Button size="sm" onClick={() => void choose('mine')}>Keep mine</Button>
            <Button size="sm" variant="outline" onClick={() => void choose('theirs')}>Take theirs</Button>
          </HStack>
          {!entry.serverRow && <Text fontSize="sm">The server did not send its version.</Text>}
        </Alert.Content>
      </Alert.Root>
    </Box>
  )
}
