// The product's pricing options in the pricing dialog: tier, price with currency and frequency,
// contract term, user bounds and flags; Edit and Delete; queued ones marked "Waiting to sync".
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { formatMoney } from '../../../../sync/rules/money'
import type { PricingOption, ProductTier } from '../../../../sync/schemas'
import { errorTitled, runWithToasts } from '../shared/run-with-toasts'
import { removeOption } from '../../../data/admin/admin-catalog-pricing'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { PendingBadge } from '../shared/pending-badge'


async function deleteOption(o: PricingOption, label: string) {
  if (!window.confirm(`Delete the pricing option ${label}?`)) return
  await runWithToasts(() => removeOption(o.id), () => ({ title: 'Pricing option deleted', description: label }), errorTitled('Error deleting pricing option'))
}

type Props = { options: PricingOption[]; tiers: ProductTier[]; onEdit: (o: PricingOption) => void }

export function OptionList({ options, tiers, onEdit }: Props) {
  const pending = usePendingKeys(['pricingOption'])
  if (!options.length) return <Text color="fg.muted">No pricing options yet.</Text>
  const tierName = new Map(tiers.map((t) => [t.id, t.name]))
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Pricing options">
      {options.map((o) => {
        const label = `${tierName.get(o.productTierId) ?? 'Tier'} ${formatMoney(o.price, o.currency)} ${o.paymentFrequency}`
        const users = `${o.minimumUsers}${o.maximumUsers ? `-${o.maximumUsers}` : '+'} users`
        return (
          <Box as="li" key={o.id} borderWidth="1px" borderRadius="md" p="3" aria-label={label}>
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Box minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{tierName.get(o.productTierId) ?? 'Unknown tier'}</Text>
                  <Text>{formatMoney(o.price, o.currency)} / {o.paymentFrequency}{o.pricePerUser ? ' per user' : ''}</Text>
                  {o.isRecommended && <Badge colorPalette="green">Recommended</Badge>}
                  <PendingBadge pending={pending.has(pendingKey('pricingOption', o.id))} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {o.contractTerm} contract · {users} · setup fee {formatMoney(o.setupFee, o.currency)} · {o.trialDays} trial days
                </Text>
              </Box>
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => onEdit(o)} aria-label={`Edit option ${label}`}>Edit</Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => void deleteOption(o, label)} aria-label={`Delete option ${label}`}>Delete</Button>
              </HStack>
            </HStack>
          </Box>
        )
      })}
    </Stack>
  )
}
