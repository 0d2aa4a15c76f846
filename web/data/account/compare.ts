// The two compare lists, kept in the local database only: the Quick Compare Board
// of vendors and the product compare list (at most 4 items). The old local-storage keys are imported once
// by legacy-import.ts. A failure to read or save is logged and the list becomes empty.
import { useLiveQuery } from 'dexie-react-hooks'
import { useCatalogRead } from '../catalog/catalog-query'
import type { CatalogReader } from '../catalog/catalog-reader'
import type { PricingOption, Product, ProductTier, Vendor } from '../../../sync/schemas'
import { db } from '../../db/db'

/** The product compare list holds at most 4 items. */
export const PRODUCT_COMPARE_LIMIT = 4

/** Logs the failure and empties the list (which may fail too: then it is only logged). */
async function failed(what: string, error: unknown, table: typeof db.vendorCompare | typeof db.productCompare): Promise<false> {
  console.error(`Could not ${what}; the list is emptied`, error)
  await table.clear().catch((clearError: unknown) => console.error('Could not empty the compare list', clearError))
  return false
}

// ---- Vendor board ----

/** Adds a vendor unless it is already on the board. Returns whether it was added (the screens announce it: web/components/compare-actions.ts). */
export async function addVendorToCompare(vendor: Pick<Vendor, 'id' | 'name'>): Promise<boolean> {
  try {
    const added = await db.transaction('rw', db.vendorCompare, async () => {
      if (await db.vendorCompare.get(vendor.id)) return false
      await db.vendorCompare.add({ vendorId: vendor.id, addedAt: Date.now() })
      return true
    })
    return added
  } catch (error) {
    return failed('save the Quick Compare Board', error, db.vendorCompare)
  }
}

export async function removeVendorFromCompare(vendorId: number): Promise<void> {
  await db.vendorCompare.delete(vendorId).catch((error: unknown) => failed('save the Quick Compare Board', error, db.vendorCompare))
}

export async function clearVendorCompare(): Promise<void> {
  await db.vendorCompare.clear().catch((error: unknown) => console.error('Could not empty the Quick Compare Board', error))
}

/** Replaces the board with these vendors, in this order (duplicates kept once). */
export async function replaceVendorCompare(vendorIds: readonly number[]): Promise<void> {
  const now = Date.now()
  const unique = [...new Set(vendorIds)]
  await db
    .transaction('rw', db.vendorCompare, async () => {
      await db.vendorCompare.clear()
      await db.vendorCompare.bulkAdd(unique.map((vendorId, i) => ({ vendorId, addedAt: now + i })))
    })
    .catch((error: unknown) => failed('save the Quick Compare Board', error, db.vendorCompare))
}

async function readVendorBoard(read: CatalogReader): Promise<Vendor[]> {
  try {
    const items = await db.vendorCompare.orderBy('addedAt').toArray()
    const vendors = await read.vendorsById(items.map((i) => i.vendorId))
    return vendors.filter((v): v is Vendor => !!v) // a vendor deleted from the catalogue drops out
  } catch (error) {
    console.error('Could not read the Quick Compare Board; showing it empty', error)
    return []
  }
}

/** The vendors on the board in the order they were added; undefined while reading. */
export function useVendorCompare(): Vendor[] | undefined {
  return useCatalogRead(readVendorBoard, [])
}

/** Whether the vendor is on the board (false while reading). */
export function useIsVendorCompared(vendorId: number): boolean {
  return useLiveQuery(async () => !!(await db.vendorCompare.get(vendorId).catch(() => undefined)), [vendorId]) ?? false
}

/** The ids of the vendors on the Quick Compare Board, in one read for a whole list of cards; empty while reading. */
export function useComparedVendorIds(): ReadonlySet<number> {
  return useLiveQuery(async () => new Set((await db.vendorCompare.toCollection().primaryKeys().catch(() => [])) as number[]), []) ?? NO_IDS
}
const NO_IDS: ReadonlySet<number> = new Set()

// ---- Both lists ----

/** How many items each list holds (the header's compare count); zeros while reading. */
export function useCompareCounts(): { vendors: number; products: number } {
  return useLiveQuery(async () => ({ vendors: await db.vendorCompare.count(), products: await db.productCompare.count() }), []) ?? NO_ITEMS
}
const NO_ITEMS = { vendors: 0, products: 0 }

