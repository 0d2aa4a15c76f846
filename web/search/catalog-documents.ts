// Projections from local-copy rows (Dexie rows or change-feed puts) to what the search index keeps.
// The main thread projects before posting to the worker, and the worker projects what it reads from
// Dexie, so both paths index exactly the same text.
import type { AppliedChanges } from '../sync/copy/apply-changes'
import type { CatalogUpdate, IndexedProduct, IndexedVendor } from './search-types'

type Row = Record<string, unknown>

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** The searched and shown fields of a vendor row. */
export function toIndexedVendor(row: Row): IndexedVendor {
  return {
    id: row.id as number,
    name: text(row.name) ?? '',
    slug: text(row.slug) ?? '',
    logoUrl: text(row.logoUrl),
    category: text(row.category),
    description: text(row.description),
  }
}

/** The searched and shown fields of a product row. */
export function toIndexedProduct(row: Row): IndexedProduct {
  return {
    id: row.id as number,
    vendorId: row.vendorId as number,
    name: text(row.name) ?? '',
    slug: text(row.slug) ?? '',
    logoUrl: text(row.logoUrl),
    category: text(row.category),
    description: text(row.description),
  }
}

/** The vendor and product part of one applied page, projected; null when the page touched neither. */
export function catalogUpdateOf(applied: AppliedChanges): CatalogUpdate | null {
  const vendors = applied.get('vendor')
  const products = applied.get('product')
  if (!vendors && !products) return null
  const update: CatalogUpdate = {}
  if (vendors) update.vendors = { put: vendors.put.map(toIndexedVendor), deleted: [...vendors.deleted] }
  if (products) update.products = { put: products.put.map(toIndexedProduct), deleted: [...products.deleted] }
  return update
}
