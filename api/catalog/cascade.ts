// Deleting catalogue rows deletes what hangs off them, each with its own tombstone so every client's
// copy follows: vendor -> products -> tiers -> pricing options, plus favourites and cart lines that
// point at a deleted vendor, product, tier or option, and the notes buyers kept on a deleted vendor. Evaluation boards, featured comparisons and
// orders keep their references (orders hold a price snapshot; boards show the item as removed).
import type { Db } from '../db/connection'
import { deleteRow, deleteWhere } from '../db/repo'
import { cartLinesTable, favoritesTable, pricingOptionsTable, productsTable, tiersTable, vendorNotesTable, vendorsTable } from '../db/tables'

export async function deletePricingOption(db: Db, optionId: number): Promise<void> {
  await deleteWhere(db, cartLinesTable, 'pricing_option_id = ?', optionId)
  await deleteRow(db, pricingOptionsTable, optionId)
}

export async function deleteTier(db: Db, tierId: number): Promise<void> {
  const optionIds = await db.values<number>('SELECT id FROM pricing_options WHERE product_tier_id = ?', tierId)
  for (const id of optionIds) await deletePricingOption(db, id)
  await deleteWhere(db, cartLinesTable, 'tier_id = ?', tierId)
  await deleteRow(db, tiersTable, tierId)
}

export async function deleteProduct(db: Db, productId: number): Promise<void> {
  const tierIds = await db.values<number>('SELECT id FROM product_tiers WHERE product_id = ?', productId)
  for (const id of tierIds) await deleteTier(db, id)
  await deleteWhere(db, cartLinesTable, 'product_id = ?', productId)
  await deleteWhere(db, favoritesTable, "item_type = 'product' AND item_id = ?", productId)
  await deleteRow(db, productsTable, productId)
}

export async function deleteVendor(db: Db, vendorId: number): Promise<void> {
  const productIds = await db.values<number>('SELECT id FROM products WHERE vendor_id = ?', vendorId)
  for (const id of productIds) await deleteProduct(db, id)
  await deleteWhere(db, favoritesTable, "item_type = 'vendor' AND item_id = ?", vendorId)
  await deleteWhere(db, vendorNotesTable, 'vendor_id = ?', vendorId)
  await deleteRow(db, vendorsTable, vendorId)
}
