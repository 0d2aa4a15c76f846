// Tier and pricing-option queries. Options listed per product or per vendor also carry where they
// hang (productId; for vendors also productName and tierName), so clients need no second lookup.
import type { PricingOption, ProductTier } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { findById, findWhere } from '../db/repo'
import { fromRow, type Row } from '../db/table'
import { pricingOptionsTable, tiersTable } from '../db/tables'

/** An option listed per product carries its product's id. */
export type ProductPricingOption = PricingOption & { productId: number }
/** An option listed per vendor also carries its product's and tier's names. */
export type VendorPricingOption = ProductPricingOption & { productName: string; tierName: string }

export const findTier = async (db: Db, id: number) => await findById(db, tiersTable, id)
export const findPricingOption = async (db: Db, id: number) => await findById(db, pricingOptionsTable, id)
export const productExists = async (db: Db, id: number) => await db.get('SELECT 1 FROM products WHERE id = ?', id) !== undefined

export async function listTiers(db: Db, productId: number): Promise<ProductTier[]> {
  return await findWhere(db, tiersTable, 'product_id = ? ORDER BY sort_order, id', productId)
}

export async function listProductPricing(db: Db, productId: number): Promise<ProductPricingOption[]> {
  const rows = await db.all<(Row & { owner_product_id: number })>(`SELECT o.*, t.product_id AS owner_product_id FROM pricing_options o JOIN product_tiers t ON t.id = o.product_tier_id
       WHERE t.product_id = ? ORDER BY t.sort_order, t.id, o.id`, productId)
  return rows.map((row) => ({ ...fromRow(pricingOptionsTable, row), productId: row.owner_product_id }))
}

export async function listVendorPricing(db: Db, vendorId: number): Promise<VendorPricingOption[]> {
  const rows = await db.all<(Row & { owner_product_id: number; owner_product_name: string; owner_tier_name: string })>(`SELECT o.*, p.id AS owner_product_id, p.name AS owner_product_name, t.name AS owner_tier_name
       FROM pricing_options o JOIN product_tiers t ON t.id = o.product_tier_id JOIN products p ON p.id = t.product_id
       WHERE p.vendor_id = ? ORDER BY lower(p.name), p.id, t.sort_order, t.id, o.id`, vendorId)
  return rows.map((row) => ({
    ...fromRow(pricingOptionsTable, row),
    productId: row.owner_product_id,
    productName: row.owner_product_name,
    tierName: row.owner_tier_name,
  }))
}

/** Ids of the options of a tier that hold the recommended flag, except `exceptId`. */
export async function otherRecommendedOptionIds(db: Db, tierId: number, exceptId: number): Promise<number[]> {
  return await db.values<number>('SELECT id FROM pricing_options WHERE product_tier_id = ? AND is_recommended = 1 AND id != ?', tierId, exceptId)
}

export async function optionIdsOfProduct(db: Db, productId: number): Promise<number[]> {
  return await db.values<number>('SELECT o.id FROM pricing_options o JOIN product_tiers t ON t.id = o.product_tier_id WHERE t.product_id = ?', productId)
}

export async function tierIdsOfProduct(db: Db, productId: number): Promise<number[]> {
  return await db.values<number>('SELECT id FROM product_tiers WHERE product_id = ?', productId)
}
