// A "Browse by Category" grid, shared by the home page (links to /marketplace?category=) and the
// marketplace hub (links to /vendors?category=): each tile names the category and how many vendors it
// holds. While the categories or the counts are still being read, placeholder tiles keep the layout.
import { Box, Flex, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import type { Category } from '../../../sync/schemas'
import { CategoryIcon } from './category-icon'

export interface CategoryGridProps {
  /** The categories to show; undefined while they are being read. */
  categories: Pick<Category, 'id' | 'name' | 'slug'>[] | undefined
  /** Vendors per category slug; undefined while counting. */
  counts: Map<string, number> | undefined
  /** Where a tile leads. */
  linkFor: (slug: string) => string
  /** How many placeholder tiles to show while loading. */
  placeholders: number
  /** Columns on large screens (3 by default; 4 suits the full list of seven). */
  largeColumns?: 3 | 4
}

export const vendorCountLabel = (count: number) => `${count} ${count === 1 ? 'vendor' : 'vendors'}`

export function CategoryGrid({ categories, counts, linkFor, placeholders, largeColumns = 3 }: CategoryGridProps) {
  const columns = { base: 1, sm: 2, lg: largeColumns }
  if (!categories) {
    return (
      <SimpleGrid as="ul" columns={columns} gap="4" listStyleType="none" aria-busy="true" aria-label="Loading categories">
        {Array.from({ length: placeholders }, (_, i) => (
          // Keys apart from the categories' ids: a tile must not take over a placeholder at another place.
          <Box as="li" key={`placeholder-${i}`} data-testid="category-placeholder"><Skeleton h="20" rounded="xl" /></Box>
        ))}
      </SimpleGrid>
    )
  }
  return (
    <SimpleGrid as="ul" columns={columns} gap="4" listStyleType="none">
      {categories.map((category) => {
        const count = counts?.get(category.slug)
        return (
          <Box as="li" key={category.id}>
            <Link asChild display="flex" alignItems="center" gap="4" p="4" h="full" minH="20" rounded="xl" borderWidth="1px" bg="bg.panel"
              color="fg" _hover={{ textDecoration: 'none', borderColor: 'brand.border', boxShadow: 'sm' }}>
              <RouterLink to={linkFor(category.slug)}>
                <Flex align="center" justify="center" boxSize="11" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink={0}>
                  <CategoryIcon slug={category.slug} />
                </Flex>
                <Box minW="0">
                  <Text fontWeight="semibold">{category.name}</Text>
                  {count === undefined
                    ? <Skeleton h="4" w="20" mt="1" data-testid="count-placeholder" />
                    : <Text fontSize="sm" color="fg.muted">{vendorCountLabel(count)}</Text>}
                </Box>
              </RouterLink>
            </Link>
          </Box>
        )
      })}
    </SimpleGrid>
  )
}