// ---- Product list ----

export interface ProductCompareRequest {
  productId: number
  tierId?: number | null
  pricingOptionId?: number | null
}
export type ProductCompareResult = 'added' | 'already-added' | 'full' | 'failed'

/** The item id: the product id, or "productId-tierId" when a tier is given. */
export const productCompareId = ({ productId, tierId }: ProductCompareRequest) => (tierId ? `${productId}-${tierId}` : String(productId))

/** Adds an item unless the same id is there or 4 items are held (web/components/compare-actions.ts announces the outcome). */
export async function addProductToCompare(request: ProductCompareRequest): Promise<ProductCompareResult> {
  const id = productCompareId(request)
  try {
    const result = await db.transaction('rw', db.productCompare, async (): Promise<ProductCompareResult> => {
      if (await db.productCompare.get(id)) return 'already-added'
      if ((await db.productCompare.count()) >= PRODUCT_COMPARE_LIMIT) return 'full'
      const { productId, tierId = null, pricingOptionId = null } = request
      await db.productCompare.add({ id, productId, tierId: tierId ?? null, pricingOptionId: pricingOptionId ?? null, addedAt: Date.now() })
      return 'added'
    })
    return result
  } catch (error) {
    await failed('save the product comparison', error, db.productCompare)
    return 'failed'
  }
}

export async function removeProductCompareItem(itemId: string): Promise<void> {
  await db.productCompare.delete(itemId).catch((error: unknown) => failed('save the product comparison', error, db.productCompare))
}

/** Removes every item of the product (with or without a tier). */
export async function removeProductFromCompare(productId: number): Promise<void> {
  await db.productCompare.where('productId').equals(productId).delete()
    .catch((error: unknown) => failed('save the product comparison', error, db.productCompare))
}

export async function clearProductCompare(): Promise<void> {
  await db.productCompare.clear().catch((error: unknown) => console.error('Could not empty the product comparison', error))
}

/** Loads a saved list in place of the current one (the first 4 distinct items). */
export async function loadProductCompare(requests: readonly ProductCompareRequest[]): Promise<void> {
  const now = Date.now()
  const byId = new Map(requests.map((r) => [productCompareId(r), r]))
  const items = [...byId].slice(0, PRODUCT_COMPARE_LIMIT).map(([id, r], i) => ({
    id, productId: r.productId, tierId: r.tierId ?? null, pricingOptionId: r.pricingOptionId ?? null, addedAt: now + i,
  }))
  await db
    .transaction('rw', db.productCompare, async () => {
      await db.productCompare.clear()
      await db.productCompare.bulkAdd(items)
    })
    .catch((error: unknown) => failed('save the product comparison', error, db.productCompare))
}

/** An item of the product list as screens read it: the product with its tier and option, if any. */
export interface ProductCompareEntry {
  id: string
  product: Product
  tier: ProductTier | null
  pricingOption: PricingOption | null
}

async function readProductList(read: CatalogReader): Promise<ProductCompareEntry[]> {
  try {
    const items = await db.productCompare.orderBy('addedAt').toArray()
    const [products, tiers, options] = await Promise.all([
      read.productsById(items.map((i) => i.productId)),
      read.tiersById(items.map((i) => i.tierId ?? -1)),
      read.optionsById(items.map((i) => i.pricingOptionId ?? -1)),
    ])
    return items.flatMap((item, i) => {
      const product = products[i]
      return product ? [{ id: item.id, product, tier: tiers[i] ?? null, pricingOption: options[i] ?? null }] : []
    })
  } catch (error) {
    console.error('Could not read the product comparison; showing it empty', error)
    return []
  }
}

/** The product compare list in the order items were added; undefined while reading. */
export function useProductCompare(): ProductCompareEntry[] | undefined {
  return useCatalogRead(readProductList, [])
}

/** Whether the product (any tier) is on the compare list (false while reading). */
export function useIsProductCompared(productId: number): boolean {
  return useLiveQuery(async () => (await db.productCompare.where('productId').equals(productId).count().catch(() => 0)) > 0, [productId]) ?? false
}
