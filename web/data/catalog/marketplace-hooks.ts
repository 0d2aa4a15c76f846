// Bulk reads for the two marketplaces: every vendor's and product's pricing options at once, so the
// price filter, the price sort and the cards' price lines agree and no card reads on its own. Key cursors
// walk the vendorId and productId indexes without reading whole product or tier rows.
import type { Collection } from 'dexie'
import { useCatalogQuery } from './catalog-query'
import { pricingEntriesByVendor } from '../../../sync/rules/price-summary'
import type { PricingOption } from '../../../sync/schemas'
import { useSyncStatus } from '../../sync/status-store'
import { db } from '../../db/db'

/** id -> index key pairs of a table index, read from keys only. */
async function keyPairs(collection: Pick<Collection, 'eachKey'>): Promise<{ id: number; key: number }[]> {
  const pairs: { id: number; key: number }[] = []
  await collection.eachKey((key, cursor) => {
    pairs.push({ id: cursor.primaryKey as number, key: key as number })
  })
  return pairs
}

async function readCatalogLinks() {
  const [productPairs, tierPairs, options] = await Promise.all([
    keyPairs(db.products.orderBy('vendorId')),
    keyPairs(db.productTiers.orderBy('productId')),
    db.pricingOptions.toArray(),
  ])
  const products = productPairs.map(({ id, key }) => ({ id, vendorId: key }))
  const tiers = tierPairs.map(({ id, key }) => ({ id, productId: key }))
  return { products, tiers, options }
}

/** Pricing options grouped by vendor (option -> tier -> product -> vendor); undefined while reading. */
export function useVendorPricingEntries(): Map<number, PricingOption[]> | undefined {
  return useCatalogQuery(async () => {
    const { products, tiers, options } = await readCatalogLinks()
    return pricingEntriesByVendor(products, tiers, options)
  }, [])
}

/** Pricing options grouped by product (option -> tier -> product); undefined while reading. */
export function useProductPricingEntries(): Map<number, PricingOption[]> | undefined {
  return useCatalogQuery(async () => {
    const [tierPairs, options] = await Promise.all([keyPairs(db.productTiers.orderBy('productId')), db.pricingOptions.toArray()])
    const productOfTier = new Map(tierPairs.map(({ id, key }) => [id, key]))
    const byProduct = new Map<number, PricingOption[]>()
    for (const option of options) {
      const productId = productOfTier.get(option.productTierId)
      if (productId === undefined) continue
      const list = byProduct.get(productId)
      if (list) list.push(option)
      else byProduct.set(productId, [option])
    }
    return byProduct
  }, [])
}

/**
 * Whether a list read from the copy can be shown: it is read, no first download is under way (for the
 * vendor list: or it has brought every vendor already), and an empty copy counts as "none" only once
 * a sync has finished, failed, or cannot run (offline).
 */
export function useCopyReady(rows: readonly unknown[] | undefined, list?: 'vendors'): boolean {
  const firstLoad = useSyncStatus((s) => s.firstLoad.active && !(list === 'vendors' && s.firstLoad.vendorsReady))
  const settled = useSyncStatus((s) => !s.online || s.error !== null || s.lastSyncedAt !== null)
  return rows !== undefined && !firstLoad && (rows.length > 0 || settled)
}
