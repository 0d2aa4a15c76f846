// Pricing tab: the pricing model, the price range written in the pricing details, the details
// themselves, where the vendor's plans start, and "View Detailed Pricing" on the vendor's site.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { priceRangeText, vendorPriceSummary } from '../../../sync/rules/price-summary'
import type { Vendor } from '../../../sync/schemas'
import { ExternalLinkButton } from '../../components/detail/external-link-button'
import type { VendorProduct } from '../../data/catalog/vendor-detail-hooks'
import { FactList } from './fact-list'

type Props = { vendor: Vendor; products: VendorProduct[] | undefined }

export function PricingTab({ vendor, products }: Props) {
  const range = priceRangeText(vendor.pricingDetails)
  return (
    <Stack as="section" aria-labelledby="pricing-heading" gap="6" maxW="3xl">
      <Heading as="h2" id="pricing-heading" size="lg">Pricing</Heading>
      <Box borderWidth="1px" borderColor="border" rounded="xl" p="5" bg="bg.panel">
        <FactList
          facts={[
            { label: 'Pricing model', value: vendor.pricingModel || 'Contact for pricing' },
            { label: 'Price range', value: range ?? 'Contact for pricing' },
            ...(products ? [{ label: 'Plans', value: vendorPriceSummary(vendor, products.flatMap((p) => p.options)) }] : []),
          ]}
        />
      </Box>
      {vendor.pricingDetails && (
        <Box>
          <Heading as="h3" size="md" mb="2">Pricing details</Heading>
          <Text color="fg.muted" whiteSpace="pre-line">{vendor.pricingDetails}</Text>
        </Box>
      )}
      {vendor.pricingUrl ? (
        <Box><ExternalLinkButton href={vendor.pricingUrl} variant="solid" size="md">View Detailed Pricing</ExternalLinkButton></Box>
      ) : (
        <Text color="fg.muted">Contact the vendor for detailed pricing.</Text>
      )}
    </Stack>
  )
}
