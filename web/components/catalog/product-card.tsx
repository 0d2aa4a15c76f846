// The product card: logo (product's, else the vendor's, else the first
// letter), name, "by {vendor}", description with its fallback text, type tags, View Details, a
// Compare button that toggles to "Added", and the price (sync/rules/price-figure's card form, like the vendor
// card's). Lists pass the figure in.
import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import type { PriceFigure } from '../../../sync/rules/price-figure'
import type { Product, ProductVendor } from '../../../sync/schemas'
import { useProductPriceFigure } from '../../data/catalog/card-hooks'
import { removeProductFromCompare, useIsProductCompared } from '../../data/account/compare'
import { compareProduct } from '../compare-actions'
import { CardPrice } from '../pricing/card-price'
import { CatalogLogo } from './catalog-logo'

export const PRODUCT_DESCRIPTION_FALLBACK = 'Professional software solution for modern businesses.'

export type ProductCardData = Pick<Product, 'id' | 'name' | 'slug' | 'logoUrl' | 'description' | 'type' | 'price'> & {
  vendor: ProductVendor | null
}

export interface ProductCardProps {
  product: ProductCardData
  /** The price figure, when the screen computed it already (else the card reads it). */
  priceFigure?: PriceFigure
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/** The tags under the description: the product's real type, and Cloud-based for software. */
export function productTags(type: Product['type']): string[] {
  return type === 'hardware' ? ['Hardware'] : ['Software', 'Cloud-based']
}

export function ProductCard({ product, priceFigure, headingLevel = 'h3' }: ProductCardProps) {
  const figure = useProductPriceFigure(product, priceFigure)
  const compared = useIsProductCompared(product.id)
  const detailsPath = `/products/${product.slug}`
  const toggleCompare = () => void (compared ? removeProductFromCompare(product.id) : compareProduct({ productId: product.id }))
  return (
    <Box as="article" aria-label={product.name} data-testid="product-card" bg="bg.panel" borderWidth="1px" borderColor="border"
      borderRadius="xl" p="5" display="flex" flexDirection="column" gap="3" height="full" minW="0" boxShadow="xs"
      transition="box-shadow 0.2s" _hover={{ boxShadow: 'md' }}>
      <Flex gap="3" align="flex-start">
        <CatalogLogo sources={[product.logoUrl, product.vendor?.logoUrl]} name={product.name} size={48} />
        <Stack gap="0.5" minW="0" flex="1">
          <Heading as={headingLevel} size="md" lineHeight="short" overflowWrap="anywhere">
            <Link asChild color="fg" fontWeight="semibold"><RouterLink to={detailsPath}>{product.name}</RouterLink></Link>
          </Heading>
          {product.vendor && (
            <Text fontSize="sm" color="fg.muted">
              by{' '}
              <Link asChild color="brand.fg"><RouterLink to={`/vendors/${product.vendor.slug}`}>{product.vendor.name}</RouterLink></Link>
            </Text>
          )}
        </Stack>
      </Flex>
      <Text fontSize="sm" color="fg.muted" lineClamp={3}>{product.description?.trim() || PRODUCT_DESCRIPTION_FALLBACK}</Text>
      <HStack gap="1.5" wrap="wrap">
        {productTags(product.type).map((tag) => <Badge key={tag} variant="outline" colorPalette="gray">{tag}</Badge>)}
      </HStack>
      <CardPrice figure={figure} testId="price-line" />
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="solid" flex="1" minW="8rem">
          <RouterLink to={detailsPath} aria-label={`View Details: ${product.name}`}>View Details</RouterLink>
        </Button>
        <Button size="sm" variant={compared ? 'subtle' : 'outline'} flex="1" minW="7rem"
          aria-label={compared ? `Added: ${product.name} (remove from comparison)` : `Compare ${product.name}`} onClick={toggleCompare}>
          {compared ? 'Added' : 'Compare'}
        </Button>
      </HStack>
    </Box>
  )
}
