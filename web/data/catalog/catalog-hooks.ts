// Live reads of the catalogue from the local copy. Screens get data only through hooks like these
// (dexie-react-hooks' useLiveQuery): they re-render when sync changes the rows, online or not. Reads
// over whole tables use useCatalogQuery, which waits until the first download has brought them (see
// catalog-query.ts).
// `undefined` means "still reading"; null means "not there".
import { useCatalogQuery, useCatalogRead } from './catalog-query'
import { compareByListName, compareForList } from '../../../sync/rules/list-order'
import type { Category, Product, Vendor } from '../../../sync/schemas'

/**
 * Every vendor, featured first then by name (the default order). During a first download, the
 * vendors that have come so far (the first ones in this order come first).
 */
export function useVendors(): Vendor[] | undefined {
  return useCatalogQuery(async (read) => (await read.vendors()).sort(compareForList), [], { needs: 'start' })
}

export function useFeaturedVendors(limit?: number): Vendor[] | undefined {
  return useCatalogQuery(async (read) => {
    const featured = (await read.vendors()).filter((v) => v.featured).sort(compareForList)
    return limit === undefined ? featured : featured.slice(0, limit)
  }, [limit])
}

/** A vendor by slug (case-insensitive): undefined while reading, null when there is none. */
export function useVendorBySlug(slug: string | undefined): Vendor | null | undefined {
  return useCatalogRead(async (read) => (slug ? ((await read.vendorBySlug(slug)) ?? null) : null), [slug])
}

export type ProductWithVendor = Omit<Product, 'vendor'> & { vendor: NonNullable<Product['vendor']> | null }

/** Products with their vendor joined locally, by name; `limit` keeps only the first ones. */
export function useProducts(limit?: number): ProductWithVendor[] | undefined {
  return useCatalogQuery(async (read) => {
    const all = (await read.products()).sort(compareByListName)
    const products = limit === undefined ? all : all.slice(0, limit)
    const vendors = new Map((await read.vendorsById([...new Set(products.map((p) => p.vendorId))])).filter((v) => !!v).map((v) => [v.id, v]))
    return products.map((p) => {
      const v = vendors.get(p.vendorId)
      return { ...p, vendor: v ? { name: v.name, slug: v.slug, logoUrl: v.logoUrl } : null }
    })
  }, [limit])
}

export function useCategories(): Category[] | undefined {
  return useCatalogQuery(async (read) => (await read.categories()).sort((a, b) => a.sortOrder - b.sortOrder || compareByListName(a, b)), [], { needs: 'start' })
}
