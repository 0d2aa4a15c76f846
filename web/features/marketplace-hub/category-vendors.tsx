// The hub with ?category=: that category's vendors as cards (a buyer arriving from a category tile
// expects its vendors), with a way to the full Vendor Marketplace filtered the same way.
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { VendorCard } from '../../components/catalog'
import { humanizeSlug } from '../../../sync/rules/category-name'
import { useCategories } from '../../data/catalog/catalog-hooks'
import { useVendorsInCategory } from '../../data/catalog/home-hooks'

export function CategoryVendors({ slug }: { slug: string }) {
  const vendors = useVendorsInCategory(slug)
  const category = useCategories()?.find((c) => c.slug.toLowerCase() === slug.toLowerCase())
  const name = category?.name ?? humanizeSlug(slug)
  if (!vendors) return null
  return (
    <Box as="section" aria-labelledby="category-vendors-heading" mt="8">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="2" mb="4">
        <Box>
          <Heading as="h2" id="category-vendors-heading" size="xl">{name} Vendors</Heading>
          <Text color="fg.muted">{vendors.length} {vendors.length === 1 ? 'vendor' : 'vendors'}</Text>
        </Box>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={`/vendors?category=${encodeURIComponent(slug)}`}>Filter and sort in the Vendor Marketplace</RouterLink>
        </Link>
      </Stack>
      {vendors.length === 0 ? (
        <Text color="fg.muted">No vendors in this category yet. Browse the other categories below.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
          {vendors.map((vendor) => <Box as="li" key={vendor.id}><VendorCard vendor={vendor} /></Box>)}
        </SimpleGrid>
      )}
    </Box>
  )
}
