// Pricing tab: the pricing model, where the vendor's plans start and how far they go (both from the price
// rule, sync/rules/price-figure, so they agree with the header and every card), each product's starting
// price, the vendor's own pricing details, and "View Detailed Pricing" on the vendor's site. Without a
// priced plan the range is the one written in the pricing details.
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { planRange, planRangeText, priceFigureText, vendorPriceFigure, writtenRangeText } from '../../../sync/rules/price-figure'
import type { Vendor } from '../../../sync/schemas'
import { ExternalLinkButton } from '../../components/detail/external-link-button'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import type { VendorProduct } from '../../data/catalog/vendor-detail-hooks'
import { FactList } from './fact-list'

type Props = { vendor: Vendor; products: VendorProduct[] | undefined }

export function PricingTab({ vendor, products }: Props) {
  const currency = useDisplayCurrency()
  const plans = products?.flatMap((p) => p.options) ?? []
  const range = planRange(plans, currency)
  const priced = products?.filter((p) => p.figure.kind !== 'contact') ?? []
  return (
    <Stack as="section" aria-labelledby="pricing-heading" gap="6" maxW="3xl">
      <Heading as="h2" id="pricing-heading" size="lg">Pricing</Heading>
      <Box borderWidth="1px" borderColor="border" rounded="xl" p="5" bg="bg.panel" data-testid="pricing-facts">
        <FactList
          facts={[
            { label: 'Pricing model', value: vendor.pricingModel || 'Contact for pricing' },
            ...(products ? [
              { label: 'Starting price', value: priceFigureText(vendorPriceFigure(vendor, plans, currency)) },
              { label: 'Price range', value: range ? planRangeText(range) : (writtenRangeText(vendor.pricingDetails) ?? 'Contact for pricing') },
            ] : []),
          ]}
        />
      </Box>
      {priced.length > 0 && (
        <Box as="section" aria-labelledby="product-prices-heading">
          <Heading as="h3" id="product-prices-heading" size="md" mb="2">Where each product starts</Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {priced.map((p) => (
              <Box as="li" key={p.id} data-testid="product-price-row">
                <Link asChild color="brand.fg" fontWeight="medium"><RouterLink to={`/products/${p.slug}`}>{p.name}</RouterLink></Link>
                <Text as="span" color="fg.muted">{': '}{priceFigureText(p.figure)}</Text>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
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
