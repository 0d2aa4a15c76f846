// "Featured Software Vendors": the first 3 featured vendors as vendor cards, and a way into the marketplace.
import { Box, Link, SimpleGrid, Skeleton } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { VendorCard } from '../../components/catalog/vendor-card'
import { useFeaturedVendors } from '../../data/catalog/catalog-hooks'
import { ArrowRightIcon } from './home-icons'
import { HomeSection } from './section'

export const HOME_FEATURED_VENDOR_COUNT = 3

export function FeaturedVendors({ loading }: { loading: boolean }) {
  const vendors = useFeaturedVendors(HOME_FEATURED_VENDOR_COUNT)
  const action = (
    <Link asChild color="brand.fg" fontWeight="semibold" flexShrink={0}>
      <RouterLink to="/marketplace">Explore the Marketplace <ArrowRightIcon size={18} /></RouterLink>
    </Link>
  )
  return (
    <HomeSection id="featured-vendors" title="Featured Software Vendors" intro="Trusted vendors our buyers rate highly." action={action}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
        {vendors === undefined || (vendors.length === 0 && loading)
          ? Array.from({ length: HOME_FEATURED_VENDOR_COUNT }, (_, i) => <Box as="li" key={i}><Skeleton h="64" rounded="xl" /></Box>)
          : vendors.map((vendor) => <Box as="li" key={vendor.id}><VendorCard vendor={vendor} /></Box>)}
      </SimpleGrid>
    </HomeSection>
  )
}
