// The top of the product page: where it sits (Products › vendor), logo, type and category, name, "by
// {vendor}", description, where its pricing starts (sync/rules/price-figure), Save, Compare (with the chosen plan) and the
// vendor's own product and demo pages.
import { Badge, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { priceFigureText, productPriceFigure } from '../../../sync/rules/price-figure'
import type { PricingOption, Product, Vendor } from '../../../sync/schemas'
import { CatalogLogo, PRODUCT_DESCRIPTION_FALLBACK } from '../../components/catalog'
import { ExternalLinkButton } from '../../components/detail/external-link-button'
import { FavoriteButton } from '../../components/favorite-button'
import { compareProduct } from '../../components/compare-actions'
import { removeProductFromCompare, useIsProductCompared } from '../../data/account/compare'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import type { ProductPlan } from '../../data/catalog/product-detail-hooks'

type Props = {
  product: Product
  vendor: Vendor | null
  plans: ProductPlan[]
  chosen: { plan: ProductPlan; option: PricingOption | null } | null
}

export function ProductHeader({ product, vendor, plans, chosen }: Props) {
  const currency = useDisplayCurrency()
  return (
    <Stack as="section" aria-labelledby="product-name" gap="4">
      <Breadcrumbs product={product} vendor={vendor} />
      <Flex gap={{ base: '4', md: '6' }} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
        <CatalogLogo sources={[product.logoUrl, vendor?.logoUrl]} name={product.name} size={88} />
        <Stack gap="3" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Badge variant="subtle" size="md" colorPalette={product.type === 'hardware' ? 'purple' : 'brand'}>
              {product.type === 'hardware' ? 'Hardware' : 'Software'}
            </Badge>
            {product.category && <Badge variant="outline" size="md" colorPalette="gray">{product.category}</Badge>}
            {product.featured && <Badge variant="solid" size="md" bg="orange.700" color="white">Featured</Badge>}
          </HStack>
          <Heading as="h1" id="product-name" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">{product.name}</Heading>
          {vendor && (
            <Text color="fg.muted">
              by <Link asChild color="brand.fg" fontWeight="medium"><RouterLink to={`/vendors/${vendor.slug}`}>{vendor.name}</RouterLink></Link>
            </Text>
          )}
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="4xl">{product.description?.trim() || PRODUCT_DESCRIPTION_FALLBACK}</Text>
          <Text fontWeight="semibold" color="brand.fg" data-testid="product-starting-price">
            {priceFigureText(productPriceFigure(product, plans.flatMap((p) => p.options), currency))}
          </Text>
        </Stack>
        <HStack gap="2" align="flex-start" flexShrink={0} wrap="wrap">
          {/* Visitors get the "Login required" toast here; vendor pages use the 3 s tooltip. */}
          <FavoriteButton itemType="product" itemId={product.id} size="md" signInPrompt="toast" />
          <CompareButton product={product} chosen={chosen} />
        </HStack>
      </Flex>
      {(product.productUrl || product.demoUrl) && (
        <HStack gap="3" wrap="wrap">
          {product.demoUrl && <ExternalLinkButton href={product.demoUrl}>View Demo</ExternalLinkButton>}
          {product.productUrl && <ExternalLinkButton href={product.productUrl}>Product site</ExternalLinkButton>}
        </HStack>
      )}
    </Stack>
  )
}

function Breadcrumbs({ product, vendor }: Pick<Props, 'product' | 'vendor'>) {
  const separator = <Text as="span" aria-hidden="true" color="fg.subtle">/</Text>
  return (
    <HStack as="nav" aria-label="Breadcrumb" gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
      <Link asChild color="fg.muted"><RouterLink to="/products">Products</RouterLink></Link>
      {vendor && <>{separator}<Link asChild color="fg.muted"><RouterLink to={`/vendors/${vendor.slug}`}>{vendor.name}</RouterLink></Link></>}
      {separator}
      <Text as="span" aria-current="page" color="fg" overflowWrap="anywhere">{product.name}</Text>
    </HStack>
  )
}

/** Compare toggles to "Added" (product compare list, at most 4); it remembers the plan chosen on this page. */
function CompareButton({ product, chosen }: Pick<Props, 'product' | 'chosen'>) {
  const compared = useIsProductCompared(product.id)
  const toggle = () =>
    void (compared
      ? removeProductFromCompare(product.id)
      : compareProduct({ productId: product.id, tierId: chosen?.plan.tier.id ?? null, pricingOptionId: chosen?.option?.id ?? null }))
  return (
    <Button size="md" variant={compared ? 'subtle' : 'outline'} onClick={toggle}
      aria-label={compared ? `Added: remove ${product.name} from the comparison` : `Compare ${product.name}`}>
      {compared ? 'Added' : 'Compare'}
    </Button>
  )
}
