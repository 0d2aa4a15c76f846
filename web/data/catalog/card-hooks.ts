// Live reads a single vendor or product card needs when its screen did not compute them in bulk (the
// marketplaces pass them in; a handful of cards elsewhere read them here): price lines and category names.
import { productPriceLine, vendorPriceSummary } from '../../../sync/rules/price-summary'
import type { PricingOption, Vendor } from '../../../sync/schemas'
import { useCatalogRead } from './catalog-query'
import type { CatalogReader } from './catalog-reader'

async function optionsOfProducts(read: CatalogReader, productIds: number[]): Promise<PricingOption[]> {
  const tiers = await read.tiersOfProducts(productIds)
  return read.optionsOfTiers(tiers.map((t) => t.id))
}

/** The vendor card's price summary; `known` (already computed by the screen) skips the read. */
export function useVendorPriceSummary(vendor: Pick<Vendor, 'id' | 'pricingDetails' | 'pricingModel'>, known?: string): string | undefined {
  const summary = useCatalogRead(async (read) => {
    if (known !== undefined) return known
    const products = await read.productsOfVendors([vendor.id])
    return vendorPriceSummary(vendor, await optionsOfProducts(read, products.map((p) => p.id)))
  }, [vendor.id, vendor.pricingDetails, vendor.pricingModel, known])
  return known ?? summary
}

/** The product card's pricing line; `known` skips the read. */
export function useProductPriceLine(productId: number, known?: string): string | undefined {
  const line = useCatalogRead(async (read) => (known !== undefined ? known : productPriceLine(await optionsOfProducts(read, [productId]))), [productId, known])
  return known ?? line
}

/** A readable name for a category slug: the category's name when the copy has it, else the slug in words. */
export function useCategoryName(slug: string | null | undefined): string | null {
  const name = useCatalogRead(async (read) => (slug ? (await read.categoryBySlug(slug))?.name ?? null : null), [slug])
  return name ?? (slug ? humanizeSlug(slug) : null)
}

export function humanizeSlug(slug: string): string {
  return slug.split(/[-_\s]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')
}
