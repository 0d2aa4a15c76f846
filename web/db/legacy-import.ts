// The original app kept compare lists in local storage. On first run their contents
// move into the local database once and the keys are removed. Featured comparisons were admin data:
// they are kept aside in meta until an admin signs in and the admin area sends them to the server.
import type { VettedDb } from './db'

export const LEGACY_KEYS = ['compareVendors', 'productComparison', 'featuredComparisons'] as const
export const LEGACY_FEATURED_KEY = 'legacyFeaturedComparisons'

type Loose = Record<string, unknown>

function readJsonArray(storage: Storage, key: string): Loose[] {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown
    return Array.isArray(value) ? value.filter((v): v is Loose => !!v && typeof v === 'object') : []
  } catch (err) {
    console.error(`Ignoring unreadable ${key} in local storage`, err)
    return []
  }
}

const idOf = (v: unknown): number | null => {
  const n = typeof v === 'object' && v ? Number((v as Loose).id) : Number(v)
  return Number.isInteger(n) && n > 0 ? n : null
}

export async function importLegacyStorage(db: VettedDb, storage: Storage = localStorage): Promise<number> {
  if (!LEGACY_KEYS.some((k) => storage.getItem(k) !== null)) return 0
  const vendors = readJsonArray(storage, 'compareVendors')
  const products = readJsonArray(storage, 'productComparison')
  const featured = readJsonArray(storage, 'featuredComparisons')
  const now = Date.now()
  let imported = 0
  await db.transaction('rw', db.vendorCompare, db.productCompare, db.meta, async () => {
    for (const [i, v] of vendors.entries()) {
      const vendorId = idOf(v)
      if (vendorId && !(await db.vendorCompare.get(vendorId))) {
        await db.vendorCompare.put({ vendorId, addedAt: now + i })
        imported++
      }
    }
    for (const [i, item] of products.slice(0, 4).entries()) {
      const productId = idOf(item.product) ?? idOf(item.productId)
      if (!productId) continue
      const tierId = idOf(item.tier)
      await db.productCompare.put({
        id: tierId ? `${productId}-${tierId}` : String(productId),
        productId,
        tierId,
        pricingOptionId: idOf(item.pricingOption),
        addedAt: now + i,
      })
      imported++
    }
    if (featured.length) {
      await db.meta.put({ key: LEGACY_FEATURED_KEY, value: featured })
      imported += featured.length
    }
  })
  for (const k of LEGACY_KEYS) storage.removeItem(k)
  return imported
}
