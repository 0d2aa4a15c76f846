// The hero's floating cards: the first 8 featured vendors as small cards drifting gently (still for
// people who ask for reduced motion), each leading to its vendor page. Two staggered columns beside the
// headline on wide screens; a plain grid under it on phones and tablets.
import { Box, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import type { Category } from '../../../sync/schemas'
import { CatalogLogo } from '../../components/catalog/catalog-logo'
import { useFeaturedVendors } from '../../data/catalog/catalog-hooks'

export const FLOATING_VENDOR_COUNT = 8

const floatKeyframes = {
  '@keyframes vettedFloat': { '0%, 100%': { transform: 'translateY(0)' }, '50%': { transform: 'translateY(-6px)' } },
}

/** `loading`: the copy is still being filled, so no vendors yet means "not yet", not "none": placeholders. */
export function FloatingVendorCards({ categories, loading }: { categories: Category[] | undefined; loading: boolean }) {
  const found = useFeaturedVendors(FLOATING_VENDOR_COUNT)
  const vendors = found?.length === 0 && loading ? undefined : found
  const categoryName = new Map(categories?.map((c) => [c.slug, c.name]))
  return (
    <SimpleGrid as="ul" aria-label="Featured vendors" listStyleType="none" columns={{ base: 2, md: 4, lg: 2 }} gap="3"
      css={floatKeyframes} maxW={{ lg: '30rem' }} justifySelf={{ lg: 'end' }} w="full">
      {(vendors ?? Array.from({ length: FLOATING_VENDOR_COUNT }, () => null)).map((vendor, index) => (
        // One height for every card and its placeholder (names clamp at two lines), so nothing moves as they arrive.
        <Box as="li" key={vendor?.id ?? `placeholder-${index}`} minW="0" h={{ base: '8.25rem', sm: '5.5rem' }}
          // The right-hand column sits lower, so the cards read as scattered rather than tabular.
          transform={{ lg: index % 2 === 1 ? 'translateY(1.75rem)' : undefined }}>
          {vendor ? (
            // Phones stack logo over name, so two columns of cards still fit whole names.
            <Link asChild display="flex" flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ base: 'flex-start', sm: 'center' }} gap={{ base: '2', sm: '3' }} p="3" h="full" rounded="xl" bg="bg.panel" borderWidth="1px" boxShadow="md"
              color="fg" minW="0" _hover={{ textDecoration: 'none', borderColor: 'brand.border' }}
              animation={`vettedFloat 6s ease-in-out ${(index % 4) * -1.5}s infinite`} _motionReduce={{ animation: 'none' }}>
              <RouterLink to={`/vendors/${vendor.slug}`}>
                <CatalogLogo sources={[vendor.logoUrl]} name={vendor.name} size={36} />
                <Box minW="0">
                  <Text fontSize="sm" fontWeight="semibold" lineClamp={2} overflowWrap="break-word">{vendor.name}</Text>
                  <Text fontSize="xs" color="fg.muted" truncate>{(vendor.category && categoryName.get(vendor.category)) || 'Verified vendor'}</Text>
                </Box>
              </RouterLink>
            </Link>
          ) : (
            <Skeleton h="full" rounded="xl" />
          )}
        </Box>
      ))}
    </SimpleGrid>
  )
}
