// The vendor card: logo, name, category, security-rating stars, a
// three-line description, the price (sync/rules/price-figure's card form), View Details and Compare (gone once the vendor is on the
// Quick Compare Board), and a Featured badge. Screens that list many vendors pass the figure, the
// category's name and the compare state in (VendorCardView); a few cards elsewhere read them (VendorCard).
// The card's own boxes, badges and stars use the static classes of web/theme/catalog-card-css.ts: a list
// draws dozens of cards, and Chakra elements would resolve their styles per element at every render.
import { Button, Heading, Link } from '@chakra-ui/react'
import { memo } from 'react'
import { Link as RouterLink } from 'react-router'
import type { PriceFigure } from '../../../sync/rules/price-figure'
import type { Vendor } from '../../../sync/schemas'
import { useCategoryName, useVendorPriceFigure, type VendorPriceFields } from '../../data/catalog/card-hooks'
import { useIsVendorCompared } from '../../data/account/compare'
import { CARD_CLASSES } from '../../theme/catalog-card-css'
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

export interface VendorCardViewProps extends VendorCardProps {
  categoryName: string | null
  /** On the Quick Compare Board already (no Compare button). */
  compared: boolean
}

/** The price line reads its own figure unless given: only it is drawn again when the figure arrives. */
function VendorPrice({ vendor, known }: { vendor: VendorPriceFields; known: PriceFigure | undefined }) {
  return <CardPrice figure={useVendorPriceFigure(vendor, known)} testId="price-summary" />
}

/**
 * Drawn again only when its vendor, price line, category name, compare state or heading level change:
 * while a first download brings the vendor list in parts, the vendors already shown keep their objects.
 */
export const VendorCardView = memo(function VendorCardView({ vendor, priceFigure, categoryName, compared, headingLevel = 'h3' }: VendorCardViewProps) {
  const detailsPath = `/vendors/${vendor.slug}`
  return (
    <article aria-label={vendor.name} data-testid="vendor-card" className={CARD_CLASSES.card}>
      <div className={CARD_CLASSES.cardTop}>
        <CatalogLogo sources={[vendor.logoUrl]} name={vendor.name} size={48} />
        <div className={CARD_CLASSES.cardTitle}>
          <Heading as={headingLevel} size="md" lineHeight="short" overflowWrap="anywhere">
            <Link asChild color="fg" fontWeight="semibold"><RouterLink to={detailsPath}>{vendor.name}</RouterLink></Link>
          </Heading>
          <div className={CARD_CLASSES.tags}>
            {categoryName && <span className={CARD_CLASSES.badgeBrand}>{categoryName}</span>}
            {vendor.featured && <span className={CARD_CLASSES.badgeFeatured}>Featured</span>}
          </div>
        </div>
      </div>
      <div className={CARD_CLASSES.row}>
        <span className={CARD_CLASSES.muted}>Security rating</span>
        <StarRating value={vendor.securityRating} variant="vendorCard" />
      </div>
      <p className={CARD_CLASSES.description} data-testid="vendor-description">
        {vendor.description || 'No description available.'}
      </p>
      <VendorPrice vendor={vendor} known={priceFigure} />
      <div className={CARD_CLASSES.actions}>
        <Button asChild size="sm" variant="solid" flex="1" minW="8rem">
          <RouterLink to={detailsPath} aria-label={`View Details: ${vendor.name}`}>View Details</RouterLink>
        </Button>
        {!compared && (
          <Button size="sm" variant="outline" flex="1" minW="7rem" aria-label={`Compare ${vendor.name}`}
            onClick={() => void compareVendor(vendor)}>
            Compare
          </Button>
        )}
      </div>
    </article>
  )
})

/** A card that reads its category's name and compare state itself (screens with a few cards). */
export function VendorCard(props: VendorCardProps) {
  const categoryName = useCategoryName(props.vendor.category)
  const compared = useIsVendorCompared(props.vendor.id)
  return <VendorCardView {...props} categoryName={categoryName} compared={compared} />
}
