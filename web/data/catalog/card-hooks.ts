// Live reads a single vendor or product card needs when its screen did not compute them in bulk (the
// marketplaces pass them in; a handful of cards elsewhere read them here): price lines and category names.
import { useLiveQuery } from 'dexie-react-hooks'
import { productPriceLine, vendorPriceSummary } from '../../../sync/rules/price-summary'
import type { PricingOption, Vendor } from '../../../sync/schemas'
import { db } from '../../db/db'

async function optionsOfProducts(productIds: number[]): Promise<PricingOption[]> {
  const tiers = await db.productTiers.where('productId').anyOf(productIds).primaryKeys()
  return tiers.length ? db.pricingOptions.where('productTierId').anyOf(tiers).toArray() : []
}

/** The vendor card's price summary; `known` (already computed by the screen) skips the read. */
export function useVendorPriceSummary(vendor: Pick<Vendor, 'id' | 'pricingDetails' | 'pricingModel'>, known?: string): string | undefined {
  const read = useLiveQuery(async () => {
    if (known !== undefined) return known
    const productIds = await db.products.where('vendorId').equals(vendor.id).primaryKeys()
    return vendorPriceSummary(vendor, await optionsOfProducts(productIds))
  }, [vendor.id, vendor.pricingDetails, vendor.pricingModel, known])
  return known ?? read
}

/** The product card's pricing line; `known` skips the read. */
export function useProductPriceLine(productId: number, known?: string): string | undefined {
  const read = useLiveQuery(async () => (known !== undefined ? known : productPriceLine(await optionsOfProducts([productId]))), [productId, known])
  return known ?? read
}

/** A readable name for a category slug: the category's name when the copy has it, else the slug in words. */
export function useCategoryName(slug: string | null | undefined): string | null {
  const name = useLiveQuery(async () => (slug ? (await db.categories.where('slug').equals(slug).first())?.name ?? null : null), [slug])
  return name ?? (slug ? humanizeSlug(slug) : null)
}

export function humanizeSlug(slug: string): string {
  return slug.split(/[-_\s]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')
}
