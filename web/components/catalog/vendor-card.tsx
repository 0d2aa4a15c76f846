// The vendor card: logo, name, category, security-rating stars, a
// three-line description, the price (sync/rules/price-figure's card form), View Details and Compare (gone once the vendor is on the
// Quick Compare Board), and a Featured badge. Screens that list many vendors pass the figure in.
import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { memo } from 'react'
import { Link as RouterLink } from 'react-router'
import type { PriceFigure } from '../../../sync/rules/price-figure'
import type { Vendor } from '../../../sync/schemas'
import { useCategoryName, useVendorPriceFigure } from '../../data/catalog/card-hooks'
import { useIsVendorCompared } from '../../data/account/compare'
import { compareVendor } from '../compare-actions'
import { CardPrice } from '../pricing/card-price'
import { CatalogLogo } from './catalog-logo'
import { StarRating } from './star-rating'

export type VendorCardData = Pick<Vendor, 'id' | 'name' | 'slug' | 'logoUrl' | 'category' | 'description' | 'featured' | 'securityRating' | 'startingPrice' | 'pricingDetails' | 'pricingModel'>

export interface VendorCardProps {
  vendor: VendorCardData
  /** The price figure, when the screen computed it already (else the card reads it). */
  priceFigure?: PriceFigure
  /** Heading level of the vendor name (3 by default, under a section's h2). */
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/**
 * Drawn again only when its vendor, price line or heading level change: while a first download brings
 * the vendor list in parts, the vendors already shown keep their objects, and 24 cards cost tens of
 * milliseconds of styling each time.
 */
export const VendorCard = memo(function VendorCard({ vendor, priceFigure, headingLevel = 'h3' }: VendorCardProps) {
  const figure = useVendorPriceFigure(vendor, priceFigure)
  const categoryName = useCategoryName(vendor.category)
  const compared = useIsVendorCompared(vendor.id)
  const detailsPath = `/vendors/${vendor.slug}`
  return (
    <Box as="article" aria-label={vendor.name} data-testid="vendor-card" bg="bg.panel" borderWidth="1px" borderColor="border"
      borderRadius="xl" p="5" display="flex" flexDirection="column" gap="3" height="full" minW="0" boxShadow="xs"
      transition="box-shadow 0.2s" _hover={{ boxShadow: 'md' }}>
      <Flex gap="3" align="flex-start">
        <CatalogLogo sources={[vendor.logoUrl]} name={vendor.name} size={48} />
        <Stack gap="1" minW="0" flex="1">
          <Heading as={headingLevel} size="md" lineHeight="short" overflowWrap="anywhere">
            <Link asChild color="fg" fontWeight="semibold"><RouterLink to={detailsPath}>{vendor.name}</RouterLink></Link>
          </Heading>
          <HStack gap="1.5" wrap="wrap">
            {categoryName && <Badge variant="subtle" colorPalette="brand">{categoryName}</Badge>}
            {vendor.featured && <Badge variant="solid" colorPalette="orange" bg="orange.700" color="white">Featured</Badge>}
          </HStack>
        </Stack>
      </Flex>
      <HStack gap="2" wrap="wrap">
        <Text as="span" fontSize="sm" color="fg.muted">Security rating</Text>
        <StarRating value={vendor.securityRating} variant="vendorCard" />
      </HStack>
      <Text fontSize="sm" color="fg.muted" lineClamp={3} data-testid="vendor-description">
        {vendor.description || 'No description available.'}
      </Text>
      <CardPrice figure={figure} testId="price-summary" />
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="solid" flex="1" minW="8rem">
          <RouterLink to={detailsPath} aria-label={`View Details: ${vendor.name}`}>View Details</RouterLink>
        </Button>
        {!compared && (
          <Button size="sm" variant="outline" flex="1" minW="7rem" aria-label={`Compare ${vendor.name}`}
            onClick={() => void compareVendor(vendor)}>
            Compare
          </Button>
        )}
      </HStack>
    </Box>
  )
})
