// The benchmark catalogue generator behind `npm run seed:large`: N vendors and M products spread
// evenly over them, each product with 1-3 tiers of 1-2 pricing options (or none, with pricing: false:
// the same vendors and products, for the first-sync budget's 60,000-row catalogue). Rows go through insertRows
// (api/db/repo.ts), so each is versioned and logged exactly as insertRow would, with statements
// prepared once. Vendors are written in chunks, one transaction each, to bound memory.
import { slugify, uniqueSlug } from '../../../sync/rules/slugify'
import type { Db } from '../connection'
import { insertRows } from '../repo'
import { pricingOptionsTable, productsTable, tiersTable, vendorsTable } from '../tables'
import { largeProduct, largeTiers, largeVendor, prng } from './large-rows'

export interface LargeCounts { vendors: number; products: number; tiers: number; options: number }

const CHUNK = 1000

export interface LargeWant {
  vendors: number
  products: number
  /** Tiers and pricing options for every product (default true). */
  pricing?: boolean
}

export async function generateLargeCatalog(db: Db, want: LargeWant, seed = 42): Promise<LargeCounts> {
  if (want.products > 0 && want.vendors < 1) throw new Error('Products need at least one vendor')
  const rand = prng(seed)
  const now = new Date().toISOString()
  const counts: LargeCounts = { vendors: 0, products: 0, tiers: 0, options: 0 }
  const productSlugs = new Set(await db.values<string>('SELECT slug FROM products'))
  const perVendor = (v: number) => Math.floor(want.products / want.vendors) + (v < want.products % want.vendors ? 1 : 0)

  for (let first = 0; first < want.vendors; first += CHUNK) {
    await db.transaction(async (tx) => {
      const vendors = Array.from({ length: Math.min(CHUNK, want.vendors - first) }, (_, i) => largeVendor(first + i, rand, now))
      const vendorIds = await insertRows(tx, vendorsTable, vendors.map(({ stem: _stem, ...values }) => values))
      const products = vendors.flatMap((vendor, i) =>
        Array.from({ length: perVendor(first + i) }, (_, k) => {
          const values = largeProduct(vendor, vendorIds[i], k, rand, now)
          const slug = uniqueSlug(slugify(values.name as string), (s) => productSlugs.has(s))
          productSlugs.add(slug)
          return { ...values, slug }
        }),
      )
      const productIds = await insertRows(tx, productsTable, products)
      // Plans are generated even when they are not stored, so the random stream (and with it every
      // vendor and product) is the same with or without pricing.
      const generated = products.flatMap((product, i) => largeTiers(product, productIds[i], rand))
      const plans = want.pricing === false ? [] : generated
      const tierIds = await insertRows(tx, tiersTable, plans.map((p) => p.tier))
      const options = plans.flatMap((plan, i) => plan.options.map((o) => ({ ...o, productTierId: tierIds[i] })))
      await insertRows(tx, pricingOptionsTable, options)
      counts.vendors += vendors.length
      counts.products += products.length
      counts.tiers += plans.length
      counts.options += options.length
    })
  }
  return counts
}
