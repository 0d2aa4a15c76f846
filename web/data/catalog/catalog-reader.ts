// The catalogue reads the screens' hooks make, in one place, from wherever the catalogue is now: the
// local tables, or, while a first download's rows are still being written to them, the download held
// in memory (web/sync/first-download/staged-catalog.ts). The hooks are written once against CatalogReader; which one
// they get follows the sync status, so they read again when it changes.
import type { Collection } from 'dexie'
import type { Category, PricingOption, Product, ProductTier, Vendor } from '../../../sync/schemas'
import { stagedCatalog, type StagedCatalog } from '../../sync/first-download/staged-catalog'
import { useSyncStatus, type CataloguePart, type SyncStatus } from '../../sync/base/status-store'
import { db } from '../../db/db'
import { readWholeTable } from '../../db/list-cache'

export interface CatalogReader {
  vendors(): Promise<Vendor[]>
  vendorCount(): Promise<number>
  /** Every vendor's category, blank ones left out (one per vendor). */
  vendorCategories(): Promise<string[]>
  products(): Promise<Product[]>
  categories(): Promise<Category[]>
  /** In the order of `ids`; undefined where there is no such row. */
  vendorsById(ids: number[]): Promise<(Vendor | undefined)[]>
  productsById(ids: number[]): Promise<(Product | undefined)[]>
  tiersById(ids: number[]): Promise<(ProductTier | undefined)[]>
  optionsById(ids: number[]): Promise<(PricingOption | undefined)[]>
  /** By slug: the exact one, else one that differs only in case. */
  vendorBySlug(slug: string): Promise<Vendor | undefined>
  productBySlug(slug: string): Promise<Product | undefined>
  categoryBySlug(slug: string): Promise<Category | undefined>
  productsOfVendors(vendorIds: number[]): Promise<Product[]>
  tiersOfProducts(productIds: number[]): Promise<ProductTier[]>
  optionsOfTiers(tierIds: number[]): Promise<PricingOption[]>
  /** Vendors whose category equals `category`, ignoring case. */
  vendorsOfCategory(category: string): Promise<Vendor[]>
  /** Up to `limit` vendors or products whose name contains `text` (lower case), leaving out `skip`. */
  namesContaining(type: 'vendor' | 'product', text: string, skip: ReadonlySet<number>, limit: number): Promise<(Vendor | Product)[]>
  /** Every pricing option, and the tier each belongs to with its product. */
  pricingLinks(): Promise<PricingLinks>
  /** Every product's vendor. */
  productVendors(): Promise<{ id: number; vendorId: number }[]>
}

export interface PricingLinks {
  tiers: { id: number; productId: number }[]
  options: PricingOption[]
}

/** id -> index key pairs of a table index, read from keys only (no whole product or tier rows). */
async function keyPairs(collection: Pick<Collection, 'eachKey'>): Promise<{ id: number; key: number }[]> {
  const pairs: { id: number; key: number }[] = []
  await collection.eachKey((key, cursor) => {
    pairs.push({ id: cursor.primaryKey as number, key: key as number })
  })
  return pairs
}

const tables: CatalogReader = {
  // The two long lists from their grouped copies (web/db/list-cache.ts).
  vendors: () => readWholeTable<Vendor>(db, 'vendors'),
  vendorCount: () => db.vendors.count(),
  // The category index, not the vendor rows.
  vendorCategories: async () => ((await db.vendors.orderBy('category').keys()) as string[]).filter((c) => typeof c === 'string' && c !== ''),
  products: () => readWholeTable<Product>(db, 'products'),
  categories: () => db.categories.toArray(),
  vendorsById: (ids) => db.vendors.bulkGet(ids),
  productsById: (ids) => db.products.bulkGet(ids),
  tiersById: (ids) => db.productTiers.bulkGet(ids),
  optionsById: (ids) => db.pricingOptions.bulkGet(ids),
  vendorBySlug: async (slug) => (await db.vendors.where('slug').equals(slug).first()) ?? db.vendors.where('slug').equalsIgnoreCase(slug).first(),
  productBySlug: async (slug) => (await db.products.where('slug').equals(slug).first()) ?? db.products.where('slug').equalsIgnoreCase(slug).first(),
  categoryBySlug: (slug) => db.categories.where('slug').equals(slug).first(),
  productsOfVendors: (ids) => (ids.length ? db.products.where('vendorId').anyOf(ids).toArray() : Promise.resolve([])),
  tiersOfProducts: (ids) => (ids.length ? db.productTiers.where('productId').anyOf(ids).toArray() : Promise.resolve([])),
  optionsOfTiers: (ids) => (ids.length ? db.pricingOptions.where('productTierId').anyOf(ids).toArray() : Promise.resolve([])),
  vendorsOfCategory: (category) => db.vendors.where('category').equalsIgnoreCase(category).toArray(),
  namesContaining: (type, text, skip, limit) =>
    (type === 'vendor' ? db.vendors : db.products).filter((row) => !skip.has(row.id) && row.name.toLowerCase().includes(text)).limit(limit).toArray(),
  pricingLinks: async () => {
    const [tierPairs, options] = await Promise.all([keyPairs(db.productTiers.orderBy('productId')), db.pricingOptions.toArray()])
    return { tiers: tierPairs.map(({ id, key }) => ({ id, productId: key })), options }
  },
  // From the vendorId index's keys: the product rows themselves are not read.
  productVendors: async () => (await keyPairs(db.products.orderBy('vendorId'))).map(({ id, key }) => ({ id, vendorId: key })),
}

