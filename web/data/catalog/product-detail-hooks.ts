// Live reads for the product detail page, from the local copy: the product by slug (case-insensitive),
// its vendor, and its tiers in order, each with its pricing options.
import type { PricingOption, Product, ProductTier, Vendor } from '../../../sync/schemas'
import { useCatalogRead } from './catalog-query'

/** A tier with its pricing options (recommended first, then in the order they were added). */
export interface ProductPlan {
  tier: ProductTier
  options: PricingOption[]
}

export interface ProductDetail {
  product: Product
  /** Null when the copy does not have the vendor (the page still shows the product). */
  vendor: Vendor | null
  plans: ProductPlan[]
}

const optionOrder = (a: PricingOption, b: PricingOption) => Number(b.isRecommended) - Number(a.isRecommended) || a.id - b.id
const tierOrder = (a: ProductTier, b: ProductTier) => a.sortOrder - b.sortOrder || a.id - b.id

/** The product page's data: undefined while reading, null when there is no such product. */
export function useProductDetail(slug: string | undefined): ProductDetail | null | undefined {
  return useCatalogRead(async (read) => {
    if (!slug) return null
    const product = await read.productBySlug(slug)
    if (!product) return null
    const [[vendor], tiers] = await Promise.all([read.vendorsById([product.vendorId]), read.tiersOfProducts([product.id])])
    const options = await read.optionsOfTiers(tiers.map((t) => t.id))
    const plans = tiers.sort(tierOrder).map((tier) => ({ tier, options: options.filter((o) => o.productTierId === tier.id).sort(optionOrder) }))
    return { product, vendor: vendor ?? null, plans }
  }, [slug])
}
