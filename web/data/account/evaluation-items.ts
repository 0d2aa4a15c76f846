// Reads what an evaluation board's items point at from the local copy, in the board's order: a vendor
// with every pricing option of its products, or a product with its vendor, the chosen tier and option,
// and the options it could be bought with. Items missing from the catalogue drop out.
import type { ItemType, PricingOption, Product, ProductTier, Vendor } from '../../../sync/schemas'
import type { BoardItemRef } from './boards'
import { useCatalogRead } from '../catalog/catalog-query'
import type { CatalogReader } from '../catalog/catalog-reader'

export interface VendorBoardItem {
  kind: 'vendor'
  ref: BoardItemRef
  vendor: Vendor
  options: PricingOption[]
}
export interface ProductBoardItem {
  kind: 'product'
  ref: BoardItemRef
  product: Product
  vendor: Vendor | null
  tier: ProductTier | null
  option: PricingOption | null
  /** The chosen tier's options, or every option of the product when no tier is chosen. */
  options: PricingOption[]
}
export type LoadedBoardItem = VendorBoardItem | ProductBoardItem

async function loadVendors(read: CatalogReader, refs: readonly BoardItemRef[]): Promise<VendorBoardItem[]> {
  const vendors = await read.vendorsById(refs.map((r) => r.itemId))
  const present = vendors.filter((v): v is Vendor => !!v)
  const products = await read.productsOfVendors(present.map((v) => v.id))
  const tiers = await read.tiersOfProducts(products.map((p) => p.id))
  const options = await read.optionsOfTiers(tiers.map((t) => t.id))
  const vendorOfTier = new Map(tiers.map((t) => [t.id, products.find((p) => p.id === t.productId)?.vendorId]))
  return refs.flatMap((ref, i) => {
    const vendor = vendors[i]
    return vendor ? [{ kind: 'vendor' as const, ref, vendor, options: options.filter((o) => vendorOfTier.get(o.productTierId) === vendor.id) }] : []
  })
}

async function loadProducts(read: CatalogReader, refs: readonly BoardItemRef[]): Promise<ProductBoardItem[]> {
  const products = await read.productsById(refs.map((r) => r.itemId))
  const present = products.filter((p): p is Product => !!p)
  const [vendors, tiers] = await Promise.all([read.vendorsById(present.map((p) => p.vendorId)), read.tiersOfProducts(present.map((p) => p.id))])
  const options = await read.optionsOfTiers(tiers.map((t) => t.id))
  const vendorById = new Map(vendors.filter((v): v is Vendor => !!v).map((v) => [v.id, v]))
  return refs.flatMap((ref, i) => {
    const product = products[i]
    if (!product) return []
    const productTiers = tiers.filter((t) => t.productId === product.id)
    const tier = productTiers.find((t) => t.id === ref.tierId) ?? null
    const tierIds = new Set((tier ? [tier] : productTiers).map((t) => t.id))
    const choices = options.filter((o) => tierIds.has(o.productTierId))
    const option = choices.find((o) => o.id === ref.pricingOptionId) ?? null
    return [{ kind: 'product' as const, ref, product, vendor: vendorById.get(product.vendorId) ?? null, tier, option, options: choices }]
  })
}

/** The board's items as read from the local copy; undefined while reading. */
export function useBoardItems(type: ItemType, refs: readonly BoardItemRef[]): LoadedBoardItem[] | undefined {
  const key = JSON.stringify(refs)
  return useCatalogRead<LoadedBoardItem[]>((read) => (type === 'vendor' ? loadVendors(read, refs) : loadProducts(read, refs)), [type, key])
}
