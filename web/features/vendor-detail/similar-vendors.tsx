// Below the tabs: up to 3 other vendors of the same category, as vendor cards.
import { Box, Heading, SimpleGrid } from '@chakra-ui/react'
import type { Vendor } from '../../../sync/schemas'
import { VendorCard } from '../../components/catalog'
import { useSimilarVendors } from '../../data/catalog/vendor-detail-hooks'

export function SimilarVendors({ vendor }: { vendor: Vendor }) {
  const similar = useSimilarVendors(vendor)
  if (!similar || similar.length === 0) return null
  return (
    <Box as="section" aria-labelledby="similar-vendors-heading" mt={{ base: '12', md: '16' }} pt="8" borderTopWidth="1px" borderColor="border">
      <Heading as="h2" id="similar-vendors-heading" size="xl" mb="5">Similar Vendors</Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
        {similar.map((v) => <li key={v.id}><VendorCard vendor={v} /></li>)}
      </SimpleGrid>
    </Box>
  )
}
