// Live reads a single vendor or product card needs when its screen did not compute them in bulk (the
// marketplaces pass them in; a handful of cards elsewhere read them here): price lines and category names.
import { humanizeSlug } from '../../../sync/rules/category-name'
import { productPriceFigure, vendorPriceFigure, type PriceFigure } from '../../../sync/rules/price-figure'
import type { PricingOption, Product, Vendor } from '../../../sync/schemas'
import { useDisplayCurrency } from './display-currency'
import { useCatalogRead } from './catalog-query'
import type { CatalogReader } from './catalog-reader'

async function optionsOfProducts(read: CatalogReader, productIds: number[]): Promise<PricingOption[]> {
  const tiers = await read.tiersOfProducts(productIds)
  return read.optionsOfTiers(tiers.map((t) => t.id))
}

/** The vendor fields its price figure falls back to. */
export type VendorPriceFields = Pick<Vendor, 'id' | 'startingPrice' | 'pricingDetails' | 'pricingModel'>

/** The vendor card's price figure (sync/rules/price-figure), in the display currency; `known` (already computed by the screen) skips the read. */
export function useVendorPriceFigure(vendor: VendorPriceFields, known?: PriceFigure): PriceFigure | undefined {
  const currency = useDisplayCurrency()
  const figure = useCatalogRead(async (read) => {
    if (known !== undefined) return known
    const products = await read.productsOfVendors([vendor.id])
    return vendorPriceFigure(vendor, await optionsOfProducts(read, products.map((p) => p.id)), currency)
  }, [vendor.id, vendor.startingPrice, vendor.pricingDetails, vendor.pricingModel, known, currency])
  return known ?? figure
}

/** The product card's price figure, in the display currency; `known` skips the read. */
export function useProductPriceFigure(product: Pick<Product, 'id' | 'price'>, known?: PriceFigure): PriceFigure | undefined {
  const currency = useDisplayCurrency()
  const figure = useCatalogRead(
    async (read) => (known !== undefined ? known : productPriceFigure(product, await optionsOfProducts(read, [product.id]), currency)),
    [product.id, product.price, known, currency],
  )
  return known ?? figure
}

/** The vendor's figure and the product and tier of the plan it comes from (the admin sees where a public price comes from). */
export interface VendorPriceSource {
  figure: PriceFigure
  plan: { productName: string; tierName: string } | null
}

/** The vendor's public figure as every screen computes it, with its source; `facts` may be a form's unsaved values. */
export function useVendorPriceSource(vendorId: number | null, facts: Omit<VendorPriceFields, 'id'>): VendorPriceSource | undefined {
  const currency = useDisplayCurrency()
  return useCatalogRead(async (read) => {
    const products = vendorId === null ? [] : await read.productsOfVendors([vendorId])
    const tiers = await read.tiersOfProducts(products.map((p) => p.id))
    const options = await read.optionsOfTiers(tiers.map((t) => t.id))
    const figure = vendorPriceFigure(facts, options, currency)
    const option = figure.kind === 'plan' ? options.find((o) => o.id === figure.optionId) : undefined
    const tier = option && tiers.find((t) => t.id === option.productTierId)
    const product = tier && products.find((p) => p.id === tier.productId)
    return { figure, plan: tier && product ? { productName: product.name, tierName: tier.name } : null }
  }, [vendorId, facts.startingPrice, facts.pricingDetails, facts.pricingModel, currency])
}

/** A readable name for a category slug: the category's name when the copy has it, else the slug in words. */
export function useCategoryName(slug: string | null | undefined): string | null {
  const name = useCatalogRead(async (read) => (slug ? (await read.categoryBySlug(slug))?.name ?? null : null), [slug])
  return name ?? (slug ? humanizeSlug(slug) : null)
}
