// The two filters above the resources table: category (all, or one category's slug) and published state.
import { Flex, NativeSelect } from '@chakra-ui/react'
import type { Category } from '../../../../sync/schemas'
import { PUBLISHED_OPTIONS, type PublishedFilter } from './resource-filters'

type Props = {
  categories: Category[]
  category: string
  onCategory: (slug: string) => void
  published: PublishedFilter
  onPublished: (value: PublishedFilter) => void
}

export function ResourceFilters({ categories, category, onCategory, published, onPublished }: Props) {
  return (
    <Flex gap="3" wrap="wrap" mb="4">
      <NativeSelect.Root maxW={{ base: 'full', sm: '56' }}>
        <NativeSelect.Field aria-label="Filter by category" value={category} onChange={(e) => onCategory(e.target.value)}>
          <option value="all">All Categories</option>
          {categories.map((c) => <option key={c.id} value={c.slug}>{c.name}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root maxW={{ base: 'full', sm: '44' }}>
        <NativeSelect.Field aria-label="Filter by status" value={published} onChange={(e) => onPublished(e.target.value as PublishedFilter)}>
          {PUBLISHED_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  )
}
