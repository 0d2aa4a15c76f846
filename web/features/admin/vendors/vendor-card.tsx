// One vendor in the admin grid: logo, name, category, Featured badge, description,
// pricing model and the price buyers see with where it comes from, four rating figures, Edit and
// delete; "Waiting to sync" while its change is queued.
import { Badge, Box, Button, Card, HStack, Heading, Image, SimpleGrid, Text } from '@chakra-ui/react'
import { RATING_CRITERIA } from '../../../../sync/rules/ratings'
import type { Vendor } from '../../../../sync/schemas'
import { PendingBadge } from '../shared/pending-badge'
import { PublicPrice } from './public-price'
import { categoryName } from './vendor-form-values'

// The card's four figures: the first four detailed ratings (features is left for the edit dialog).
const FIGURES = RATING_CRITERIA.slice(0, 4)

type Props = { vendor: Vendor; pending: boolean; onEdit: () => void; onDelete: () => void }

export function VendorCard({ vendor: v, pending, onEdit, onDelete }: Props) {
  return (
    <Card.Root as="article" aria-label={v.name} size="sm" variant="outline">
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <Box boxSize="12" flexShrink={0} borderRadius="md" borderWidth="1px" overflow="hidden" bg="bg.muted">
            {v.logoUrl && <Image src={v.logoUrl} alt={`${v.name} logo`} boxSize="full" objectFit="contain" loading="lazy" />}
          </Box>
          <Box minW="0" flex="1">
            <Heading as="h3" size="md" lineClamp={1}>{v.name}</Heading>
            <Text fontSize="sm" color="fg.muted">{categoryName(v.category) || 'No category'}</Text>
          </Box>
        </HStack>
        <HStack gap="2" wrap="wrap" minH="5">
          {v.featured && <Badge colorPalette="purple">Featured</Badge>}
          <PendingBadge pending={pending} />
        </HStack>
        <Text fontSize="sm" lineClamp={3}>{v.description || 'No description'}</Text>
        <Text fontSize="sm"><Text as="span" color="fg.muted">Pricing model: </Text>{v.pricingModel || 'Not set'}</Text>
        <PublicPrice vendorId={v.id} facts={v} />
        <SimpleGrid as="dl" columns={2} gap="1" fontSize="sm">
          {FIGURES.map(({ key, label }) => (
            <HStack key={key} gap="1">
              <Text as="dt" color="fg.muted">{label}:</Text>
              <Text as="dd" fontWeight="medium">{(v[key] ?? 0).toFixed(1)}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      </Card.Body>
      <Card.Footer gap="2" justifyContent="flex-end">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${v.name}`}>Edit</Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete ${v.name}`}>Delete</Button>
      </Card.Footer>
    </Card.Root>
  )
}