/** Rows grouped by a key, built once per staged catalogue and table (the catalogue only grows while it is read). */
function groupBy<T>(rows: Map<number, T>, key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows.values()) {
    const k = key(row)
    const list = groups.get(k)
    if (list) list.push(row)
    else groups.set(k, [row])
  }
  return groups
}

const bySlug = <T extends { slug: string }>(rows: Map<number, T>, slug: string): T | undefined => {
  const lower = slug.toLowerCase()
  let caseless: T | undefined
  for (const row of rows.values()) {
    if (row.slug === slug) return row
    if (!caseless && row.slug.toLowerCase() === lower) caseless = row
  }
  return caseless
}

/** A value read from memory, as the promise every CatalogReader method answers. */
const now = <T>(value: T): Promise<T> => Promise.resolve(value)

/**
 * Reads the staged catalogue. `complete`: every answer is in (the 'all' part), so indexes made on first
 * use stay right; before that the catalogue still grows, and each read groups the rows afresh.
 */
function memoryReader(catalog: StagedCatalog, complete: boolean): CatalogReader {
  let productsByVendor: Map<number, Product[]> | undefined
  let tiersByProduct: Map<number, ProductTier[]> | undefined
  let optionsByTier: Map<number, PricingOption[]> | undefined
  const index = <T>(made: Map<number, T[]> | undefined, make: () => Map<number, T[]>, keep: (m: Map<number, T[]>) => void) => {
    if (made) return made
    const groups = make()
    if (complete) keep(groups)
    return groups
  }
  const pick = <T>(rows: Map<number, T>, ids: number[]) => ids.map((id) => rows.get(id))
  const gather = <T>(groups: Map<number, T[]>, ids: number[]) => ids.flatMap((id) => groups.get(id) ?? [])
  return {
    vendors: () => now([...catalog.vendors.values()]),
    vendorCount: () => now(catalog.vendors.size),
    vendorCategories: () => now([...catalog.vendors.values()].flatMap((v) => (typeof v.category === 'string' && v.category !== '' ? [v.category] : []))),
    products: () => now([...catalog.products.values()]),
    categories: () => now([...catalog.categories.values()]),
    vendorsById: (ids) => now(pick(catalog.vendors, ids)),
    productsById: (ids) => now(pick(catalog.products, ids)),
    tiersById: (ids) => now(pick(catalog.productTiers, ids)),
    optionsById: (ids) => now(pick(catalog.pricingOptions, ids)),
    vendorBySlug: (slug) => now(bySlug(catalog.vendors, slug)),
    productBySlug: (slug) => now(bySlug(catalog.products, slug)),
    categoryBySlug: (slug) => now([...catalog.categories.values()].find((c) => c.slug === slug)),
    productsOfVendors: (ids) => now(gather(index(productsByVendor, () => groupBy(catalog.products, (p) => p.vendorId), (m) => (productsByVendor = m)), ids)),
    tiersOfProducts: (ids) => now(gather(index(tiersByProduct, () => groupBy(catalog.productTiers, (t) => t.productId), (m) => (tiersByProduct = m)), ids)),
    optionsOfTiers: (ids) => now(gather(index(optionsByTier, () => groupBy(catalog.pricingOptions, (o) => o.productTierId), (m) => (optionsByTier = m)), ids)),
    vendorsOfCategory: (category) => {
      const lower = category.toLowerCase()
      return now([...catalog.vendors.values()].filter((v) => v.category?.toLowerCase() === lower))
    },
    namesContaining: (type, text, skip, limit) => {
      const found: (Vendor | Product)[] = []
      for (const row of (type === 'vendor' ? catalog.vendors : catalog.products).values()) {
        if (found.length === limit) break
        if (!skip.has(row.id) && row.name.toLowerCase().includes(text)) found.push(row)
      }
      return now(found)
    },
    pricingLinks: () =>
      now({
        tiers: [...catalog.productTiers.values()].map((t) => ({ id: t.id, productId: t.productId })),
        options: [...catalog.pricingOptions.values()],
      }),
    productVendors: () => now([...catalog.products.values()].map((p) => ({ id: p.id, vendorId: p.vendorId }))),
  }
}

/**
 * Where the catalogue is read from in this sync state: the 'tables', or the first download held in
 * memory, with the part of it that has come ('start', 'lead' or 'all': SyncStatus.firstLoad.readable).
 */
export type CatalogSource = 'tables' | CataloguePart

const sourceOf = (s: SyncStatus): CatalogSource => (s.firstLoad.active && s.firstLoad.readable && stagedCatalog() ? s.firstLoad.readable : 'tables')

// One memory reader per staged catalogue and part, so the complete one's indexes are built once.
let cached: { catalog: StagedCatalog; source: CatalogSource; reader: CatalogReader } | null = null

/** The reader for a source; a memory source whose download has just been written out reads the tables. */
export function catalogReader(source: CatalogSource): CatalogReader {
  const staged = source === 'tables' ? null : stagedCatalog()
  if (!staged) return tables
  if (cached?.catalog !== staged || cached.source !== source) cached = { catalog: staged, source, reader: memoryReader(staged, source === 'all') }
  return cached.reader
}

/** The catalogue's source now, as a hook: a screen reads again when it changes. */
export function useCatalogSource(): CatalogSource {
  return useSyncStatus(sourceOf)
}

