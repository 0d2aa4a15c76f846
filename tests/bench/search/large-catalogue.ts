// The benchmark catalogue in memory, shaped like the Dexie rows (sync/schemas Vendor and Product): the
// same deterministic generator as `npm run seed:large` (api/db/seed/large-rows.ts), without SQLite, so
// the search benchmarks run in Node and in a browser page alike.
import { largeProduct, largeVendor, prng } from '../../../api/db/seed/large-rows'
import { slugify } from '../../../sync/rules/slugify'
import type { Product, Vendor } from '../../../sync/schemas'

export interface LargeCatalogue { vendors: Vendor[]; products: Product[] }

/** `vendors` vendors and `products` products spread evenly over them (defaults: 10,000 and 50,000). */
export function largeCatalogue(vendors = 10_000, products = 50_000, seed = 42): LargeCatalogue {
  const rand = prng(seed)
  const now = new Date(0).toISOString()
  const vendorRows: Vendor[] = []
  const productRows: Product[] = []
  const slugs = new Set<string>()
  for (let i = 0; i < vendors; i++) {
    const generated = largeVendor(i, rand, now)
    const { stem: _stem, ...values } = generated
    vendorRows.push({ ...values, id: i + 1, version: i + 1 } as Vendor)
    const perVendor = Math.floor(products / vendors) + (i < products % vendors ? 1 : 0)
    for (let k = 0; k < perVendor; k++) {
      const row = largeProduct(generated, i + 1, k, rand, now)
      const slug = uniqueIn(slugs, slugify(row.name as string))
      productRows.push({ ...row, id: productRows.length + 1, version: vendors + productRows.length + 1, slug, pricingDetails: null } as Product)
    }
  }
  return { vendors: vendorRows, products: productRows }
}

function uniqueIn(taken: Set<string>, slug: string): string {
  let candidate = slug
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`
  taken.add(candidate)
  return candidate
}
