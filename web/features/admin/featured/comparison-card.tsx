// One featured comparison: name, type, description, the first 3 items then '+N more'.
import { Badge, Card, HStack, List, Text } from '@chakra-ui/react'
import { countText } from '../../../../sync/rules/money'
import { formatDate } from '../../../../sync/rules/dates'
import { previewList } from '../../../../sync/rules/preview-list'
import type { FeaturedComparison } from '../../../../sync/schemas'
import { PendingBadge } from '../shared/pending-badge'
import { RowActions } from '../shared/row-actions'

export const ITEMS_PREVIEWED = 3

type Props = { comparison: FeaturedComparison; names: Map<number, string>; pending: boolean; onEdit: () => void; onDelete: () => void }

export function ComparisonCard({ comparison: c, names, pending, onEdit, onDelete }: Props) {
  const { shown, more } = previewList(c.items, ITEMS_PREVIEWED)
  return (
    <Card.Root as="article" aria-label={c.name} size="sm" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Card.Title as="h3" fontSize="md">{c.name}</Card.Title>
          <RowActions name={c.name} onEdit={onEdit} onDelete={onDelete} />
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={c.type === 'vendor' ? 'blue' : 'teal'}>{c.type === 'vendor' ? 'Vendors' : 'Products'}</Badge>
          <Text fontSize="sm" color="fg.muted">{countText(c.items.length, 'item', 'items')}</Text>
          <PendingBadge pending={pending} />
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        {c.description && <Text fontSize="sm" color="fg.muted" lineClamp={2}>{c.description}</Text>}
        <List.Root ps="5" fontSize="sm" aria-label={`Items in ${c.name}`}>
          {shown.map((id) => <List.Item key={id}>{names.get(id) ?? `Item #${id}`}</List.Item>)}
        </List.Root>
        {more > 0 && <Text fontSize="sm" fontWeight="medium">+{more} more</Text>}
      </Card.Body>
      <Card.Footer>
        <Text fontSize="xs" color="fg.muted">Created {formatDate(c.createdAt, 'numeric')}</Text>
      </Card.Footer>
    </Card.Root>
  )
}
