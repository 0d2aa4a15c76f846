// Live reads of the catalogue from the local copy. Screens get data only through hooks like these
// (dexie-react-hooks' useLiveQuery): they re-render when sync changes the rows, online or not. Reads
// over whole tables use useCatalogQuery, which waits out the first download (see catalog-query.ts).
// `undefined` means "still reading"; null means "not there".
import { useLiveQuery } from 'dexie-react-hooks'
import { useCatalogQuery } from './catalog-query'
import type { Category, Product, Vendor } from '../../../sync/schemas'
import { db } from '../../db/db'

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)

/** Every vendor, featured first then by name (the spec's default order). */
export function useVendors(): Vendor[] | undefined {
  return useCatalogQuery(async () => (await db.vendors.toArray()).sort((a, b) => Number(b.featured) - Number(a.featured) || byName(a, b)), [], { leadTablesOnly: true })
}

export function useFeaturedVendors(limit?: number): Vendor[] | undefined {
  return useCatalogQuery(async () => {
    const featured = (await db.vendors.filter((v) => v.featured).toArray()).sort(byName)
    return limit === undefined ? featured : featured.slice(0, limit)
  }, [limit])
}

/** A vendor by slug (case-insensitive): undefined while reading, null when there is none. */
export function useVendorBySlug(slug: string | undefined): Vendor | null | undefined {
  return useLiveQuery(async () => {
    if (!slug) return null
    const exact = await db.vendors.where('slug').equals(slug).first()
    return exact ?? (await db.vendors.where('slug').equalsIgnoreCase(slug).first()) ?? null
  }, [slug])
}

export type ProductWithVendor = Omit<Product, 'vendor'> & { vendor: NonNullable<Product['vendor']> | null }

/** Products with their vendor joined locally, by name; `limit` keeps only the first ones. */
export function useProducts(limit?: number): ProductWithVendor[] | undefined {
  return useCatalogQuery(async () => {
    const all = (await db.products.toArray()).sort(byName)
    const products = limit === undefined ? all : all.slice(0, limit)
    const vendors = new Map((await db.vendors.bulkGet([...new Set(products.map((p) => p.vendorId))])).filter((v) => !!v).map((v) => [v.id, v]))
    return products.map((p) => {
      const v = vendors.get(p.vendorId)
      return { ...p, vendor: v ? { name: v.name, slug: v.slug, logoUrl: v.logoUrl } : null }
    })
  }, [limit])
}

export function useCategories(): Category[] | undefined {
  return useCatalogQuery(async () => (await db.categories.toArray()).sort((a, b) => a.sortOrder - b.sortOrder || byName(a, b)), [], { leadTablesOnly: true })
}
