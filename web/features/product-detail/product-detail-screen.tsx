// Product detail (/products/{slug}; what a careful buyer
// needs): who sells it, what it does, every tier with its pricing options, Add to cart for a chosen plan
// and quantity, Compare and Save, then features, integrations, screenshots and, for hardware, the
// system requirements and platforms. Reads only the local copy, so it works offline.
import { Container, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { DetailPlaceholder } from '../../components/detail/detail-placeholder'
import { NotFoundPanel } from '../../components/detail/not-found-panel'
import type { ProductDetail } from '../../data/catalog/product-detail-hooks'
import { AddToCartPanel } from './add-to-cart-panel'
import { PlanChooser } from './plan-chooser'
import { ProductHeader } from './product-header'
import type { ProductPage } from './product-page'
import { ProductSpecs } from './product-specs'
import { choiceValue, initialChoice, resolveChoice, type PlanChoice } from './plan-selection'

export const PRODUCT_NOT_FOUND_TEXT =
  "We couldn't find the product you're looking for. It may have been removed or you might have followed an incorrect link."

export function ProductDetailScreen({ page }: { page: ProductPage }) {
  if (page.status === 'loading') return <DetailPlaceholder label="Loading product" />
  if (page.status === 'missing') {
    return <NotFoundPanel heading="Product Not Found" text={PRODUCT_NOT_FOUND_TEXT} backTo="/products" backLabel="Browse all products" />
  }
  return <ProductDetails key={page.detail.product.id} detail={page.detail} />
}

function ProductDetails({ detail }: { detail: ProductDetail }) {
  const { product, vendor, plans } = detail
  const [picked, setPicked] = useState<PlanChoice | null>(null)
  // Until the buyer picks, or if their pick left the catalogue, the page offers its suggested plan.
  const choice = resolveChoice(plans, picked) ? picked : initialChoice(plans)
  const chosen = resolveChoice(plans, choice)
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <ProductHeader product={product} vendor={vendor} plans={plans} chosen={chosen} />
      <Stack gap="6" mt={{ base: '8', md: '10' }}>
        <PlanChooser product={product} plans={plans} choice={choice} onChoose={setPicked} />
        {/* A new plan starts from its own quantity (e.g. its minimum users). */}
        <AddToCartPanel key={choice ? choiceValue(choice) : 'product'} product={product} chosen={chosen} />
      </Stack>
      <ProductSpecs product={product} />
    </Container>
  )
}
