// Shapes shared by the catalogue index, its worker and the main-thread client. Rows cross the worker
// boundary already projected to the fields below, so posting a page of changes clones little.
import type { Product, ProductVendor, Vendor } from '../../sync/schemas'

/** What the index keeps of a vendor: the searched text and what a hit shows. */
export type IndexedVendor = Pick<Vendor, 'id' | 'name' | 'slug' | 'logoUrl' | 'category' | 'description'>

/** What the index keeps of a product; its vendor's name is searched too. */
export type IndexedProduct = Pick<Product, 'id' | 'vendorId' | 'name' | 'slug' | 'logoUrl' | 'category' | 'description'>

/** A vendor result: search results use id, name, slug, logoUrl. */
export type VendorHit = Pick<Vendor, 'id' | 'name' | 'slug' | 'logoUrl'>

/** A product result; products also carry their vendor (null when it is not in the local copy). */
export type ProductHit = VendorHit & { vendor: ProductVendor | null }

export interface SearchLimits {
  vendors: number
  products: number
}

/** Results, best first. */
export interface CatalogResults {
  vendors: VendorHit[]
  products: ProductHit[]
}

/** Puts and deletes of one applied change-feed page, per searched entity. */
export interface CatalogUpdate {
  vendors?: { put: IndexedVendor[]; deleted: number[] }
  products?: { put: IndexedProduct[]; deleted: number[] }
}

export const NO_RESULTS: CatalogResults = { vendors: [], products: [] }
