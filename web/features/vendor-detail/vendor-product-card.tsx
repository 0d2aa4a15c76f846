// A product on the vendor page's Products tab: logo, type and category badges, description, up to 3 key
// features then "+N more", where its pricing starts (sync/rules/price-figure), "View Details" and the product's own site.
import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { priceFigureText } from '../../../sync/rules/price-figure'
import type { Vendor } from '../../../sync/schemas'
import { CatalogLogo, PRODUCT_DESCRIPTION_FALLBACK } from '../../components/catalog'
import { ExternalLinkButton } from '../../components/detail/external-link-button'
import type { VendorProduct } from '../../data/catalog/vendor-detail-hooks'
import { keyFeatures } from './vendor-facts'

const TYPE_LABEL = { software: 'Software', hardware: 'Hardware' } as const

export function VendorProductCard({ product, vendor }: { product: VendorProduct; vendor: Pick<Vendor, 'logoUrl'> }) {
  const { shown, more } = keyFeatures(product.features)
  const detailsPath = `/products/${product.slug}`
  return (
    <Box as="article" aria-label={product.name} data-testid="vendor-product-card" h="full" display="flex" flexDirection="column" gap="3"
      p="5" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" boxShadow="xs" minW="0">
      <Flex gap="3" align="flex-start">
        <CatalogLogo sources={[product.logoUrl, vendor.logoUrl]} name={product.name} size={44} />
        <Stack gap="1.5" minW="0">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            <Link asChild color="fg"><RouterLink to={detailsPath}>{product.name}</RouterLink></Link>
          </Heading>
          <HStack gap="1.5" wrap="wrap">
            <Badge variant="subtle" colorPalette={product.type === 'hardware' ? 'purple' : 'brand'}>{TYPE_LABEL[product.type]}</Badge>
            {product.category && <Badge variant="outline" colorPalette="gray">{product.category}</Badge>}
          </HStack>
        </Stack>
      </Flex>
      <Text fontSize="sm" color="fg.muted" lineClamp={3}>{product.description?.trim() || PRODUCT_DESCRIPTION_FALLBACK}</Text>
      {shown.length > 0 && (
        <Box>
          <Text as="h4" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted" mb="1">Key features</Text>
          <Stack as="ul" gap="1" fontSize="sm" listStyleType="disc" ps="4">
            {shown.map((f) => <li key={f}>{f}</li>)}
          </Stack>
          {more > 0 && <Text fontSize="sm" color="fg.muted" mt="1">+{more} more</Text>}
        </Box>
      )}
      <Text fontWeight="semibold" color="brand.fg" mt="auto" data-testid="product-starting-price">
        {priceFigureText(product.figure)}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" flex="1" minW="8rem">
          <RouterLink to={detailsPath} aria-label={`View Details: ${product.name}`}>View Details</RouterLink>
        </Button>
        {product.productUrl && <ExternalLinkButton href={product.productUrl}>Product site</ExternalLinkButton>}
      </HStack>
    </Box>
  )
}
