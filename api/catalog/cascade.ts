// Deleting catalogue rows deletes what hangs off them, each with its own tombstone so every client's
// copy follows: vendor -> products -> tiers -> pricing options, plus favourites and cart lines that
// point at a deleted vendor, product, tier or option, and the notes buyers kept on a deleted vendor. Evaluation boards, featured comparisons and
// orders keep their references (orders hold a price snapshot; boards show the item as removed).
import type { Db } from '../db/connection'
import { deleteRow, deleteWhere } from '../db/repo'
import { cartLinesTable, favoritesTable, pricingOptionsTable, productsTable, tiersTable, vendorNotesTable, vendorsTable } from '../db/tables'

export function deletePricingOption(db: Db, optionId: number): void {
  deleteWhere(db, cartLinesTable, 'pricing_option_id = ?', optionId)
  deleteRow(db, pricingOptionsTable, optionId)
}

export function deleteTier(db: Db, tierId: number): void {
  const optionIds = db.prepare('SELECT id FROM pricing_options WHERE product_tier_id = ?').pluck().all(tierId) as number[]
  for (const id of optionIds) deletePricingOption(db, id)
  deleteWhere(db, cartLinesTable, 'tier_id = ?', tierId)
  deleteRow(db, tiersTable, tierId)
}

export function deleteProduct(db: Db, productId: number): void {
  const tierIds = db.prepare('SELECT id FROM product_tiers WHERE product_id = ?').pluck().all(productId) as number[]
  for (const id of tierIds) deleteTier(db, id)
  deleteWhere(db, cartLinesTable, 'product_id = ?', productId)
  deleteWhere(db, favoritesTable, "item_type = 'product' AND item_id = ?", productId)
  deleteRow(db, productsTable, productId)
}

export function deleteVendor(db: Db, vendorId: number): void {
  const productIds = db.prepare('SELECT id FROM products WHERE vendor_id = ?').pluck().all(vendorId) as number[]
  for (const id of productIds) deleteProduct(db, id)
  deleteWhere(db, favoritesTable, "item_type = 'vendor' AND item_id = ?", vendorId)
  deleteWhere(db, vendorNotesTable, 'vendor_id = ?', vendorId)
  deleteRow(db, vendorsTable, vendorId)
}
