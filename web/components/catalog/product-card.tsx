// The product card: logo (product's, else the vendor's, else the first
// letter), name, "by {vendor}", description with its fallback text, type tags, View Details, a
// Compare button that toggles to "Added", and the price (sync/rules/price-figure's card form, like the vendor
// card's). Lists pass the figure in. Static classes (web/theme/catalog-card-css.ts) for the card's own
// boxes and tags: a list draws dozens of cards.
import { Button, Heading, Link } from '@chakra-ui/react'
import { memo } from 'react'
import { Link as RouterLink } from 'react-router'
import type { PriceFigure } from '../../../sync/rules/price-figure'
import type { Product, ProductVendor } from '../../../sync/schemas'
import { useProductPriceFigure } from '../../data/catalog/card-hooks'
import { removeProductFromCompare, useIsProductCompared } from '../../data/account/compare'
import { CARD_CLASSES } from '../../theme/catalog-card-css'
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

/** The price line reads its own figure unless given: only it is drawn again when the figure arrives. */
function ProductPrice({ product, known }: { product: Pick<Product, 'id' | 'price'>; known: PriceFigure | undefined }) {
  return <CardPrice figure={useProductPriceFigure(product, known)} testId="price-line" />
}

/** Drawn again only when its product, price line, heading level or compare state change. */
export const ProductCard = memo(function ProductCard({ product, priceFigure, headingLevel = 'h3' }: ProductCardProps) {
  const compared = useIsProductCompared(product.id)
  const detailsPath = `/products/${product.slug}`
  const toggleCompare = () => void (compared ? removeProductFromCompare(product.id) : compareProduct({ productId: product.id }))
  return (
    <article aria-label={product.name} data-testid="product-card" className={CARD_CLASSES.card}>
      <div className={CARD_CLASSES.cardTop}>
        <CatalogLogo sources={[product.logoUrl, product.vendor?.logoUrl]} name={product.name} size={48} />
        <div className={CARD_CLASSES.cardTitleTight}>
          <Heading as={headingLevel} size="md" lineHeight="short" overflowWrap="anywhere">
            <Link asChild color="fg" fontWeight="semibold"><RouterLink to={detailsPath}>{product.name}</RouterLink></Link>
          </Heading>
          {product.vendor && (
            <p className={CARD_CLASSES.muted}>
              by{' '}
              <Link asChild color="brand.fg"><RouterLink to={`/vendors/${product.vendor.slug}`}>{product.vendor.name}</RouterLink></Link>
            </p>
          )}
        </div>
      </div>
      <p className={CARD_CLASSES.description}>{product.description?.trim() || PRODUCT_DESCRIPTION_FALLBACK}</p>
      <div className={CARD_CLASSES.tags}>
        {productTags(product.type).map((tag) => <span key={tag} className={CARD_CLASSES.badgeOutline}>{tag}</span>)}
      </div>
      <ProductPrice product={product} known={priceFigure} />
      <div className={CARD_CLASSES.actions}>
        <Button asChild size="sm" variant="solid" flex="1" minW="8rem">
          <RouterLink to={detailsPath} aria-label={`View Details: ${product.name}`}>View Details</RouterLink>
        </Button>
        <Button size="sm" variant={compared ? 'subtle' : 'outline'} flex="1" minW="7rem"
          aria-label={compared ? `Added: ${product.name} (remove from comparison)` : `Compare ${product.name}`} onClick={toggleCompare}>
          {compared ? 'Added' : 'Compare'}
        </Button>
      </div>
    </article>
  )
})
