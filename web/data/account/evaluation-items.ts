// Reads what an evaluation board's items point at from the local copy, in the board's order: a vendor
// with every pricing option of its products, or a product with its vendor, the chosen tier and option,
// and the options it could be bought with. Items missing from the catalogue drop out.
import { useLiveQuery } from 'dexie-react-hooks'
import type { ItemType, PricingOption, Product, ProductTier, Vendor } from '../../../sync/schemas'
import type { BoardItemRef } from './boards'
import { db } from '../../db/db'

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

async function optionsOfTiers(tierIds: number[]): Promise<PricingOption[]> {
  return tierIds.length ? db.pricingOptions.where('productTierId').anyOf(tierIds).toArray() : []
}

async function loadVendors(refs: readonly BoardItemRef[]): Promise<VendorBoardItem[]> {
  const vendors = await db.vendors.bulkGet(refs.map((r) => r.itemId))
  const present = vendors.filter((v): v is Vendor => !!v)
  const products = present.length ? await db.products.where('vendorId').anyOf(present.map((v) => v.id)).toArray() : []
  const tiers = products.length ? await db.productTiers.where('productId').anyOf(products.map((p) => p.id)).toArray() : []
  const options = await optionsOfTiers(tiers.map((t) => t.id))
  const vendorOfTier = new Map(tiers.map((t) => [t.id, products.find((p) => p.id === t.productId)?.vendorId]))
  return refs.flatMap((ref, i) => {
    const vendor = vendors[i]
    return vendor ? [{ kind: 'vendor' as const, ref, vendor, options: options.filter((o) => vendorOfTier.get(o.productTierId) === vendor.id) }] : []
  })
}

async function loadProducts(refs: readonly BoardItemRef[]): Promise<ProductBoardItem[]> {
  const products = await db.products.bulkGet(refs.map((r) => r.itemId))
  const present = products.filter((p): p is Product => !!p)
  const [vendors, tiers] = await Promise.all([
    db.vendors.bulkGet(present.map((p) => p.vendorId)),
    present.length ? db.productTiers.where('productId').anyOf(present.map((p) => p.id)).toArray() : [],
  ])
  const options = await optionsOfTiers(tiers.map((t) => t.id))
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
  return useLiveQuery<LoadedBoardItem[]>(() => (type === 'vendor' ? loadVendors(refs) : loadProducts(refs)), [type, key])
}
