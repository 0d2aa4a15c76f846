// The profile's favourites: the signed-in user's saved vendors and products,
// joined with the local catalogue for logo, name, slug and category, so the list works offline and
// follows sync. A favourite whose item is not in the copy (yet) falls back to the item the server sent
// with it, and is left out when there is none.
import { useCatalogRead } from '../catalog/catalog-query'
import type { Favorite, ItemType } from '../../../sync/schemas'
import { db } from '../../db/db'
import { useSession } from '../../sync/base/session'

export interface FavoriteEntry {
  favoriteId: number
  itemType: ItemType
  itemId: number
  name: string
  slug: string
  /** Candidate logos in order: the item's own, then (products) the vendor's. */
  logos: (string | null)[]
  category: string | null
  savedAt: string
}

export interface FavoriteLists {
  vendors: FavoriteEntry[]
  products: FavoriteEntry[]
}

/** Undefined while reading; newest first. */
export function useFavoriteLists(): FavoriteLists | undefined {
  const userId = useSession((s) => s.user?.id)
  return useCatalogRead(async (read) => {
    if (userId === undefined) return { vendors: [], products: [] }
    const favorites = onePerItem((await db.favorites.toArray()).filter((f) => f.userId === userId))
    favorites.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    const ids = (type: ItemType) => favorites.filter((f) => f.itemType === type).map((f) => f.itemId)
    const [vendors, products, categories] = await Promise.all([
      read.vendorsById(ids('vendor')),
      read.productsById(ids('product')),
      read.categories(),
    ])
    const vendorById = new Map(vendors.filter((v) => !!v).map((v) => [v.id, v]))
    const productById = new Map(products.filter((p) => !!p).map((p) => [p.id, p]))
    const productVendors = await read.vendorsById([...new Set([...productById.values()].map((p) => p.vendorId))])
    const productVendorById = new Map(productVendors.filter((v) => !!v).map((v) => [v.id, v]))
    // Vendors store a category slug; show the category's name when the copy has it.
    const categoryName = new Map(categories.map((c) => [c.slug.toLowerCase(), c.name]))
    const labelOf = (slug: string | null) => (slug ? (categoryName.get(slug.toLowerCase()) ?? slug) : null)

    const entry = (f: Favorite): FavoriteEntry | null => {
      const base = { favoriteId: f.id, itemType: f.itemType, itemId: f.itemId, savedAt: f.createdAt }
      if (f.itemType === 'vendor') {
        const v = vendorById.get(f.itemId)
        if (v) return { ...base, name: v.name, slug: v.slug, logos: [v.logoUrl], category: labelOf(v.category) }
      } else {
        const p = productById.get(f.itemId)
        if (p) return { ...base, name: p.name, slug: p.slug, logos: [p.logoUrl, productVendorById.get(p.vendorId)?.logoUrl ?? null], category: p.category }
      }
      return f.item ? { ...base, name: f.item.name, slug: f.item.slug, logos: [f.item.logoUrl], category: f.item.category } : null
    }
    const entries = favorites.map(entry).filter((e): e is FavoriteEntry => e !== null)
    return { vendors: entries.filter((e) => e.itemType === 'vendor'), products: entries.filter((e) => e.itemType === 'product') }
  }, [userId])
}

/**
 * An item is saved at most once, but for a moment the copy can hold two rows for it: the server's row
 * from a pull and the local row (negative id) whose create has not been re-keyed yet. Keep one,
 * preferring the server's.
 */
function onePerItem(favorites: Favorite[]): Favorite[] {
  const byItem = new Map<string, Favorite>()
  for (const f of favorites) {
    const key = `${f.itemType}:${f.itemId}`
    const kept = byItem.get(key)
    if (!kept || (kept.id < 0 && f.id > 0)) byItem.set(key, f)
  }
  return [...byItem.values()]
}
