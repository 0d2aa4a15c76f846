// The top of the vendor page: logo, name, category, description, average rating, "Starting at" pricing
// (sync/rules/price-figure over all its products' plans, in the display currency), Save (favourite) and "Add to Compare" (hidden once the vendor is on the Quick Compare Board).
import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import { countText } from '../../../sync/rules/money'
import { priceFigureText, vendorPriceFigure } from '../../../sync/rules/price-figure'
import { overallRating } from '../../../sync/rules/ratings'
import type { Vendor } from '../../../sync/schemas'
import { CatalogLogo, StarRating } from '../../components/catalog'
import { FavoriteButton } from '../../components/favorite-button'
import { useCategoryName } from '../../data/catalog/card-hooks'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import { compareVendor } from '../../components/compare-actions'
import { useIsVendorCompared } from '../../data/account/compare'
import type { VendorProduct } from '../../data/catalog/vendor-detail-hooks'

type Props = { vendor: Vendor; products: VendorProduct[] | undefined }

export function VendorHeader({ vendor, products }: Props) {
  const categoryName = useCategoryName(vendor.category)
  const overall = overallRating(vendor)
  const currency = useDisplayCurrency()
  const startingAt = products && priceFigureText(vendorPriceFigure(vendor, products.flatMap((p) => p.options), currency))
  return (
    <Flex as="section" aria-labelledby="vendor-name" gap={{ base: '4', md: '6' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
      <CatalogLogo sources={[vendor.logoUrl]} name={vendor.name} size={88} />
      <Stack gap="3" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          {categoryName && <Badge variant="subtle" colorPalette="brand" size="md">{categoryName}</Badge>}
          {vendor.featured && <Badge variant="solid" bg="orange.700" color="white" size="md">Featured</Badge>}
        </HStack>
        <Heading as="h1" id="vendor-name" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">{vendor.name}</Heading>
        {vendor.description && <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="4xl">{vendor.description}</Text>}
        <Flex gap={{ base: '2', sm: '6' }} wrap="wrap" align="center">
          <HStack gap="2" data-testid="vendor-average-rating">
            <StarRating value={overall.value} size={18} />
            <Text fontSize="sm" color="fg.muted">({countText(vendor.reviewCount, 'review', 'reviews')})</Text>
          </HStack>
          <Text fontWeight="semibold" color="brand.fg" data-testid="vendor-starting-at" minH="6">{startingAt ?? ''}</Text>
        </Flex>
      </Stack>
      <HStack gap="2" align="flex-start" flexShrink={0} wrap="wrap">
        <FavoriteButton itemType="vendor" itemId={vendor.id} size="md" />
        <CompareAction vendor={vendor} />
      </HStack>
    </Flex>
  )
}

/** "Add to Compare" until the vendor is on the board; then a link to where the board is used. */
function CompareAction({ vendor }: { vendor: Vendor }) {
  const compared = useIsVendorCompared(vendor.id)
  const addedHere = useRef(false)
  const boardLink = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    // The button the user pressed is gone: keep their focus nearby instead of losing it to the page.
    if (compared && addedHere.current) boardLink.current?.focus()
  }, [compared])
  if (compared) {
    return (
      <Box alignSelf="center" fontSize="sm">
        <Link asChild color="brand.fg"><RouterLink ref={boardLink} to="/evaluation-center">On your compare board</RouterLink></Link>
      </Box>
    )
  }
  const add = () => {
    addedHere.current = true
    void compareVendor(vendor)
  }
  return <Button size="md" variant="outline" onClick={add}>Add to Compare</Button>
}
