// Writes the demo vendors, their products, tiers and pricing options through insertRow, so every
// row is versioned and in the change log like any admin write. Runs inside the caller's transaction.
import type { Db } from '../connection'
import { insertRow } from '../repo'
import { pricingOptionsTable, productsTable, tiersTable, vendorsTable } from '../tables'
import { productValues, vendorValues } from './catalog-values'
import { DEMO_PRODUCTS, DEMO_VENDORS } from './data/catalog'
import { planTiers } from './pricing-plans'

export interface SeededCatalog {
  vendorIds: Map<string, number>
  productIds: Map<string, number>
  counts: { vendors: number; products: number; tiers: number; options: number }
}

export async function seedCatalog(db: Db): Promise<SeededCatalog> {
  const vendorIds = new Map<string, number>()
  const productIds = new Map<string, number>()
  const counts = { vendors: 0, products: 0, tiers: 0, options: 0 }
  for (const [seq, v] of DEMO_VENDORS.entries()) {
    vendorIds.set(v.name, (await insertRow(db, vendorsTable, vendorValues(v, seq))).id)
    counts.vendors++
  }
  for (const [seq, p] of DEMO_PRODUCTS.entries()) {
    const vendor = DEMO_VENDORS.find((v) => v.name === p.vendor)
    const vendorId = vendorIds.get(p.vendor)
    if (!vendor || !vendorId) throw new Error(`Demo product ${p.name} names an unknown vendor ${p.vendor}`)
    const productId = (await insertRow(db, productsTable, productValues(p, vendor, vendorId, seq))).id
    productIds.set(p.name, productId)
    counts.products++
    for (const { tier, options } of planTiers(p, seq)) {
      const productTierId = (await insertRow(db, tiersTable, { ...tier, productId })).id
      counts.tiers++
      for (const option of options) await insertRow(db, pricingOptionsTable, { ...option, productTierId })
      counts.options += options.length
    }
  }
  return { vendorIds, productIds, counts }
}
