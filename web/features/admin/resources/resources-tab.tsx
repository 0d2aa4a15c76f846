// Admin tab "Resources": filters by category slug and published state, a table with
// Title, Type, Category, Status, Downloads, Date and Actions, 'No resources yet' when it is empty,
// and the add/edit dialog. Rows come from the local copy; writes go through the outbox.
import { Badge, Flex, Heading, HStack, Spinner, Table, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { formatDate } from '../../../../sync/rules/dates'
import type { Resource } from '../../../../sync/schemas'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { deleteResource, useAdminResources, useResourceCategories, useResourceTypes } from '../../../data/admin/admin-content-resources'
import { AddButton } from '../shared/add-button'
import { DeleteConfirm } from '../shared/delete-confirm'
import { describeCatalogRow } from '../shared/describe-row'
import { PendingBadge } from '../shared/pending-badge'
import { RowActions } from '../shared/row-actions'
import { SyncProblems } from '../shared/sync-problems'
import { errorWithFallback, useRejectionToasts } from '../shared/use-rejection-toasts'
import { ResourceDialog } from './resource-dialog'
import { ResourceFilters } from './resource-filter-bar'
import { filterResources, type PublishedFilter } from './resource-filters'

const ENTITIES = ['resource'] as const
const COLUMNS = ['Title', 'Type', 'Category', 'Status', 'Downloads', 'Date', 'Actions']
const REFUSED = errorWithFallback('Failed to save resource')

export default function ResourcesTab() {
  const resources = useAdminResources()
  const types = useResourceTypes()
  const categories = useResourceCategories()
  const pending = usePendingKeys(ENTITIES)
  useRejectionToasts(ENTITIES, REFUSED)
  const [category, setCategory] = useState('all')
  const [published, setPublished] = useState<PublishedFilter>('all')
  const [editing, setEditing] = useState<Resource | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Resource | null>(null)
  const shown = useMemo(() => filterResources(resources ?? [], categories, category, published), [resources, categories, category, published])
  const typeName = (id: number) => types.find((t) => t.id === id)?.name ?? 'Unknown'
  const categoryName = (id: number | null) => (id === null ? 'None' : (categories.find((c) => c.id === id)?.name ?? 'Unknown'))

  return (
    <>
      <Flex gap="3" wrap="wrap" mb="4" align="center" justify="space-between">
        <Heading as="h2" size="xl">Resources</Heading>
        <AddButton onClick={() => setEditing('new')}>Add Resource</AddButton>
      </Flex>
      <SyncProblems entities={ENTITIES} describe={describeCatalogRow} />
      <ResourceFilters categories={categories} category={category} onCategory={setCategory} published={published} onPublished={setPublished} />
      {!resources ? (
        <Flex justify="center" py="10"><Spinner aria-label="Loading resources" /></Flex>
      ) : shown.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center" borderWidth="1px" rounded="md">No resources yet</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" whiteSpace="normal">
          <Table.Root size="sm" aria-label="Resources">
            <Table.Header>
              <Table.Row>{COLUMNS.map((h) => <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>)}</Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell minW="10rem">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="medium">{r.title}</Text>
                      {r.featured && <Badge colorPalette="purple" size="sm">Featured</Badge>}
                      <PendingBadge pending={pending.has(pendingKey('resource', r.id))} />
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{typeName(r.resourceTypeId)}</Table.Cell>
                  <Table.Cell>{categoryName(r.categoryId)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><Badge colorPalette={r.published ? 'green' : 'gray'}>{r.published ? 'Published' : 'Draft'}</Badge></Table.Cell>
                  <Table.Cell>{r.downloads}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(r.publishedAt ?? r.createdAt, 'numeric')}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap"><RowActions name={r.title} onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)} /></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editing && <ResourceDialog resource={editing === 'new' ? undefined : editing} types={types} categories={categories} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        item={deleting}
        title="Delete Resource"
        question={(r) => `Are you sure you want to delete "${r.title}"? This action cannot be undone.`}
        remove={(r) => deleteResource(r.id)}
        deleted={() => ({ title: 'Resource Deleted', description: savedOrGone() })}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}

const savedOrGone = () => (navigator.onLine ? 'Resource deleted successfully' : 'Deleted on this device; the server hears of it when you are back online.')
