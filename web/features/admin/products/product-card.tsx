// One product in the admin grid: name, vendor name (or 'Unknown Vendor'), category,
// Featured badge, description; Pricing, Edit and Delete; "Waiting to sync" while a change is queued.
import { Badge, Button, Card, HStack, Heading, Text } from '@chakra-ui/react'
import type { AdminProduct } from '../../../data/admin/admin-catalog'
import { PendingBadge } from '../shared/pending-badge'
import { categoryName } from '../vendors/vendor-form-values'

type Props = { product: AdminProduct; pending: boolean; onPricing: () => void; onEdit: () => void; onDelete: () => void }

export function ProductCard({ product: p, pending, onPricing, onEdit, onDelete }: Props) {
  return (
    <Card.Root as="article" aria-label={p.name} size="sm" variant="outline">
      <Card.Body gap="2">
        <Heading as="h3" size="md" lineClamp={1}>{p.name}</Heading>
        <Text fontSize="sm" color="fg.muted">{p.vendorName ?? 'Unknown Vendor'}</Text>
        <Text fontSize="sm">{categoryName(p.category) || 'No category'}</Text>
        <HStack gap="2" wrap="wrap" minH="5">
          {p.featured && <Badge colorPalette="purple">Featured</Badge>}
          <PendingBadge pending={pending} />
        </HStack>
        <Text fontSize="sm" lineClamp={3}>{p.description || 'No description'}</Text>
      </Card.Body>
      <Card.Footer gap="2" justifyContent="flex-end" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={onPricing} aria-label={`Manage pricing of ${p.name}`}>Pricing</Button>
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${p.name}`}>Edit</Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete ${p.name}`}>Delete</Button>
      </Card.Footer>
    </Card.Root>
  )
}
