// Admin tab "Manage vendors": Export CSV and Add Vendor, sync trouble for vendors, a
// name filter and a paged card grid over the local copy (10,000 vendors stay usable), the add/edit
// dialog and a delete confirmation. Every write is queued, so all of it works offline.
import { Flex, HStack, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react'
import { useCallback, useState } from 'react'
import type { Vendor } from '../../../../sync/schemas'
import { removeVendor, useAdminVendors } from '../../../data/admin/admin-catalog'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { ExportVendorsButton } from '../csv/export-vendors-button'
import { DeleteConfirm } from '../shared/delete-confirm'
import { FilterInput, Pager, useFiltered, usePaged } from '../shared/paged-grid'
import { SyncProblems } from '../shared/sync-problems'
import { catalogWriteError, useRejectionToasts } from '../shared/use-rejection-toasts'
import { AddButton } from '../shared/add-button'
import { VendorCard } from './vendor-card'
import { VendorDialog } from './vendor-dialog'
import { describeCatalogRow } from '../shared/describe-row'

const ENTITIES = ['vendor'] as const
/** The dialog's state: closed, creating (null) or editing a vendor. */
type Editing = { vendor: Vendor | null } | null

export default function VendorsTab() {
  const vendors = useAdminVendors()
  const pending = usePendingKeys(ENTITIES)
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Vendor | null>(null)
  const filtered = useFiltered(vendors, query, useCallback((v: Vendor) => v.name, []))
  const { page, pageCount, visible, setPage } = usePaged(filtered)
  useRejectionToasts(ENTITIES, catalogWriteError)

  return (
    <section aria-labelledby="vendors-heading">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="4">
        <Heading as="h2" id="vendors-heading" size="xl">Manage Vendors</Heading>
        <HStack gap="2">
          <ExportVendorsButton />
          <AddButton onClick={() => setEditing({ vendor: null })}>Add Vendor</AddButton>
        </HStack>
      </Flex>
      <SyncProblems entities={ENTITIES} describe={describeCatalogRow} />
      <FilterInput label="Search vendors" value={query} onChange={setQuery} />
      {!vendors ? (
        <Flex justify="center" py="12"><Spinner aria-label="Loading vendors" /></Flex>
      ) : filtered.length === 0 ? (
        <Text mt="6" color="fg.muted">{vendors.length ? 'No vendors match your search.' : 'No vendors yet.'}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" mt="4">
          {visible.map((v) => (
            <VendorCard key={v.id} vendor={v} pending={pending.has(pendingKey('vendor', v.id))} onEdit={() => setEditing({ vendor: v })} onDelete={() => setDeleting(v)} />
          ))}
        </SimpleGrid>
      )}
      {vendors && <Pager page={page} pageCount={pageCount} total={filtered.length} noun={['vendor', 'vendors']} onPage={setPage} />}
      {editing && <VendorDialog vendor={editing.vendor} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        item={deleting}
        title="Delete vendor"
        question={(v) => `Are you sure you want to delete "${v.name}"? Its products and their pricing are deleted too.`}
        remove={(v) => removeVendor(v.id)}
        deleted={(v) => ({ title: 'Vendor deleted', description: v.name })}
        errorTitle="Error deleting vendor"
        onClose={() => setDeleting(null)}
      />
    </section>
  )
}
