// Live reads for the vendor detail page, from the local copy (so a vendor page opens offline, even one
// never opened before): the vendor's products with their pricing options, similar vendors, and whether
// the copy is complete enough that a missing vendor really is missing.
import { useLiveQuery } from 'dexie-react-hooks'
import { compareByListName } from '../../../sync/rules/list-order'
import { similarVendors } from '../../../sync/rules/similar-vendors'
import { figureAmount, productPriceFigure, type PriceFigure } from '../../../sync/rules/price-figure'
import type { PricingOption, Product, Vendor } from '../../../sync/schemas'
import { firstLoadPending } from '../../sync/first-download/staged-download'
import { catalogueReadable, useSyncStatus } from '../../sync/base/status-store'
import { db } from '../../db/db'
import { useCatalogRead } from './catalog-query'
import { useDisplayCurrency } from './display-currency'

/**
 * Whether "not in the copy" means "does not exist": true once the catalogue has been downloaded, or
 * when the download cannot happen now (offline, or it failed). Until then a detail page shows its
 * placeholder rather than a premature "Not Found" on a first visit.
 */
export function useCatalogReady(): boolean {
  // Downloaded means a cursor and nothing left staged (a first download's rows not yet in their tables).
  const downloaded = useLiveQuery(async () => !(await firstLoadPending(db)), [])
  // ...or held in memory whole while its rows are written to their tables (catalog-reader.ts).
  const settled = useSyncStatus((s) => !s.online || s.error !== null || s.lastSyncedAt !== null || (s.firstLoad.active && catalogueReadable(s, 'all')))
  return !!downloaded || settled
}

/** A product of the vendor with every pricing option of its tiers, and its price figure (sync/rules/price-figure) in the display currency. */
export interface VendorProduct extends Product {
  options: PricingOption[]
  figure: PriceFigure
  /** The figure's amount, for sorting by price (null: contact for pricing). */
  startingPrice: number | null
}

/** The vendor's products, by name; undefined while reading. */
export function useVendorProducts(vendorId: number | undefined): VendorProduct[] | undefined {
  const currency = useDisplayCurrency()
  return useCatalogRead(async (read) => {
    if (vendorId === undefined) return []
    const products = await read.productsOfVendors([vendorId])
    const tiers = await read.tiersOfProducts(products.map((p) => p.id))
    const options = await read.optionsOfTiers(tiers.map((t) => t.id))
    const productOfTier = new Map(tiers.map((t) => [t.id, t.productId]))
    return products
      .map((product) => {
        const own = options.filter((o) => productOfTier.get(o.productTierId) === product.id)
        const figure = productPriceFigure(product, own, currency)
        return { ...product, options: own, figure, startingPrice: figureAmount(figure) }
      })
      .sort(compareByListName)
  }, [vendorId, currency])
}

/** Up to 3 other vendors of the same category (sync/rules/similar-vendors.ts). */
export function useSimilarVendors(vendor: Pick<Vendor, 'id' | 'category'> | null | undefined): Vendor[] | undefined {
  const id = vendor?.id
  const category = vendor?.category?.trim()
  return useCatalogRead(async (read) => (category ? similarVendors(id, await read.vendorsOfCategory(category)) : []), [id, category])
}
