// Price-change alerts on the buyer's favourites (rules: sync/rules/price-changes). This device keeps,
// per buyer, the price summary it last showed for each favourite in a `meta` row; the favourites'
// summaries are computed from the local copy by the price rule every screen uses (sync/rules/price-figure,
// in the display currency), so a price that sync brings in shows up as a change until the buyer marks it
// as seen.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { markSeen, priceChanges, recordNewFavorites, type PriceChange, type PriceSummary, type SeenPrices } from '../../../sync/rules/price-changes'
import {
  figureAmount, figureCurrencyOf, priceFigureText, pricingEntriesByVendor, productPriceFigure, vendorPriceFigure, type PriceFigure,
} from '../../../sync/rules/price-figure'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { readDisplayCurrency, useDisplayCurrency } from '../catalog/display-currency'
import { useCatalogReady } from '../catalog/vendor-detail-hooks'
import { useSyncStatus } from '../../sync/base/status-store'

export type { PriceChange } from '../../../sync/rules/price-changes'

const seenKey = (userId: number) => `priceAlerts.seen.${userId}`

const summaryOf = (figure: PriceFigure) => ({ label: priceFigureText(figure), amount: figureAmount(figure), currency: figureCurrencyOf(figure) })

/** Today's price summary of each of the buyer's favourites that the local copy holds, in the display currency where offered. */
export async function readFavoriteSummaries(d: VettedDb, userId: number, currency: string = readDisplayCurrency()): Promise<PriceSummary[]> {
  const favorites = (await d.favorites.toArray()).filter((f) => f.userId === userId)
  const idsOf = (type: 'vendor' | 'product') => [...new Set(favorites.filter((f) => f.itemType === type).map((f) => f.itemId))]
  const vendors = (await d.vendors.bulkGet(idsOf('vendor'))).filter((v) => !!v)
  const favProducts = (await d.products.bulkGet(idsOf('product'))).filter((p) => !!p)
  // Every product of a favourite vendor counts towards the vendor's starting price.
  const vendorProducts = vendors.length ? await d.products.where('vendorId').anyOf(vendors.map((v) => v.id)).toArray() : []
  const products = [...vendorProducts, ...favProducts.map((p) => p)]
  const tiers = products.length ? await d.productTiers.where('productId').anyOf([...new Set(products.map((p) => p.id))]).toArray() : []
  const options = tiers.length ? await d.pricingOptions.where('productTierId').anyOf(tiers.map((t) => t.id)).toArray() : []
  const byVendor = pricingEntriesByVendor(vendorProducts, tiers, options)
  const summaries: PriceSummary[] = vendors.map((v) => {
    const entries = byVendor.get(v.id) ?? []
    return { itemType: 'vendor', itemId: v.id, name: v.name, slug: v.slug, ...summaryOf(vendorPriceFigure(v, entries, currency)) }
  })
  for (const p of favProducts) {
    const tierIds = new Set(tiers.filter((t) => t.productId === p.id).map((t) => t.id))
    const own = options.filter((o) => tierIds.has(o.productTierId))
    summaries.push({ itemType: 'product', itemId: p.id, name: p.name, slug: p.slug, ...summaryOf(productPriceFigure(p, own, currency)) })
  }
  return summaries
}

export async function readSeen(d: VettedDb, userId: number): Promise<SeenPrices> {
  return ((await d.meta.get(seenKey(userId)))?.value as SeenPrices | undefined) ?? {}
}

const tablesOf = (d: VettedDb) => [d.favorites, d.vendors, d.products, d.productTiers, d.pricingOptions, d.meta]

/** Records favourites this device has not seen yet at today's price (and forgets unsaved ones). */
export async function recordFavoritePrices(d: VettedDb, userId: number): Promise<void> {
  await d.transaction('rw', tablesOf(d), async () => {
    const next = recordNewFavorites(await readSeen(d, userId), await readFavoriteSummaries(d, userId))
    if (next) await d.meta.put({ key: seenKey(userId), value: next })
  })
}

/** "Mark as seen": today's prices become the ones last seen (every favourite, or the keys given). */
export async function markPricesSeen(userId: number, keys?: string[], d: VettedDb = appDb): Promise<void> {
  await d.transaction('rw', tablesOf(d), async () => {
    const next = markSeen(await readSeen(d, userId), await readFavoriteSummaries(d, userId), keys)
    await d.meta.put({ key: seenKey(userId), value: next })
  })
}

/** The signed-in buyer's favourites whose price changed since last seen; undefined while reading. */
export async function readPriceChanges(d: VettedDb, userId: number): Promise<PriceChange[]> {
  return priceChanges(await readSeen(d, userId), await readFavoriteSummaries(d, userId))
}

export function usePriceAlerts(): PriceChange[] | undefined {
  const userId = useSession((s) => s.user?.id)
  const ready = useCatalogReady()
  const firstLoad = useSyncStatus((s) => s.firstLoad.active)
  const currency = useDisplayCurrency() // read again when the buyer picks another currency
  const changes = useLiveQuery(async () => (userId === undefined ? [] : readPriceChanges(appDb, userId)), [userId, currency])
  // Favourites saved since the last look are recorded once the catalogue is in (not half-downloaded,
  // which would record "Contact for pricing" and then report every real price as a change).
  const favoriteCount = useLiveQuery(() => appDb.favorites.count(), [])
  useEffect(() => {
    if (userId === undefined || !ready || firstLoad) return
    void recordFavoritePrices(appDb, userId).catch((err) => console.error('Could not record favourite prices', err))
  }, [userId, ready, firstLoad, favoriteCount, currency])
  return changes
}
