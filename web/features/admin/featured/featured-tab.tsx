// Admin tab "Featured comparisons": a card grid (3 items previewed, then '+N more'), an
// empty state, and the create/edit dialog. Comparisons live on the server; opening this tab also sends,
// once, any the original app had left in this browser's local storage.
import { Flex, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import type { FeaturedComparison } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { deleteComparison, useComparisonChoices, useFeaturedComparisons, useLegacyComparisonImport } from '../../../data/admin/admin-content-featured'
import { AddButton } from '../shared/add-button'
import { DeleteConfirm } from '../shared/delete-confirm'
import { SyncProblems } from '../shared/sync-problems'
import { errorWithFallback, useRejectionToasts } from '../shared/use-rejection-toasts'
import { ComparisonCard } from './comparison-card'
import { ComparisonDialog } from './comparison-dialog'

const ENTITIES = ['featuredComparison'] as const
const REFUSED = errorWithFallback('Failed to save comparison')
const describe = (_e: unknown, row: Record<string, unknown> | null, id: number) => (typeof row?.name === 'string' ? `Comparison "${row.name}"` : `Comparison #${id}`)

const announceImport = (n: number) =>
  toaster.create({ title: 'Comparisons imported', description: `${n} featured comparison${n === 1 ? '' : 's'} from this browser will be saved on the server.`, type: 'info' })

export default function FeaturedTab() {
  const comparisons = useFeaturedComparisons()
  const vendors = useComparisonChoices('vendor')
  const products = useComparisonChoices('product')
  const pending = usePendingKeys(ENTITIES)
  useRejectionToasts(ENTITIES, REFUSED)
  const [editing, setEditing] = useState<FeaturedComparison | 'new' | null>(null)
  const [deleting, setDeleting] = useState<FeaturedComparison | null>(null)
  const names = useMemo(() => ({
    vendor: new Map((vendors ?? []).map((v) => [v.id, v.name])),
    product: new Map((products ?? []).map((p) => [p.id, p.name])),
  }), [vendors, products])

  useLegacyComparisonImport(announceImport)

  return (
    <>
      <Flex gap="3" wrap="wrap" mb="4" align="center" justify="space-between">
        <Heading as="h2" size="xl">Featured Comparisons</Heading>
        <AddButton onClick={() => setEditing('new')}>Create Comparison</AddButton>
      </Flex>
      <SyncProblems entities={ENTITIES} describe={describe} />
      {!comparisons ? (
        <Flex justify="center" py="10"><Spinner aria-label="Loading comparisons" /></Flex>
      ) : comparisons.length === 0 ? (
        <Stack align="center" textAlign="center" py="12" px="4" borderWidth="1px" borderStyle="dashed" rounded="lg" gap="2">
          <Heading as="h3" size="md">No featured comparisons yet</Heading>
          <Text color="fg.muted">Create one to show buyers a ready-made side-by-side of vendors or products.</Text>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {comparisons.map((c) => (
            <ComparisonCard key={c.id} comparison={c} names={names[c.type]} pending={pending.has(pendingKey('featuredComparison', c.id))}
              onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
          ))}
        </SimpleGrid>
      )}
      {editing && <ComparisonDialog comparison={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        item={deleting}
        title="Delete Comparison"
        question={(c) => `Are you sure you want to delete "${c.name}"? This action cannot be undone.`}
        remove={(c) => deleteComparison(c.id)}
        deleted={() => ({ title: 'Comparison Deleted', description: 'Featured comparison deleted successfully' })}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
