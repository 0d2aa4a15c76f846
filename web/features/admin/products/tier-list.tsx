// The product's tiers in the pricing dialog: name, Most popular, description and a preview of the
// first 3 features with the count of the rest; Edit and Delete; queued ones marked.
import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react'
import { previewList } from '../../../../sync/rules/preview-list'
import type { ProductTier } from '../../../../sync/schemas'
import { errorTitled, runWithToasts } from '../shared/run-with-toasts'
import { removeTier } from '../../../data/admin/admin-catalog-pricing'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { PendingBadge } from '../shared/pending-badge'

export const TIER_PREVIEW_FEATURES = 3

async function deleteTier(t: ProductTier) {
  if (!window.confirm(`Delete the pricing tier ${t.name}? Its pricing options are deleted too.`)) return
  await runWithToasts(() => removeTier(t.id), () => ({ title: 'Pricing tier deleted', description: t.name }), errorTitled('Error deleting pricing tier'))
}

export function TierList({ tiers, onEdit }: { tiers: ProductTier[]; onEdit: (t: ProductTier) => void }) {
  const pending = usePendingKeys(['productTier'])
  if (!tiers.length) return <Text color="fg.muted">No pricing tiers yet.</Text>
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Pricing tiers">
      {tiers.map((t) => {
        const { shown, more } = previewList(t.features, TIER_PREVIEW_FEATURES)
        return (
          <Box as="li" key={t.id} borderWidth="1px" borderRadius="md" p="3" aria-label={t.name}>
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Box minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{t.name}</Text>
                  {t.isPopular && <Badge colorPalette="green">Most popular</Badge>}
                  <PendingBadge pending={pending.has(pendingKey('productTier', t.id))} />
                </HStack>
                {t.description && <Text fontSize="sm" color="fg.muted">{t.description}</Text>}
                {shown.length > 0 && (
                  <List.Root fontSize="sm" ps="4" mt="1">
                    {shown.map((f) => <List.Item key={f}>{f}</List.Item>)}
                  </List.Root>
                )}
                {more > 0 && <Text fontSize="sm" color="fg.muted">+{more} more</Text>}
              </Box>
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => onEdit(t)} aria-label={`Edit tier ${t.name}`}>Edit</Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void deleteTier(t)} aria-label={`Delete tier ${t.name}`}>Delete</Button>
              </HStack>
            </HStack>
          </Box>
        )
      })}
    </Stack>
  )
}
