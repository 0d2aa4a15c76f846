// Live reads for the home page and the marketplace hub, from the local copy (so both work offline):
// vendor counts per category (matched by the shared category rule), the verified-vendor count,
// featured products and the vendors of one category. `undefined` means "still reading".
import { useCatalogQuery } from './catalog-query'
import { categoryMatches } from '../../../sync/rules/category-match'
import { compareByListName, compareForList, compareListNames } from '../../../sync/rules/list-order'
import type { Vendor } from '../../../sync/schemas'
import type { ProductWithVendor } from './catalog-hooks'
import { catalogueReadable, useSyncStatus } from '../../sync/base/status-store'

/** How many vendors the local copy holds (the home page's verified-vendor badge counts them). */
export function useVendorCount(): number | undefined {
  return useCatalogQuery((read) => read.vendorCount(), [], { needs: 'lead' })
}

/**
 * Vendors per category slug, computed locally by matching each vendor's category to the slug
 * (sync/rules/category-match). Reads only the category index, not the vendor rows.
 */
export function useVendorCountsByCategory(slugs: readonly string[] | undefined): Map<string, number> | undefined {
  const key = slugs?.join('\n') // the slugs' contents, not the array's identity, decide a re-read
  return useCatalogQuery(async (read) => {
    if (!slugs) return undefined
    const vendorCategories = await read.vendorCategories()
    return new Map(slugs.map((slug) => [slug, vendorCategories.filter((category) => categoryMatches(category, slug)).length]))
  }, [key])
}

/** Featured products by name, with their vendor joined locally; `limit` keeps the first ones. */
export function useFeaturedProducts(limit: number): ProductWithVendor[] | undefined {
  return useCatalogQuery(async (read) => {
    const featured = (await read.products()).filter((p) => p.featured).sort(compareByListName).slice(0, limit)
    const vendors = await read.vendorsById([...new Set(featured.map((p) => p.vendorId))])
    const byId = new Map(vendors.filter((v): v is Vendor => !!v).map((v) => [v.id, v]))
    return featured.map((p) => {
      const vendor = byId.get(p.vendorId)
      return { ...p, vendor: vendor ? { name: vendor.name, slug: vendor.slug, logoUrl: vendor.logoUrl } : null }
    })
  }, [limit])
}

/** The vendors of one category (sync/rules/category-match), featured first then by name. */
export function useVendorsInCategory(slug: string | null): Vendor[] | undefined {
  return useCatalogQuery(async (read) => {
    if (!slug) return []
    const vendors = (await read.vendors()).filter((v) => categoryMatches(v.category, slug))
    return vendors.sort(compareForList)
  }, [slug])
}

/** Every vendor's slug and name, by name: the start-page setting's vendor choice. */
export function useVendorNames(enabled: boolean): { slug: string; name: string }[] | undefined {
  return useCatalogQuery(async (read) => {
    if (!enabled) return []
    return (await read.vendors()).map((v) => ({ slug: v.slug, name: v.name })).sort((a, b) => compareListNames(a.name, b.name))
  }, [enabled], { needs: 'lead' })
}

/**
 * Whether the first download of the catalogue is running and has not brought the whole catalogue yet:
 * an empty copy then means "loading", not "none".
 */
export function useFirstLoadActive(): boolean {
  return useSyncStatus((s) => !catalogueReadable(s, 'all'))
}

/**
 * Whether an empty read means "there is none" rather than "not downloaded yet": a sync has completed,
 * or none can run now (offline, or failing), and no first download is under way.
 */
export function useCopySettled(): boolean {
  // A first download held whole in memory counts as read (catalog-reader.ts).
  return useSyncStatus((s) => (s.firstLoad.active ? catalogueReadable(s, 'all') : !s.online || s.error !== null || s.lastSyncedAt !== null))
}

/**
 * Changes when the copy changes state: the first download starting or ending, or a sync completing.
 * Screens that hold search results (which come from the index, not a live query) ask again on a change.
 */
export function useCopyRevision(): string {
  return useSyncStatus((s) => `${s.firstLoad.active}:${s.firstLoad.readable ?? ''}:${s.lastSyncedAt ?? ''}`)
}
