// Shapes shared by the catalogue index, its worker and the main-thread client. Rows cross the worker
// boundary already projected to the fields below, so posting a page of changes clones little.

/** What the index keeps of a vendor: the searched text and what a hit shows. */
export interface IndexedVendor {
  id: number
  name: string
  slug: string
  logoUrl: string | null
  category: string | null
  description: string | null
}

/** What the index keeps of a product; its vendor's name is searched too. */
export interface IndexedProduct {
  id: number
  vendorId: number
  name: string
  slug: string
  logoUrl: string | null
  category: string | null
  description: string | null
}

/** A vendor result (visitor spec 7: search results use id, name, slug, logoUrl). */
export interface VendorHit {
  id: number
  name: string
  slug: string
  logoUrl: string | null
}

/** A product result; products also carry their vendor (null when it is not in the local copy). */
export interface ProductHit extends VendorHit {
  vendor: { name: string; slug: string; logoUrl: string | null } | null
}

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
